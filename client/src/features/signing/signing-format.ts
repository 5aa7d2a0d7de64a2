import { hashPrefix } from '@shared/src/reports/signing'

const stamp = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** A signature's date and time in the reader's locale and time zone. */
export const signedStamp = (iso: string) => stamp.format(new Date(iso))

/** The hash as the banner shows it: its first 12 characters and an ellipsis. */
export const shortHash = (hash: string) => `${hashPrefix(hash)}…`

/** "drsmith (smith@example.org)" */
export const signerLabel = (s: { username: string; email: string }) => `${s.username} (${s.email})`
