import type { Chapter } from '@shared/src/reports/chapter.schema'
import { outlineMarkdownBlocks } from '@shared/src/reports/outline-markdown'
import { docToMarkdown } from '@shared/src/editor/to-markdown'
import { parseHtml } from '../editor/html'

/**
 * The report as it stands in the editor, in the cleaned-report dialect (no cleanup applied):
 * `# Title`, chapters numbered as in the table of contents, unfilled fields as [MISSING: name].
 * Used to export a draft that has not been cleaned yet and as the document text of tag matching.
 */
export function draftMarkdown(title: string, chapters: readonly Chapter[]): string {
  const blocks = outlineMarkdownBlocks(title, chapters, ({ chapter }) => {
    const body = docToMarkdown(parseHtml(chapter.content ?? ''))
    return body ? [body] : []
  })
  return [...blocks].join('\n\n')
}
