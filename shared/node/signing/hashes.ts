import { createHash } from 'node:crypto'
import { canonicalAddendumForm, canonicalReportForm, type SignedContent } from '../../src/reports/signing'

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/** SHA-256 of the canonical form of signed content (see canonicalReportForm). */
export const contentHashOf = (content: SignedContent) => sha256(canonicalReportForm(content))

/** SHA-256 of an addendum's canonical form, which includes the hash before it. */
export const addendumHashOf = (a: Parameters<typeof canonicalAddendumForm>[0]) => sha256(canonicalAddendumForm(a))
