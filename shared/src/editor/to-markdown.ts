import type { Mark, Node as PMNode } from 'prosemirror-model'
import { TableMap } from 'prosemirror-tables'
import type { TagAttrs } from './schema'
import { isUnfilled } from './tag-html'

/** Where a run of plain text sits; text fixes differ (a table cell holds units such as 'g' or 'mL'). */
export type TextContainer = 'paragraph' | 'heading' | 'list' | 'cell'

export interface TextContext {
  /** Plain text of the same text block written so far (field values included, no markdown markers). */
  before: string
  container: TextContainer
}

export interface ToMarkdownOptions {
  /** Rewrites plain text (never field values): the hook the cleanup formatter fixes dictation with. */
  fixText?: (text: string, ctx: TextContext) => string
}

/** The markdown-dialect marker a field is written as while it has no value. */
export const missingMarker = (name: string) => `[MISSING: ${name}]`

/** Text a field mark stands for in the cleaned report: its value, or the visible missing marker. */
export function tagText(attrs: Pick<TagAttrs, 'name' | 'value'>): string {
  return isUnfilled(attrs.value) ? missingMarker(attrs.name) : attrs.value!.trim()
}

// Outer to inner: the order markers open in, so the same set always nests the same way.
const FORMAT_MARKS = ['underline', 'strong', 'em'] as const
type FormatMark = (typeof FORMAT_MARKS)[number]
const OPEN: Record<FormatMark, string> = { underline: '<u>', strong: '**', em: '*' }
const CLOSE: Record<FormatMark, string> = { underline: '</u>', strong: '**', em: '*' }

interface InlineItem {
  text: string
  formats: FormatMark[]
  /** A field value or missing marker: written verbatim, never passed to fixText. */
  verbatim: boolean
  hardBreak: boolean
}

/** Flattens a text block's inline content; consecutive nodes under one field mark become one item. */
function inlineItems(block: PMNode, skip: ReadonlySet<FormatMark>): InlineItem[] {
  const items: InlineItem[] = []
  let lastTag: Mark | null = null
  block.forEach((child) => {
    const formats = FORMAT_MARKS.filter((f) => !skip.has(f) && child.marks.some((m) => m.type.name === f))
    if (child.type.name === 'hard_break') {
      lastTag = null
      items.push({ text: '', formats: [], verbatim: false, hardBreak: true })
      return
    }
    if (!child.isText) return
    const tag = child.marks.find((m) => m.type.name === 'tag') ?? null
    if (tag) {
      // A field split over nodes (part of it bold, say) is still one value, written once.
      if (lastTag && lastTag.eq(tag)) return
      lastTag = tag
      items.push({ text: tagText(tag.attrs as TagAttrs), formats, verbatim: true, hardBreak: false })
      return
    }
    lastTag = null
    items.push({ text: child.text ?? '', formats, verbatim: false, hardBreak: false })
  })
  return items
}

/**
 * Backslash-escapes what the dialect would read as markup in typed text: `*`, `\\`, `<u>` and a typed
 * `[MISSING: …]`. Field values are written as they are, so the value check can find them verbatim.
 */
