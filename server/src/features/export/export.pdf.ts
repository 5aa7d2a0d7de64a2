import PDFDocument from 'pdfkit'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { CANONICAL_FORMAT, type Addendum, type SignerInfo } from '@shared/src/reports/signing'
import { ACCENT, BODY_SIZE, column, ensureSpace, GREY, INK, writeBlocks } from './pdf-blocks'
import { pdfFonts, type PdfFont } from './pdf-fonts'
import { reportSections } from './report-sections'
import { buildDiagram } from '@shared/src/diagram/model'
import { diagramAfterSection } from '@shared/src/diagram/position'
import { writePdfDiagram } from './diagram-section'
import { CASELOAD_TEXTS } from '@shared/src/caseload/turnaround'

const signedPendingText = CASELOAD_TEXTS.signedPending

type Doc = InstanceType<typeof PDFDocument>

export interface PdfReport {
  title: string
  /** The signed content's chapters when signed, else the report's current chapters. */
  chapters: Chapter[]
  signature: { signer: SignerInfo; signedAt: Date; contentHash: string; pendingStudies?: string[] } | null
  addenda: Addendum[]
  generatedAt: Date
}

const MARGIN = { top: 70, bottom: 62, left: 62, right: 62 }
const HEADING_SIZES = [15, 13, 12, 11.5, 11, 11]

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** "23 November 2026, 14:05 UTC": unambiguous wherever the document is read (no Intl: it is called per page). */
export function utcStamp(d: Date): string {
  const time = `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${time} UTC`
}

const signerText = (s: SignerInfo) => `${s.username} <${s.email}>`

function font(doc: Doc, face: PdfFont, size: number, color = INK): Doc {
  return doc.font(face).fontSize(size).fillColor(color)
}

function writeTitle(doc: Doc, r: PdfReport): void {
  const { left, width } = column(doc)
  font(doc, 'serifBold', 20, ACCENT).text(r.title, left, doc.y, { width, align: 'center' })
  doc.moveDown(0.3)
  const status = r.signature ? `Signed by ${r.signature.signer.username} on ${utcStamp(r.signature.signedAt)}` : 'DRAFT – not signed'
  font(doc, 'serif', 9, GREY).text(`Autopsy report · ${status}`, { width, align: 'center' })
  doc.moveDown(0.6)
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(1.2).strokeColor(ACCENT).stroke()
  doc.moveDown(1)
}

function writeChapters(doc: Doc, chapters: Chapter[]): void {
  const { left, width } = column(doc)
  // The body diagram, drawn from these same chapters, follows the injuries chapter.
  const diagram = buildDiagram(chapters)
  const diagramAfter = diagram ? diagramAfterSection(chapters) : -1
  for (const [i, section] of reportSections(chapters).entries()) {
    const size = HEADING_SIZES[Math.min(section.depth, HEADING_SIZES.length - 1)]
    // A heading never ends a page: it moves on with the first lines of its chapter.
    ensureSpace(doc, size * 2 + BODY_SIZE * 3)
    if (section.depth === 0) doc.moveDown(0.5)
    font(doc, 'serifBold', size, ACCENT).text(`${section.number} ${section.title}`, left, doc.y, { width })
    doc.moveDown(0.35)
    writeBlocks(doc, section.blocks)
    if (i === diagramAfter) writePdfDiagram(doc, diagram!)
  }
}

/** A boxed block of labelled lines (the signature block and each addendum's seal). */
function writeBox(doc: Doc, heading: string, lines: [label: string, value: string, mono?: boolean][]): void {
  const { left, width } = column(doc)
  const pad = 10
  const inner = width - 2 * pad
  const height =
    font(doc, 'serifBold', 9.5).heightOfString(heading, { width: inner }) +
    lines.reduce((h, [label, value, mono]) => h + font(doc, mono ? 'mono' : 'serif', 9.5).heightOfString(`${label} ${value}`, { width: inner }) + 3, 0) +
    2 * pad + 4
  ensureSpace(doc, height + 6)
  const top = doc.y
  doc.rect(left, top, width, height).lineWidth(0.8).strokeColor(ACCENT).stroke()
  font(doc, 'serifBold', 9.5, ACCENT).text(heading, left + pad, top + pad, { width: inner })
  doc.moveDown(0.25)
  for (const [label, value, mono] of lines) {
    font(doc, 'serifBold', 9.5).text(`${label} `, left + pad, doc.y, { width: inner, continued: true })
    font(doc, mono ? 'mono' : 'serif', 9.5).text(value)
    doc.y += 3
  }
  doc.x = left
  doc.y = top + height + 12
}

