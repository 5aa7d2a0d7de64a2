/** A run of text with its marks; marks are only present when true. */
export interface TextInline {
  type: 'text'
  text: string
  bold?: boolean
  italic?: boolean
  underline?: boolean
}

/** An unfilled field, written `[MISSING: name]` in the dialect. */
export interface MissingInline {
  type: 'missing'
  name: string
}

export type Inline = TextInline | MissingInline

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6

export interface HeadingBlock {
  type: 'heading'
  level: HeadingLevel
  inlines: Inline[]
}

/** A paragraph: each entry of `lines` is one line, separated by line breaks when rendered. */
export interface ParagraphBlock {
  type: 'paragraph'
  lines: Inline[][]
}

export interface ListItem {
  inlines: Inline[]
  children?: ListBlock
}

export interface ListBlock {
  type: 'list'
  ordered: boolean
  items: ListItem[]
}

/** A table: `header` has one entry per column; every row has the same number of cells as the header. */
export interface TableBlock {
  type: 'table'
  header: Inline[][]
  rows: Inline[][][]
}

export type Block = HeadingBlock | ParagraphBlock | ListBlock | TableBlock

/** Plain text of some inlines (missing fields as `[MISSING: name]`), for titles and comparisons. */
export function inlinesToText(inlines: Inline[]): string {
  return inlines.map((i) => (i.type === 'text' ? i.text : `[MISSING: ${i.name}]`)).join('')
}
