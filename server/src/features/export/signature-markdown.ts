import { escapeLineStart, escapeText } from '@shared/src/editor/to-markdown'
import type { Addendum, SignerInfo } from '@shared/src/reports/signing'
import { utcStamp } from './export.pdf'
import { CASELOAD_TEXTS } from '@shared/src/caseload/turnaround'

const signedPendingText = CASELOAD_TEXTS.signedPending

export interface ExportSignature {
  signer: SignerInfo
  signedAt: Date
  contentHash: string
  addenda: Addendum[]
  pendingStudies?: string[]
}

/** Typed text as dialect paragraphs: markup characters escaped, blank lines kept as paragraph breaks. */
const literal = (text: string) =>
  text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.split('\n').map((line) => escapeLineStart(escapeText(line).replace(/^(\s*)\|/, '$1\\|'))).join('\n'))
    .join('\n\n')

const who = (s: SignerInfo) => literal(`${s.username} <${s.email}>`)

/**
 * The signature block and every addendum of a signed report in the cleaned-report dialect, appended
 * to the HTML and Word exports so that no export of a signed report leaves them out.
 */
export function signatureMarkdown(s: ExportSignature): string {
  const parts = [
    '## Electronic signature',
    `**Signed by:** ${who(s.signer)}\n**Signed on:** ${utcStamp(s.signedAt)}${
      s.pendingStudies?.length ? `\n**Status:** ${literal(signedPendingText(s.pendingStudies))}` : ''
    }\n**Content hash (SHA-256):** ${s.contentHash}`,
  ]
  if (s.addenda.length) parts.push('## Addenda')
  s.addenda.forEach((a, i) => {
    parts.push(
      `### Addendum ${i + 1}`,
      `*Added ${utcStamp(new Date(a.createdAt))} by ${who(a.author)}*\n**Reason:** ${literal(a.reason).replace(/\n+/g, ' ')}`,
      literal(a.text),
      `**Hash (SHA-256):** ${a.hash}`,
    )
  })
  return parts.join('\n\n')
}