function writeSignature(doc: Doc, r: PdfReport): void {
  doc.moveDown(1)
  if (!r.signature) {
    writeBox(doc, 'NOT SIGNED', [['Status:', 'Draft. This report has not been signed out and is not a final report.']])
    return
  }
  const s = r.signature
  writeBox(doc, 'ELECTRONIC SIGNATURE', [
    ['Signed by:', signerText(s.signer)],
    ['Signed on:', utcStamp(s.signedAt)],
    ...(s.pendingStudies?.length ? [['Status:', signedPendingText(s.pendingStudies)] as [string, string]] : []),
    ['Content hash (SHA-256):', s.contentHash, true],
    ['Hash of:', `the canonical form ${CANONICAL_FORMAT} of the title and chapters above; any change to them changes it.`],
  ])
}

function writeAddenda(doc: Doc, addenda: Addendum[]): void {
  if (!addenda.length) return
  const { left, width } = column(doc)
  ensureSpace(doc, 120)
  doc.moveDown(0.5)
  font(doc, 'serifBold', HEADING_SIZES[0], ACCENT).text('Addenda', left, doc.y, { width })
  doc.moveDown(0.4)
  addenda.forEach((a, i) => {
    ensureSpace(doc, 100)
    font(doc, 'serifBold', 12, ACCENT).text(`Addendum ${i + 1}`, left, doc.y, { width })
    doc.moveDown(0.2)
    font(doc, 'serif', 9, GREY).text(`Added ${utcStamp(new Date(a.createdAt))} by ${signerText(a.author)}`, { width })
    doc.moveDown(0.4)
    font(doc, 'serifBold', BODY_SIZE).text('Reason: ', { width, continued: true })
    font(doc, 'serif', BODY_SIZE).text(a.reason)
    doc.moveDown(0.4)
    for (const paragraph of a.text.split(/\n\s*\n/)) {
      font(doc, 'serif', BODY_SIZE).text(paragraph.trim(), left, doc.y, { width, lineGap: 2.2 })
      doc.moveDown(0.5)
    }
    writeBox(doc, `ADDENDUM ${i + 1} SIGNATURE`, [
      ['Signed by:', signerText(a.author)],
      ['Signed on:', utcStamp(new Date(a.createdAt))],
      ['Hash (SHA-256):', a.hash, true],
      ['Follows hash:', a.previousHash, true],
    ])
  })
}

/** Running header, page numbers and, on a draft, the DRAFT watermark, on every page once all are laid out. */
function decoratePages(doc: Doc, r: PdfReport): void {
  const range = doc.bufferedPageRange()
  const status = r.signature ? `Signed ${utcStamp(r.signature.signedAt)}` : 'DRAFT – not signed'
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const { left, width } = column(doc)
    const bottom = doc.page.margins.bottom
    // Writing in the margins must not start new pages.
    doc.page.margins.bottom = 0
    if (!r.signature) {
      doc.save()
      doc.rotate(-45, { origin: [doc.page.width / 2, doc.page.height / 2] })
      font(doc, 'serifBold', 120, '#b8b8b8').fillOpacity(0.28)
      doc.text('DRAFT', 0, doc.page.height / 2 - 70, { width: doc.page.width, align: 'center', lineBreak: false })
      doc.restore()
      doc.fillOpacity(1)
    }
    const top = MARGIN.top - 34
    font(doc, 'serif', 8, GREY).text(r.title, left, top, { width: width * 0.62, lineBreak: false, ellipsis: true })
    font(doc, 'serif', 8, GREY).text(status, left + width * 0.62, top, { width: width * 0.38, align: 'right', lineBreak: false })
    doc.moveTo(left, top + 12).lineTo(left + width, top + 12).lineWidth(0.6).strokeColor(ACCENT).stroke()
    const footer = doc.page.height - MARGIN.bottom + 26
    font(doc, 'serif', 8, GREY).text(`Generated ${utcStamp(r.generatedAt)}`, left, footer, { width: width / 2, lineBreak: false })
    font(doc, 'serif', 8, GREY).text(`Page ${i - range.start + 1} of ${range.count}`, left + width / 2, footer, { width: width / 2, align: 'right', lineBreak: false })
    doc.page.margins.bottom = bottom
  }
}

/**
 * The court-ready PDF of a report (A4): title, numbered chapters with their content and tables,
 * the signature block (or a not-signed notice), every addendum after the body, a running header and
 * page numbers on each page, and a DRAFT watermark while unsigned. Guidance is never printed.
 */
export function buildReportPdf(r: PdfReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: true,
    info: { Title: r.title, Author: r.signature?.signer.username ?? '', Creator: 'Autopsy Report Generation System', Subject: r.signature ? 'Signed autopsy report' : 'Draft autopsy report' },
  })
  for (const [name, data] of Object.entries(pdfFonts())) doc.registerFont(name, data)
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  writeTitle(doc, r)
  writeChapters(doc, r.chapters)
  writeSignature(doc, r)
  writeAddenda(doc, r.addenda)
  decoratePages(doc, r)
  doc.end()
  return done
}
