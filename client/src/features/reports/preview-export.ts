import { parseCleanMarkdown } from '@shared/src/markdown/parse'
import { escapeHtml, renderBlocksToHtml } from '@shared/src/markdown/render-html'
import { exportFileName } from '@shared/src/markdown/filename'
import { DEFAULT_REPORT_TITLE, splitReportTitle } from '@shared/src/markdown/title'
import { devAuthHeaders } from '../../lib/trpc'

/** The cleaned report (markdown dialect) as HTML for the preview: #, ##, ### headings, paragraphs split on blank lines. */
export function previewHtml(markdown: string): string {
  return renderBlocksToHtml(parseCleanMarkdown(markdown))
}

/** A self-contained HTML file of the cleaned report (what Export HTML downloads). */
export function standaloneHtml(markdown: string, title: string): string {
  const report = splitReportTitle(parseCleanMarkdown(markdown), title)
  const name = escapeHtml(report.titleText)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name}</title>
<style>
body { font-family: Georgia, "Times New Roman", serif; line-height: 1.55; color: #1b1b1b; max-width: 48rem; margin: 2rem auto; padding: 0 1.5rem; }
h1, h2, h3, h4 { color: #1f3a5f; line-height: 1.25; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #8a8a8a; padding: 4px 8px; text-align: left; vertical-align: top; }
th { background: #dde5ef; }
mark.missing-field { background: #ffeb3b; color: #8b0000; font-weight: bold; }
</style>
</head>
<body>
<h1>${name}</h1>
${renderBlocksToHtml(report.body, { tableAttributes: true })}
</body>
</html>
`
}

/** Saves a blob as a download with the given file name. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1_000)
}

/** Downloads autopsy-report-{date}.html. */
export function exportHtmlFile(markdown: string, title: string = DEFAULT_REPORT_TITLE): void {
  downloadBlob(new Blob([standaloneHtml(markdown, title)], { type: 'text/html;charset=utf-8' }), exportFileName('html'))
}

/**
 * Asks the server for the Word document (POST export-docx) and downloads autopsy-report-{date}.docx.
 * Throws `failure`: 'Failed to generate DOCX' on the preview, 'Failed to generate Word document' in the editor.
 */
export async function exportDocxFile(reportId: string, markdown: string, title: string = DEFAULT_REPORT_TITLE, failure = 'Failed to generate DOCX'): Promise<void> {
  const res = await fetch(`/api/reports/${encodeURIComponent(reportId)}/export-docx`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', ...devAuthHeaders() },
    body: JSON.stringify({ cleanedReport: markdown, reportTitle: title }),
  })
  if (!res.ok) throw new Error(failure)
  const blob = await res.blob().catch(() => null)
  if (!blob?.size) throw new Error(failure)
  downloadBlob(blob, exportFileName('docx'))
}
