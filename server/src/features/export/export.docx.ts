import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
  type ILevelsOptions,
} from 'docx'
import type { Block, HeadingLevel as MdLevel, Inline, ListBlock, TableBlock } from '@shared/src/markdown/ast'
import { assertExportable } from '@shared/src/markdown/limits'
import { parseCleanMarkdown, stripForbiddenChars } from '@shared/src/markdown/parse'
import { splitReportTitle } from '@shared/src/markdown/title'
import { diagramDocx } from './diagram-section'
import { splitForDiagram, type ReportDiagram } from './report-diagram'

// A4 in twips (1/20 pt) with 2 cm margins all round.
const PAGE = { width: 11906, height: 16838, margin: 1134 }
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
const BODY_FONT = 'Times New Roman'
const ACCENT = '1F3A5F'
const GREY = '666666'
const HEADER_FILL = 'DDE5EF'
const BULLETS = 'report-bullets'
const NUMBERS = 'report-numbers'
const LIST_LEVELS = 9

const HEADINGS: Record<MdLevel, (typeof HeadingLevel)[keyof typeof HeadingLevel]> = {
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
  4: HeadingLevel.HEADING_4,
  5: HeadingLevel.HEADING_5,
  6: HeadingLevel.HEADING_6,
}

/** Builds a Word document (A4, styled headings, lists, tables, highlighted missing fields, the body diagram) from a cleaned report. */
export async function buildDocx(markdown: string, title?: string, diagram?: ReportDiagram | null): Promise<Buffer> {
  assertExportable(markdown)
  const report = splitReportTitle(parseCleanMarkdown(markdown), stripForbiddenChars(title ?? ''))
  const ctx: Ctx = { orderedLists: 0 }
  const children: (Paragraph | Table)[] = [new Paragraph({ heading: HeadingLevel.TITLE, children: runs(report.title) })]
  // The body diagram, when the report has one, goes after the injuries chapter.
  const split = splitForDiagram(report.body, diagram)
  const [before, after] = split ?? [report.body, []]
  for (const block of before) for (const child of renderBlock(block, ctx)) children.push(child)
  if (split && diagram) children.push(...diagramDocx(diagram.model))
  for (const block of after) for (const child of renderBlock(block, ctx)) children.push(child)
  const doc = new Document({
    title: report.titleText,
    creator: 'Autopsy Report Generation System',
    description: 'Autopsy report',
    styles: STYLES,
    numbering: { config: [listConfig(BULLETS, bulletLevel), listConfig(NUMBERS, numberLevel)] },
    sections: [
      {
        properties: { page: { size: { width: PAGE.width, height: PAGE.height }, margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin, header: 567, footer: 567 } } },
        headers: { default: runningHeader(report.titleText) },
        footers: { default: pageFooter() },
        children,
      },
    ],
  })
  return Packer.toBuffer(doc)
}

interface Ctx {
  orderedLists: number
}

function renderBlock(block: Block, ctx: Ctx): (Paragraph | Table)[] {
  switch (block.type) {
    case 'heading':
      return [new Paragraph({ heading: HEADINGS[block.level], children: runs(block.inlines) })]
    case 'paragraph':
      return [new Paragraph({ children: block.lines.flatMap((line, k) => (k === 0 ? runs(line) : [new TextRun({ break: 1 }), ...runs(line)])) })]
    case 'list':
      return listParagraphs(block, 0, ctx)
    case 'table':
      // Word glues the next paragraph to a table's last row: a small empty paragraph keeps them apart.
      return [table(block), new Paragraph({ spacing: { before: 0, after: 120 }, children: [] })]
  }
}

function runs(inlines: Inline[], extra: { bold?: boolean } = {}): TextRun[] {
  return inlines.map((inline) =>
    inline.type === 'missing'
      ? new TextRun({ text: `[MISSING: ${inline.name}]`, bold: true, highlight: 'yellow', color: '9C0006' })
      : new TextRun({
          text: inline.text,
          bold: inline.bold || extra.bold,
          italics: inline.italic,
          underline: inline.underline ? {} : undefined,
        }),
  )
}

function listParagraphs(list: ListBlock, level: number, ctx: Ctx): Paragraph[] {
  // Every numbered list is its own numbering instance, so each one starts again at 1.
  const numbering = list.ordered ? { reference: NUMBERS, level, instance: ++ctx.orderedLists } : { reference: BULLETS, level }
  const out: Paragraph[] = []
  for (const item of list.items) {
    out.push(new Paragraph({ numbering, spacing: { after: 40 }, children: runs(item.inlines) }))
    if (item.children) for (const p of listParagraphs(item.children, Math.min(level + 1, LIST_LEVELS - 1), ctx)) out.push(p)
  }
  return out
}

