import { inlinesToText, type Block, type Inline } from './ast'

export const DEFAULT_REPORT_TITLE = 'Autopsy Report'

export interface TitledReport {
  /** The title as inlines. */
  title: Inline[]
  /** The title as plain text, for a document's metadata and running header. */
  titleText: string
  /** The blocks after the title. */
  body: Block[]
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * Separates the document title from the body. The title the user gave the report is the
 * document's title. When the cleaned text begins with its own `# heading`, that heading stays as
 * the first heading of the body, unless it only repeats the given title (then it is shown once).
 * Without a given title, the leading `# heading` is the title, else 'Autopsy Report'.
 */
export function splitReportTitle(blocks: Block[], givenTitle?: string | null): TitledReport {
  const given = normalise(givenTitle ?? '')
  const first = blocks[0]
  const leading = first && first.type === 'heading' && first.level === 1 ? first : undefined
  const leadingText = leading ? normalise(inlinesToText(leading.inlines)) : ''
  if (given) {
    const repeats = leadingText.toLowerCase() === given.toLowerCase()
    return { title: [{ type: 'text', text: given }], titleText: given, body: repeats ? blocks.slice(1) : blocks }
  }
  if (leading && leadingText) return { title: leading.inlines, titleText: leadingText, body: blocks.slice(1) }
  return { title: [{ type: 'text', text: DEFAULT_REPORT_TITLE }], titleText: DEFAULT_REPORT_TITLE, body: leading ? blocks.slice(1) : blocks }
}
