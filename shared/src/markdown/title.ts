import { inlinesToText, type Block, type Inline } from './ast'

export const DEFAULT_REPORT_TITLE = 'Autopsy Report'

export interface TitledReport {
  /** The title as inlines (from the leading `# Title` when there is one). */
  title: Inline[]
  /** The title as plain text, for a document's metadata and running header. */
  titleText: string
  /** The blocks after the title. */
  body: Block[]
}

/**
 * Separates the report title from the body: the dialect's leading `# Title` wins, otherwise the
 * given title (or 'Autopsy Report') is used, so a document shows its title exactly once.
 */
export function splitReportTitle(blocks: Block[], fallbackTitle: string): TitledReport {
  const first = blocks[0]
  if (first && first.type === 'heading' && first.level === 1) {
    return { title: first.inlines, titleText: inlinesToText(first.inlines).trim() || fallback(fallbackTitle), body: blocks.slice(1) }
  }
  const titleText = fallback(fallbackTitle)
  return { title: [{ type: 'text', text: titleText }], titleText, body: blocks }
}

function fallback(title: string): string {
  return title.replace(/\s+/g, ' ').trim() || DEFAULT_REPORT_TITLE
}
