export type ExportKind = 'html' | 'docx' | 'pdf'

/** The export date as YYYY-MM-DD in local time (the user's calendar day, not UTC). */
export function exportFileDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The export file name, e.g. `autopsy-report-2025-03-02.docx`. */
export function exportFileName(kind: ExportKind, date?: Date): string {
  return `autopsy-report-${exportFileDate(date)}.${kind}`
}
