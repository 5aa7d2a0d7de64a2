import type PDFDocument from 'pdfkit'
import SVGtoPDF from 'svg-to-pdfkit'
import { AlignmentType, HeadingLevel, ImageRun, Paragraph, TextRun } from 'docx'
import { DIAGRAM_TEXTS } from '@shared/src/diagram/diagram-texts'
import { legendLine, type DiagramModel } from '@shared/src/diagram/model'
import { diagramSvg } from '@shared/src/diagram/svg'
import { escapeHtml } from '@shared/src/markdown/render-html'
import { ACCENT, BODY_SIZE, column, ensureSpace, GREY, INK } from './pdf-blocks'
import { DIAGRAM_PRINT_CM, diagramFonts, diagramPng } from './diagram-render'

type Doc = InstanceType<typeof PDFDocument>

/** The legend as lines: placed marks, then the wounds not placed under their own heading. */
export function legendLines(model: DiagramModel): { placed: string[]; unplaced: string[] } {
  return {
    placed: model.legend.filter((r) => r.placed).map(legendLine),
    unplaced: model.legend.filter((r) => !r.placed).map(legendLine),
  }
}

/** The diagram section of the HTML export: a heading, the diagram as inline SVG, the notes and the legend. */
export function diagramHtml(model: DiagramModel): string {
  const { placed, unplaced } = legendLines(model)
  const list = (lines: string[]) => `<ul class="diagram-legend">${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`
  return [
    `<section class="body-diagram" aria-label="${escapeHtml(DIAGRAM_TEXTS.title)}">`,
    `<h2>${escapeHtml(DIAGRAM_TEXTS.title)}</h2>`,
    `<figure>${diagramSvg(model)}<figcaption>${escapeHtml(model.scaleNote)} ${escapeHtml(DIAGRAM_TEXTS.convention)}</figcaption></figure>`,
    placed.length ? `<h3>${escapeHtml(DIAGRAM_TEXTS.legend)}</h3>${list(placed)}` : '',
    unplaced.length ? `<h3>${escapeHtml(DIAGRAM_TEXTS.notPlaced)}</h3>${list(unplaced)}` : '',
    '</section>',
  ].join('\n')
}

/** Styles of the HTML export's diagram section. */
export const DIAGRAM_CSS = `
.body-diagram figure { margin: 8px 0; break-inside: avoid; page-break-inside: avoid; }
.body-diagram svg { display: block; width: 100%; max-width: 150mm; height: auto; margin: 0 auto; }
.body-diagram figcaption { font-size: 9.5pt; color: #4a4a4a; margin-top: 4px; }
.diagram-legend { font-size: 10.5pt; }
`

/** The diagram section of the Word export: a heading, the diagram as a PNG at print resolution, notes and legend. */
export function diagramDocx(model: DiagramModel): Paragraph[] {
  const { placed, unplaced } = legendLines(model)
  // Word sizes images in pixels at 96 per inch: DIAGRAM_PRINT_CM wide on the page.
  const width = Math.round((DIAGRAM_PRINT_CM / 2.54) * 96)
  const height = Math.round((width * model.height) / model.width)
  const small = (text: string) => new Paragraph({ children: [new TextRun({ text, size: 19, color: '4A4A4A' })] })
  const item = (text: string) => new Paragraph({ bullet: { level: 0 }, children: [new TextRun(text)] })
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(DIAGRAM_TEXTS.title)] }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new ImageRun({ type: 'png', data: diagramPng(model), transformation: { width, height }, altText: { name: DIAGRAM_TEXTS.title, title: DIAGRAM_TEXTS.title, description: model.textAlternative } })],
    }),
    small(model.scaleNote),
    small(DIAGRAM_TEXTS.convention),
    ...(placed.length ? [new Paragraph({ heading: HeadingLevel.HEADING_3, children: [new TextRun(DIAGRAM_TEXTS.legend)] }), ...placed.map(item)] : []),
    ...(unplaced.length ? [new Paragraph({ heading: HeadingLevel.HEADING_3, children: [new TextRun(DIAGRAM_TEXTS.notPlaced)] }), ...unplaced.map(item)] : []),
  ]
}

const registered = new WeakSet<Doc>()

/** The diagram section of the PDF: a heading, the diagram drawn as vector paths and text, notes and legend. */
export function writePdfDiagram(doc: Doc, model: DiagramModel): void {
  if (!registered.has(doc)) {
    const fonts = diagramFonts()
    doc.registerFont('diagramSans', fonts.sans)
    doc.registerFont('diagramSansBold', fonts.sansBold)
    registered.add(doc)
  }
  const { left, width } = column(doc)
  const drawWidth = Math.min(width, 400)
  const drawHeight = (drawWidth * model.height) / model.width
  ensureSpace(doc, drawHeight + 60)
  doc.moveDown(0.5)
  doc.font('serifBold').fontSize(13).fillColor(ACCENT).text(DIAGRAM_TEXTS.title, left, doc.y, { width })
  doc.moveDown(0.3)
  const top = doc.y
  SVGtoPDF(doc, diagramSvg(model), left + (width - drawWidth) / 2, top, {
    width: drawWidth,
    height: drawHeight,
    fontCallback: (_family, bold) => (bold ? 'diagramSansBold' : 'diagramSans'),
  })
  doc.x = left
  doc.y = top + drawHeight + 6
  doc.font('serif').fontSize(8.5).fillColor(GREY).text(`${model.scaleNote} ${DIAGRAM_TEXTS.convention}`, left, doc.y, { width })
  const { placed, unplaced } = legendLines(model)
  const list = (heading: string, lines: string[]) => {
    if (!lines.length) return
    doc.moveDown(0.5)
    ensureSpace(doc, BODY_SIZE * 4)
    doc.font('serifBold').fontSize(11).fillColor(ACCENT).text(heading, left, doc.y, { width })
    doc.moveDown(0.2)
    for (const line of lines) {
      ensureSpace(doc, BODY_SIZE * 2)
      doc.font('serif').fontSize(BODY_SIZE).fillColor(INK).text(line, left + 8, doc.y, { width: width - 8, lineGap: 2 })
    }
  }
  list(DIAGRAM_TEXTS.legend, placed)
  list(DIAGRAM_TEXTS.notPlaced, unplaced)
  doc.x = left
  doc.moveDown(0.6)
}
