import { ExportInput } from '@shared/src/jobs/inputs.schema'
import { JOB_TEXTS } from '@shared/src/jobs/texts'
import { exportFileName } from '@shared/src/markdown/filename'
import { ExportTooLargeError } from '@shared/src/markdown/limits'
import { audit } from '../../core/audit'
import type { AuthedCtx } from '../../core/context'
import { AppError } from '../../core/errors'
import { buildDocx } from '../export/export.docx'
import { buildHtmlDocument } from '../export/export.html'
import { requireOwnedReport } from './jobs.service'

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

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

async function recordExport(ctx: AuthedCtx, reportId: string, format: 'docx' | 'html') {
  await audit(ctx.db, { actorId: ctx.user.id, action: 'report.export', targetType: 'report', targetId: reportId, ip: ctx.ip, details: { format } })
}

/** The cleaned report as a Word document, named autopsy-report-{YYYY-MM-DD}.docx. */
export async function exportDocx(ctx: AuthedCtx, reportId: string, raw: unknown): Promise<ExportFile> {
  await requireOwnedReport(ctx, reportId)
  const input = ExportInput.parse(raw ?? {})
  const body = await build(() => buildDocx(input.cleanedReport, input.reportTitle), JOB_TEXTS.docxFailed)
  await recordExport(ctx, reportId, 'docx')
  return { body, contentType: DOCX_MIME, filename: exportFileName('docx') }
}

/** The cleaned report as one self-contained printable HTML page, named autopsy-report-{YYYY-MM-DD}.html. */
export async function exportHtml(ctx: AuthedCtx, reportId: string, raw: unknown): Promise<ExportFile> {
  await requireOwnedReport(ctx, reportId)
  const input = ExportInput.parse(raw ?? {})
  const body = await build(() => buildHtmlDocument(input.cleanedReport, input.reportTitle), JOB_TEXTS.htmlFailed)
  await recordExport(ctx, reportId, 'html')
  return { body, contentType: 'text/html; charset=utf-8', filename: exportFileName('html') }
}
