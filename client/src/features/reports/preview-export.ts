import { parseCleanMarkdown } from '@shared/src/markdown/parse'
import { renderBlocksToHtml } from '@shared/src/markdown/render-html'

/** The cleaned report (markdown dialect) as HTML for the preview: #, ##, ### headings, paragraphs split on blank lines. */
export function previewHtml(markdown: string): string {
  return renderBlocksToHtml(parseCleanMarkdown(markdown))
}
