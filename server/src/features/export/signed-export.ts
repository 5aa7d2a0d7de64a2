import { parseChapterHtml } from '@shared/node/html'
import { stripGuidance } from '@shared/src/editor/guidance'
import { docToMarkdown } from '@shared/src/editor/to-markdown'
import { outlineMarkdownBlocks } from '@shared/src/reports/outline-markdown'
import type { SignedContent } from '@shared/src/reports/signing'
import type { OwnedReport } from '@shared/node/db/owned-report'
import type { Db } from '@shared/node/db/connect'
import { findSigner, listAddenda } from '../signing/signature-view'
import { signatureMarkdown } from './signature-markdown'

/**
 * The signed content in the cleaned-report dialect: the signed title, then every chapter as it was
 * signed, numbered as the table of contents numbers it, guidance left out.
 */
export function signedContentMarkdown(content: SignedContent): string {
  const blocks = outlineMarkdownBlocks(content.title, content.chapters, ({ chapter }) => {
    const html = stripGuidance(chapter.content ?? '')
    const body = html.trim() ? docToMarkdown(parseChapterHtml(html)) : ''
    return body ? [body] : []
  })
  return [...blocks].join('\n\n')
}

export interface SignedExport {
  title: string
  markdown: string
  contentHash: string
  addenda: number
}

/**
 * What the Word and HTML exports of a signed report hold: the content stored at signing, followed by
 * its signature block and every addendum. Nothing the client sends goes into it, so the signature
 * block only ever follows the words that were signed. An unsigned report gives null.
 */
export async function signedExport(db: Db, row: OwnedReport): Promise<SignedExport | null> {
  if (!row.signedAt || !row.signedBy || !row.contentHash || !row.signedContent) return null
  const content = row.signedContent as SignedContent
  const [signer, addenda] = await Promise.all([findSigner(db, row.signedBy), listAddenda(db, row.id)])
  // The database keeps a signer's row as long as a report carries their signature.
  if (!signer) throw new Error(`the signer of report ${row.id} is missing`)
  const signature = signatureMarkdown({ signer, signedAt: new Date(row.signedAt), contentHash: row.contentHash, addenda, pendingStudies: row.signedPendingStudies ?? [] })
  return { title: content.title, markdown: `${signedContentMarkdown(content)}\n\n${signature}\n`, contentHash: row.contentHash, addenda: addenda.length }
}
