import { ExportInput } from '@shared/src/jobs/inputs.schema'
import { JOB_TEXTS } from '@shared/src/jobs/texts'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import type { SignedContent } from '@shared/src/reports/signing'
import { exportFileName, type ExportKind } from '@shared/src/markdown/filename'
import { ExportTooLargeError } from '@shared/src/markdown/limits'
import { audit } from '@shared/node/db/audit'
import type { AuthedCtx } from '../../core/context'
import { AppError } from '../../core/errors'
import { parseStoredChapters } from '@shared/src/reports/stored-chapters'
import { requireOwnedReport } from '../../core/owned-report'
import type { OwnedReport } from '@shared/node/db/owned-report'
import { findSigner, listAddenda } from '../signing/signature-view'
import { buildDocx } from './export.docx'
import { buildHtmlDocument } from './export.html'
import { buildReportPdf, type PdfReport } from './export.pdf'
import { diagramForExport } from './report-diagram'
import { signedExport } from './signed-export'

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

/** What goes into a Word or HTML export: its text in the cleaned-report dialect, its title and what the audit records. */
interface ExportText {
  markdown: string
  title?: string
  details: Record<string, unknown>
}

/**
 * A signed report is exported from the content stored at signing, with its signature block and
 * addenda; the body the client sends is not read at all. An unsigned report is exported from the
 * cleaned text the client sends (`ExportInput`), which carries no signature.
 */
async function exportText(ctx: AuthedCtx, row: OwnedReport, body: unknown): Promise<ExportText> {
  const signed = await signedExport(ctx.db, row)
  if (signed) return { markdown: signed.markdown, title: signed.title, details: { signed: true, contentHash: signed.contentHash, addenda: signed.addenda } }
  const input = ExportInput.parse(body ?? {})
  return { markdown: input.cleanedReport, title: input.reportTitle, details: {} }
}

/** The report as a Word document, named autopsy-report-{YYYY-MM-DD}.docx: the cleaned text sent, or the signed content once signed. */
export async function exportDocx(ctx: AuthedCtx, reportId: string, body: unknown): Promise<ExportFile> {
  const row = await requireOwnedReport(ctx.db, ctx.user, reportId)
  const text = await exportText(ctx, row, body)
  const diagram = diagramForExport(row)
  const file = await build(() => buildDocx(text.markdown, text.title, diagram), JOB_TEXTS.docxFailed)
  await recordExport(ctx, reportId, 'docx', text.details)
  return { body: file, contentType: DOCX_MIME, filename: exportFileName('docx') }
}

/** The report as one self-contained printable HTML page, named autopsy-report-{YYYY-MM-DD}.html: the cleaned text sent, or the signed content once signed. */
export async function exportHtml(ctx: AuthedCtx, reportId: string, body: unknown): Promise<ExportFile> {
  const row = await requireOwnedReport(ctx.db, ctx.user, reportId)
  const text = await exportText(ctx, row, body)
  const diagram = diagramForExport(row)
  const file = await build(() => buildHtmlDocument(text.markdown, text.title, { diagram }), JOB_TEXTS.htmlFailed)
  await recordExport(ctx, reportId, 'html', text.details)
  return { body: file, contentType: 'text/html; charset=utf-8', filename: exportFileName('html') }
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
  const chapters: Chapter[] = signed ? signed.chapters : parseStoredChapters(row.chapters)
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

/**
 * A report's PDF for another document to carry (the FHIR Bundle attaches the signed one): built the
 * same way as the download, with no audit event, since the caller records its own export.
 */
export const reportPdfFor = (report: PdfReport): Promise<Buffer> => buildReportPdf(report)
