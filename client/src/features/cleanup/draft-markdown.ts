import type { Chapter } from '@shared/src/reports/chapter.schema'
import { numberedOutline } from '@shared/src/reports/numbering'
import { docToMarkdown } from '@shared/src/editor/to-markdown'
import { DEFAULT_REPORT_TITLE } from '@shared/src/markdown/title'
import { parseHtml } from '../editor/html'

const headingPrefix = (depth: number) => '#'.repeat(Math.min(depth + 2, 6))

/**
 * The report as it stands in the editor, in the cleaned-report dialect (no cleanup applied):
 * `# Title`, chapters numbered as in the table of contents, unfilled fields as [MISSING: name].
 * Used to export a draft that has not been cleaned yet and as the document text of tag matching.
 */
export function draftMarkdown(title: string, chapters: readonly Chapter[]): string {
  const parts = [`# ${title.trim() || DEFAULT_REPORT_TITLE}`]
  for (const { chapter, number, depth } of numberedOutline(chapters)) {
    // '1.' at the top level, '1.1' below, as the dialect writes them.
    const label = depth === 0 ? `${number}.` : number
    parts.push(`${headingPrefix(depth)} ${label} ${chapter.title.trim()}`)
    const body = docToMarkdown(parseHtml(chapter.content ?? ''))
    if (body) parts.push(body)
  }
  return parts.join('\n\n')
}
