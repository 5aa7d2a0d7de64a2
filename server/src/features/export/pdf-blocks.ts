import type PDFDocument from 'pdfkit'
import type { Block, Inline, ListBlock, TableBlock } from '@shared/src/markdown/ast'
import { inlinesToText } from '@shared/src/markdown/ast'
import type { PdfFont } from './pdf-fonts'

type Doc = InstanceType<typeof PDFDocument>

export const INK = '#1b1b1b'
export const ACCENT = '#1f3a5f'
export const GREY = '#5f6368'
const MISSING = '#9c0006'
const RULE = '#8a8a8a'
const HEADER_FILL = '#dde5ef'

export const BODY_SIZE = 10.5
const LINE_GAP = 2.2

/** The face for a run's marks. */
function faceOf(inline: Inline, bold = false): PdfFont {
  if (inline.type === 'missing') return 'serifBold'
  const b = bold || inline.bold
  if (b && inline.italic) return 'serifBoldItalic'
  if (b) return 'serifBold'
  return inline.italic ? 'serifItalic' : 'serif'
}

/** Left edge and width of the text column. */
export const column = (doc: Doc) => ({ left: doc.page.margins.left, width: doc.page.width - doc.page.margins.left - doc.page.margins.right })

/** Space left on the page before the bottom margin. */
export const spaceLeft = (doc: Doc) => doc.page.height - doc.page.margins.bottom - doc.y

/** Starts a new page unless `needed` points still fit (keeps a heading with what follows it). */
export function ensureSpace(doc: Doc, needed: number): void {
  if (spaceLeft(doc) < needed) doc.addPage()
}

/**
 * Writes inline runs as one flowing paragraph at (x, y) with the given width: bold, italic and
 * underline as faces and lines, unfilled fields in bold dark red, `\n` as line breaks.
 */
export function writeRuns(doc: Doc, lines: Inline[][], x: number, width: number, opts: { bold?: boolean; size?: number; y?: number } = {}): void {
  const runs: { text: string; inline: Inline }[] = []
  lines.forEach((line, i) => {
    if (i > 0) runs.push({ text: '\n', inline: { type: 'text', text: '\n' } })
    for (const inline of line) runs.push({ text: inline.type === 'missing' ? `[MISSING: ${inline.name}]` : inline.text, inline })
  })
  const size = opts.size ?? BODY_SIZE
  if (!runs.some((r) => r.text.trim())) return
  runs.forEach((run, i) => {
    const last = i === runs.length - 1
    doc.font(faceOf(run.inline, opts.bold)).fontSize(size).fillColor(run.inline.type === 'missing' ? MISSING : INK)
    const options = { width, continued: !last, lineGap: LINE_GAP, underline: run.inline.type === 'text' && Boolean(run.inline.underline) }
    if (i === 0) doc.text(run.text, x, opts.y ?? doc.y, options)
    else doc.text(run.text, options)
  })
}

function writeList(doc: Doc, list: ListBlock, indent: number): void {
  const { left, width } = column(doc)
  let n = 1
  for (const item of list.items) {
    const x = left + indent
    ensureSpace(doc, BODY_SIZE * 2)
    const y = doc.y
    doc.font('serif').fontSize(BODY_SIZE).fillColor(INK).text(list.ordered ? `${n++}.` : indent ? '◦' : '•', x, y, { width: 16, lineBreak: false })
    if (item.inlines.length) writeRuns(doc, [item.inlines], x + 16, width - indent - 16, { y })
    else doc.text('', x + 16, y)
    doc.moveDown(0.15)
    if (item.children) writeList(doc, item.children, indent + 16)
  }
  doc.x = left
}

/** A table with a shaded, repeated header row; rows never split across pages. */
function writeTable(doc: Doc, table: TableBlock): void {
  const { left, width } = column(doc)
  const cols = Math.max(1, table.header.length)
  const colWidth = width / cols
  const pad = 4
  const size = BODY_SIZE - 1
  const cellText = (cell: Inline[]) => inlinesToText(cell)
  const heightOf = (row: Inline[][], bold: boolean) =>
    Math.max(...row.map((c) => doc.font(bold ? 'serifBold' : 'serif').fontSize(size).heightOfString(cellText(c) || ' ', { width: colWidth - 2 * pad }))) + 2 * pad
  const drawRow = (row: Inline[][], header: boolean) => {
    const h = heightOf(row, header)
    if (spaceLeft(doc) < h) {
      doc.addPage()
      if (!header) drawRow(table.header, true)
    }
    const y = doc.y
    if (header) doc.rect(left, y, colWidth * cols, h).fill(HEADER_FILL)
    row.forEach((cell, i) => {
      const missing = cell.some((c) => c.type === 'missing')
      doc.font(header || missing ? 'serifBold' : 'serif').fontSize(size).fillColor(missing ? MISSING : INK)
      doc.text(cellText(cell), left + i * colWidth + pad, y + pad, { width: colWidth - 2 * pad, lineGap: 1 })
    })
    doc.lineWidth(0.6).strokeColor(RULE)
    for (let i = 0; i < cols; i++) doc.rect(left + i * colWidth, y, colWidth, h).stroke()
    doc.x = left
    doc.y = y + h
  }
  drawRow(table.header, true)
  for (const row of table.rows) drawRow(row, false)
  // A table is followed by space before the next paragraph.
  doc.y += BODY_SIZE * 0.9
}

/** Writes dialect blocks (paragraphs, bold sub-heading lines, lists, tables) in the text column. */
export function writeBlocks(doc: Doc, blocks: Block[]): void {
  const { left, width } = column(doc)
  for (const block of blocks) {
    switch (block.type) {
      case 'heading':
        ensureSpace(doc, 40)
        writeRuns(doc, [block.inlines], left, width, { bold: true, size: BODY_SIZE + 0.5 })
        doc.moveDown(0.3)
        break
      case 'paragraph':
        writeRuns(doc, block.lines, left, width)
        doc.moveDown(0.55)
        break
      case 'list':
        writeList(doc, block, 0)
        doc.moveDown(0.4)
        break
      case 'table':
        writeTable(doc, block)
        break
    }
    doc.x = left
  }
}
