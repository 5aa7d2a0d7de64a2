import { JOB_TEXTS } from '@shared/src/jobs/texts'
import { exportFileName } from '@shared/src/markdown/filename'
import { downloadFromServer } from '../../lib/rest'

const reportPath = (reportId: string, what: string) => `/api/reports/${encodeURIComponent(reportId)}/${what}`

/** The cleaned report as autopsy-report-{date}.html, built by the server (POST export-html). */
export const exportHtmlFile = (reportId: string, markdown: string, title?: string) =>
  downloadFromServer(reportPath(reportId, 'export-html'), { body: { cleanedReport: markdown, reportTitle: title }, fallbackName: exportFileName('html'), failure: JOB_TEXTS.htmlFailed })

/**
 * The cleaned report as autopsy-report-{date}.docx (POST export-docx). Throws `failure`: 'Failed to
 * generate DOCX' on the preview, 'Failed to generate Word document' in the editor.
 */
export const exportDocxFile = (reportId: string, markdown: string, title?: string, failure = 'Failed to generate DOCX') =>
  downloadFromServer(reportPath(reportId, 'export-docx'), { body: { cleanedReport: markdown, reportTitle: title }, fallbackName: exportFileName('docx'), failure })

/** The report as autopsy-report-{date}.pdf (GET export-pdf): signed with its addenda, or a DRAFT. */
export const exportPdfFile = (reportId: string) =>
  downloadFromServer(reportPath(reportId, 'export-pdf'), { fallbackName: exportFileName('pdf'), failure: JOB_TEXTS.pdfFailed })
