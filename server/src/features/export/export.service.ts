import type { ExportInput } from '@shared/src/jobs/inputs.schema'
import { JOB_TEXTS } from '@shared/src/jobs/texts'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import type { SignedContent } from '@shared/src/reports/signing'
import { exportFileName, type ExportKind } from '@shared/src/markdown/filename'
import { ExportTooLargeError } from '@shared/src/markdown/limits'
import { audit } from '@shared/node/db/audit'
import type { AuthedCtx } from '../../core/context'
import { AppError } from '../../core/errors'
import { toChapters } from '../catalog/catalog.service'
import { requireOwnedReport } from '../../core/owned-report'
import { findSigner, listAddenda } from '../signing/signature-view'
import { buildDocx } from './export.docx'
import { buildHtmlDocument } from './export.html'
import { buildReportPdf } from './export.pdf'
import { signatureMarkdown } from './signature-markdown'

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
export const PDF_MIME = 'application/pdf'

export interface ExportFile {
  body: Buffer | string
  contentType: string
  filename: string
}

/** Runs a document builder; a report over the export limit is a 413, any other failure the given message. */
async function build<T>(make: () => T | Promise<T>, failure: string): Promise<T> {
  try {
    return await make()
  } catch (error) {
    if (error instanceof ExportTooLargeError) throw new AppError('PAYLOAD_TOO_LARGE', error.message)
    throw new AppError('INTERNAL', failure, { cause: String(error) })
  }
}

/** Every export leaves an audit event: who took which report out, in which format. */
async function recordExport(ctx: AuthedCtx, reportId: string, format: ExportKind, details: Record<string, unknown> = {}) {
  await audit(ctx.db, { actorId: ctx.user.id, action: 'report.export', targetType: 'report', targetId: reportId, ip: ctx.ip, details: { format, ...details } })
}

/** The cleaned report, followed by the signature block and every addendum once the report is signed. */
async function markdownToExport(ctx: AuthedCtx, reportId: string, cleaned: string): Promise<string> {
  const row = await requireOwnedReport(ctx.db, ctx.user, reportId)
  if (!row.signedAt || !row.signedBy || !row.contentHash) return cleaned
  const [signer, addenda] = await Promise.all([findSigner(ctx.db, row.signedBy), listAddenda(ctx.db, row.id)])
  if (!signer) return cleaned
  return `${cleaned.trimEnd()}\n\n${signatureMarkdown({ signer, signedAt: new Date(row.signedAt), contentHash: row.contentHash, addenda, pendingStudies: row.signedPendingStudies ?? [] })}\n`
}

/** The cleaned report as a Word document, named autopsy-report-{YYYY-MM-DD}.docx. */
export async function exportDocx(ctx: AuthedCtx, reportId: string, input: ExportInput): Promise<ExportFile> {
  const markdown = await markdownToExport(ctx, reportId, input.cleanedReport)
  const body = await build(() => buildDocx(markdown, input.reportTitle), JOB_TEXTS.docxFailed)
  await recordExport(ctx, reportId, 'docx')
  return { body, contentType: DOCX_MIME, filename: exportFileName('docx') }
}

/** The cleaned report as one self-contained printable HTML page, named autopsy-report-{YYYY-MM-DD}.html. */
export async function exportHtml(ctx: AuthedCtx, reportId: string, input: ExportInput): Promise<ExportFile> {
  const markdown = await markdownToExport(ctx, reportId, input.cleanedReport)
  const body = await build(() => buildHtmlDocument(markdown, input.reportTitle), JOB_TEXTS.htmlFailed)
  await recordExport(ctx, reportId, 'html')
  return { body, contentType: 'text/html; charset=utf-8', filename: exportFileName('html') }
}

/**
 * The report as a PDF, named autopsy-report-{YYYY-MM-DD}.pdf: the signed content with its
 * signature block and addenda once signed, otherwise the current chapters watermarked DRAFT.
 */
export async function exportPdf(ctx: AuthedCtx, reportId: string): Promise<ExportFile> {
  const row = await requireOwnedReport(ctx.db, ctx.user, reportId)
  const signed = row.signedAt ? (row.signedContent as SignedContent) : null
  const signer = row.signedAt && row.signedBy ? await findSigner(ctx.db, row.signedBy) : null
  const addenda = row.signedAt ? await listAddenda(ctx.db, row.id) : []
  const chapters: Chapter[] = signed ? signed.chapters : toChapters(row.chapters)
  const body = await build(
    () =>
      buildReportPdf({
        title: signed?.title ?? row.title,
        chapters,
        signature: signed && signer ? { signer, signedAt: new Date(row.signedAt!), contentHash: row.contentHash!, pendingStudies: row.signedPendingStudies ?? [] } : null,
        addenda,
        generatedAt: new Date(),
      }),
    JOB_TEXTS.pdfFailed,
  )
  await recordExport(ctx, row.id, 'pdf', { signed: Boolean(signed), contentHash: row.contentHash, addenda: addenda.length })
  return { body, contentType: PDF_MIME, filename: exportFileName('pdf') }
}
