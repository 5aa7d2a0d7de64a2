/**
 * Upper bound on the markdown an export accepts. Measured on 2 cores: a 200-chapter report
 * (~125 k chars, tables and lists in every chapter) builds as DOCX in ~0.75 s; 1 M chars in ~5 s.
 * The bound stops a runaway or hostile request from holding the server's CPU for longer.
 */
export const MAX_EXPORT_MARKDOWN_CHARS = 1_000_000

/** Thrown when a report is larger than an export accepts (the HTTP layer maps it to 413). */
export class ExportTooLargeError extends Error {
  constructor(readonly size: number) {
    super(`The report is too large to export (${size} characters; the limit is ${MAX_EXPORT_MARKDOWN_CHARS}).`)
    this.name = 'ExportTooLargeError'
  }
}

/** Throws ExportTooLargeError when the markdown is over the export limit. */
export function assertExportable(markdown: string): void {
  if (markdown.length > MAX_EXPORT_MARKDOWN_CHARS) throw new ExportTooLargeError(markdown.length)
}