function table(block: TableBlock): Table {
  const cols = Math.max(1, block.header.length)
  const colWidth = Math.floor(CONTENT_WIDTH / cols)
  const line = { style: BorderStyle.SINGLE, size: 4, color: '8A8A8A' }
  const cell = (inlines: Inline[], header: boolean) =>
    new TableCell({
      width: { size: colWidth, type: WidthType.DXA },
      margins: { top: 50, bottom: 50, left: 100, right: 100 },
      shading: header ? { fill: HEADER_FILL, type: ShadingType.CLEAR, color: 'auto' } : undefined,
      children: [new Paragraph({ spacing: { after: 0 }, children: runs(inlines, { bold: header }) })],
    })
  const rows = [
    new TableRow({ tableHeader: true, cantSplit: true, children: block.header.map((c) => cell(c, true)) }),
    ...block.rows.map((r) => new TableRow({ cantSplit: true, children: r.map((c) => cell(c, false)) })),
  ]
  return new Table({
    rows,
    width: { size: colWidth * cols, type: WidthType.DXA },
    columnWidths: Array.from({ length: cols }, () => colWidth),
    layout: TableLayoutType.FIXED,
    borders: { top: line, bottom: line, left: line, right: line, insideHorizontal: line, insideVertical: line },
  })
}

function runningHeader(titleText: string): Header {
  return new Header({
    children: [
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: ACCENT, space: 4 } },
        children: [new TextRun({ text: titleText, size: 16, color: GREY, font: 'Arial' })],
      }),
    ],
  })
}

function pageFooter(): Footer {
  const small = { size: 16, color: GREY, font: 'Arial' }
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        border: { top: { style: BorderStyle.SINGLE, size: 4, color: 'B5B5B5', space: 4 } },
        children: [
          new TextRun({ ...small, text: 'Generated by the Autopsy Report Generation System' }),
          new TextRun({ ...small, text: '\u2003Page ' }),
          new TextRun({ ...small, children: [PageNumber.CURRENT] }),
          new TextRun({ ...small, text: ' of ' }),
          new TextRun({ ...small, children: [PageNumber.TOTAL_PAGES] }),
        ],
      }),
    ],
  })
}

const BULLET_CHARS = ['\u2022', '\u25E6', '\u25AA']

function bulletLevel(level: number): ILevelsOptions {
  return { level, format: LevelFormat.BULLET, text: BULLET_CHARS[level % BULLET_CHARS.length], alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 454 * (level + 1), hanging: 284 } } } }
}

function numberLevel(level: number): ILevelsOptions {
  return { level, format: LevelFormat.DECIMAL, text: `%${level + 1}.`, alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 454 * (level + 1), hanging: 340 } } } }
}

function listConfig(reference: string, level: (n: number) => ILevelsOptions) {
  return { reference, levels: Array.from({ length: LIST_LEVELS }, (_, n) => level(n)) }
}

// The outline level makes each heading a level of Word's navigation pane and table of contents,
// whatever the reader's built-in styles say.
const heading = (level: number, size: number, extra: { italics?: boolean; before: number; rule?: boolean }) => ({
  run: { font: BODY_FONT, size, bold: true, italics: extra.italics, color: ACCENT },
  paragraph: {
    outlineLevel: level - 1,
    spacing: { before: extra.before, after: 100 },
    keepNext: true,
    keepLines: true,
    border: extra.rule ? { bottom: { style: BorderStyle.SINGLE, size: 4, color: '9AA7B8', space: 2 } } : undefined,
  },
})

const STYLES = {
  default: {
    document: { run: { font: BODY_FONT, size: 23 }, paragraph: { spacing: { after: 120, line: 276 } } },
    title: {
      run: { font: BODY_FONT, size: 40, bold: true, color: ACCENT },
      paragraph: { alignment: AlignmentType.CENTER, spacing: { before: 0, after: 320 }, keepNext: true },
    },
    heading1: heading(1, 34, { before: 360 }),
    heading2: heading(2, 28, { before: 320, rule: true }),
    heading3: heading(3, 25, { before: 240 }),
    heading4: heading(4, 23, { italics: true, before: 200 }),
    heading5: heading(5, 23, { italics: true, before: 160 }),
    heading6: heading(6, 22, { italics: true, before: 160 }),
  },
}