export function escapeText(text: string): string {
  return text
    .replace(/[\\*]/g, '\\$&')
    .replace(/<(?=\/?u\s*>)/gi, '\\<')
    .replace(/\[(?=MISSING:)/gi, '\\[')
}

// Line starts the dialect reads as structure: heading, bullet, number, code fence, rule.
const BLOCK_START = /^(?:#|[-+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)|```|~~~|-{3,}|_{3,})/

/** Keeps a typed paragraph line such as "1. Heart" or "---" a line of text instead of a list or a rule. */
export function escapeLineStart(line: string): string {
  const body = line.trimStart()
  const m = BLOCK_START.exec(body)
  if (!m) return line
  // Backslash escapes only punctuation: in "1." the dot carries it.
  const at = /^\d/.test(m[0]) ? m[0].length - 1 : 0
  return body.slice(0, at) + '\\' + body.slice(at)
}

/** Serialises a text block's inline content: marks, field values and line breaks. */
function inlineMarkdown(block: PMNode, container: TextContainer, options: ToMarkdownOptions, skip: ReadonlySet<FormatMark> = new Set()): string {
  let out = ''
  let plain = ''
  let open: FormatMark[] = []
  // Emphasis markers must hug their text (`**bold** `, not `**bold **`), so spaces move outside.
  const closeFrom = (index: number) => {
    const trailing = /\s*$/.exec(out)![0]
    out = out.slice(0, out.length - trailing.length)
    for (let i = open.length - 1; i >= index; i--) out += CLOSE[open[i]]
    out += trailing
    open = open.slice(0, index)
  }
  for (const item of inlineItems(block, skip)) {
    if (item.hardBreak) {
      closeFrom(0)
      // A list item, a table cell and a bold sub-heading are one line each in the dialect.
      const br = container === 'paragraph' ? '\n' : ' '
      out += br
      plain += br
      continue
    }
    let text = item.verbatim || !options.fixText ? item.text : options.fixText(item.text, { before: plain, container })
    if (!item.verbatim) text = escapeText(text)
    if (container === 'list' || container === 'cell') text = text.replace(/\s*\n\s*/g, ' ')
    if (container === 'cell') text = text.replace(/\|/g, '\\|')
    if (!text) continue
    plain += item.verbatim ? item.text : text
    // Spaces carry no formatting: writing them as they come avoids empty `****` pairs.
    if (!text.trim()) {
      out += text
      continue
    }
    let keep = 0
    while (keep < open.length && item.formats.includes(open[keep])) keep++
    if (keep < open.length) closeFrom(keep)
    const toOpen = item.formats.filter((f) => !open.includes(f))
    if (toOpen.length) {
      const leading = /^\s*/.exec(text)![0]
      out += leading + toOpen.map((f) => OPEN[f]).join('')
      text = text.slice(leading.length)
      open = [...open, ...toOpen]
    }
    out += text
  }
  closeFrom(0)
  return out
}

function joinedInline(node: PMNode, container: TextContainer, options: ToMarkdownOptions): string {
  const parts: string[] = []
  node.descendants((child) => {
    if (child.isTextblock) {
      const text = inlineMarkdown(child, container, options).trim()
      if (text) parts.push(text)
      return false
    }
    return true
  })
  return parts.join(' ')
}

function listMarkdown(list: PMNode, depth: number, options: ToMarkdownOptions): string {
  const lines: string[] = []
  const indent = '  '.repeat(depth)
  const ordered = list.type.name === 'ordered_list'
  let number = ordered ? Number(list.attrs.order) || 1 : 1
  list.forEach((item) => {
    const texts: string[] = []
    const nested: string[] = []
    item.forEach((child) => {
      if (child.type.name === 'bullet_list' || child.type.name === 'ordered_list') {
        const sub = listMarkdown(child, depth + 1, options)
        if (sub) nested.push(sub)
      } else if (child.isTextblock) {
        const text = inlineMarkdown(child, 'list', options).trim()
        if (text) texts.push(text)
      } else {
        // Tables or quotes inside an item cannot nest in the dialect: their text joins the item line.
        const text = joinedInline(child, 'list', options)
        if (text) texts.push(text)
      }
    })
    const bullet = ordered ? `${number++}.` : '-'
    if (texts.length || nested.length) lines.push(`${indent}${bullet} ${texts.join(' ')}`.trimEnd())
    lines.push(...nested)
  })
  return lines.join('\n')
}

function tableMarkdown(table: PMNode, options: ToMarkdownOptions): string {
  const map = TableMap.get(table)
  const seen = new Set<number>()
  const rows: string[][] = []
  for (let r = 0; r < map.height; r++) {
    const row: string[] = []
    for (let c = 0; c < map.width; c++) {
      const pos = map.map[r * map.width + c]
      // A merged cell is written once, at its top-left slot; the slots it spans stay empty.
      if (seen.has(pos)) {
        row.push('')
        continue
      }
      seen.add(pos)
      row.push(joinedInline(table.nodeAt(pos)!, 'cell', options))
    }
    rows.push(row)
  }
  if (!rows.length || !map.width) return ''
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  const [header, ...body] = rows
  return [line(header), line(header.map(() => '---')), ...body.map(line)].join('\n')
}

function blockMarkdown(node: PMNode, options: ToMarkdownOptions): string[] {
  switch (node.type.name) {
    case 'paragraph':
      return [inlineMarkdown(node, 'paragraph', options).trim().split('\n').map(escapeLineStart).join('\n')]
    case 'heading': {
      // Chapter titles own the # levels; a heading inside content becomes a bold line below them.
      const text = inlineMarkdown(node, 'heading', options, new Set(['strong'])).trim()
      return text ? [`**${text}**`] : []
    }
    case 'bullet_list':
    case 'ordered_list':
      return [listMarkdown(node, 0, options)]
    case 'table':
      return [tableMarkdown(node, options)]
    case 'guidance':
      // Instructions to the pathologist are never part of the report's text.
      return []
    default: {
      // Block quotes (and anything else with blocks inside) have no dialect form: their blocks stand alone.
      const blocks: string[] = []
      node.forEach((child) => blocks.push(...blockMarkdown(child, options)))
      return blocks
    }
  }
}

/** The document as dialect blocks (paragraphs, bold sub-headings, lists, tables); empty blocks are left out. */
export function docToMarkdownBlocks(doc: PMNode, options: ToMarkdownOptions = {}): string[] {
  const blocks: string[] = []
  doc.forEach((child) => {
    for (const block of blockMarkdown(child, options)) {
      // fixText may have split a paragraph ("new paragraph"): each part is its own block.
      for (const part of block.split(/\n[ \t]*\n/)) if (part.trim()) blocks.push(part.trim())
    }
  })
  return blocks
}

/** Serialises a document of the shared schema to the cleaned-report markdown dialect. */
export function docToMarkdown(doc: PMNode, options: ToMarkdownOptions = {}): string {
  return docToMarkdownBlocks(doc, options).join('\n\n')
}
