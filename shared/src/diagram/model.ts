import type { Chapter } from '../reports/chapter.schema'
import { DIAGRAM_TEXTS, missingText, scaleNote, warningText } from './diagram-texts'
import { formatCm } from './measure'
import { crotchHeight, outlinePath } from './outline'
import { moduleColour } from './palette'
import { placeWound, type BodyFrame, type MissingValue, type View } from './placement'
import { diagramInput, type DiagramInput } from './record'

/** A drawn shape, in the diagram's own units (its viewBox). */
export type Shape =
  | { kind: 'path'; d: string; fill: string; stroke: string; strokeWidth: number }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; stroke: string; strokeWidth: number }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string; stroke: string; strokeWidth: number; dash?: string }
  | { kind: 'text'; x: number; y: number; text: string; size: number; anchor: 'start' | 'middle' | 'end'; fill: string; bold?: boolean }

export interface DiagramMark {
  number: number
  chapterId: string
  view: View
  cx: number
  cy: number
  colour: string
  warning: boolean
  /** What a screen reader says for the mark: its legend line. */
  label: string
}

export interface LegendRow {
  number: number
  chapterId: string
  colour: string
  type: string
  site: string
  /** Surface, height and distance in words; for an unplaced wound what is missing. */
  details: string
  warnings: string[]
  placed: boolean
}

export interface DiagramModel {
  width: number
  height: number
  frame: BodyFrame
  /** Where each view is drawn: the midline's x, the heel's y and the height of the body in units. */
  views: Record<View, { cx: number; heelY: number; height: number }>
  shapes: Shape[]
  marks: DiagramMark[]
  legend: LegendRow[]
  scaleNote: string
  /** The diagram in words, built from the legend (screen readers, exports without pictures). */
  textAlternative: string
}

const WIDTH = 520
const HEIGHT = 530
const BODY = 400
const HEEL_Y = 450
const VIEWS: Record<View, { cx: number; heelY: number; height: number }> = {
  anterior: { cx: 190, heelY: HEEL_Y, height: BODY },
  posterior: { cx: 400, heelY: HEEL_Y, height: BODY },
}
const INK = '#334155'
const OUTLINE = '#475569'
const MUTED = '#64748b'
const WARN = '#b45309'
const RULER_X = 50

function sideWords(side: string, midlineCm: number): string {
  return side === 'midline' ? 'on the midline' : `${formatCm(midlineCm)} ${side} of the midline`
}

/** The ruler: a vertical scale in centimetres above the heel, ticks every 10 cm (5 cm for an infant). */
function ruler(frame: BodyFrame): Shape[] {
  const step = frame.lengthCm < 100 ? 5 : 10
  const labelEvery = frame.lengthCm < 100 ? 10 : 50
  const top = Math.floor(frame.lengthCm / step) * step
  const y = (cm: number) => HEEL_Y - (cm / frame.lengthCm) * BODY
  const shapes: Shape[] = [{ kind: 'line', x1: RULER_X, y1: HEEL_Y, x2: RULER_X, y2: y(top), stroke: MUTED, strokeWidth: 1 }]
  for (let cm = 0; cm <= top; cm += step) {
    const major = cm % labelEvery === 0
    shapes.push({ kind: 'line', x1: RULER_X - (major ? 7 : 4), y1: y(cm), x2: RULER_X, y2: y(cm), stroke: MUTED, strokeWidth: 1 })
    if (major) shapes.push({ kind: 'text', x: RULER_X - 10, y: y(cm) + 3.5, text: String(cm), size: 10, anchor: 'end', fill: MUTED })
  }
  shapes.push({ kind: 'text', x: RULER_X, y: HEEL_Y + 18, text: 'cm', size: 10, anchor: 'middle', fill: MUTED })
  return shapes
}

function figure(view: View, frame: BodyFrame): Shape[] {
  const v = VIEWS[view]
  const d = outlinePath(frame.proportions, v.cx, v.heelY, v.height)
  const sideX = 45
  // Anatomical chart: anterior view has the body's right on the viewer's left, posterior on the right.
  const [leftLetter, rightLetter] = view === 'anterior' ? [DIAGRAM_TEXTS.right, DIAGRAM_TEXTS.left] : [DIAGRAM_TEXTS.left, DIAGRAM_TEXTS.right]
  const letterY = v.heelY + 22
  return [
    { kind: 'path', d, fill: '#f8fafc', stroke: OUTLINE, strokeWidth: 1.4 },
    { kind: 'line', x1: v.cx, y1: v.heelY - v.height + 2, x2: v.cx, y2: v.heelY - crotchHeight(frame.proportions) * v.height, stroke: '#cbd5e1', strokeWidth: 0.8 },
    { kind: 'text', x: v.cx, y: v.heelY + 48, text: DIAGRAM_TEXTS[view], size: 14, anchor: 'middle', fill: INK, bold: true },
    { kind: 'text', x: v.cx - sideX, y: letterY, text: leftLetter, size: 12, anchor: 'middle', fill: MUTED, bold: true },
    { kind: 'text', x: v.cx + sideX, y: letterY, text: rightLetter, size: 12, anchor: 'middle', fill: MUTED, bold: true },
  ]
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n))

/** The diagram of prepared input: outlines, ruler, marks, legend and text alternative. */
export function diagramFromInput(input: DiagramInput): DiagramModel {
  const { frame } = input
  const marks: DiagramMark[] = []
  const legend: LegendRow[] = []
  for (const w of input.wounds) {
    const colour = moduleColour(w.instance.moduleName)
    const type = w.instance.typeName ?? w.instance.moduleName
    const site = w.record.site ?? ''
    const p = placeWound(w.record, frame)
    if (!p.placed) {
      legend.push({ number: w.number, chapterId: w.instance.chapterId, colour, type, site, details: missingText(p.missing as MissingValue[]), warnings: [], placed: false })
      continue
    }
    const details = `${p.surface}, ${formatCm(p.heightCm)} above the heel, ${sideWords(p.side, p.midlineCm)}`
    const warnings = p.warnings.map((x) => warningText(x, p.heightCm, p.midlineCm, frame))
    legend.push({ number: w.number, chapterId: w.instance.chapterId, colour, type, site, details, warnings, placed: true })
    const v = VIEWS[p.view]
    // A mark outside the canvas is drawn at its edge; its warning says where the values put it.
    marks.push({
      number: w.number,
      chapterId: w.instance.chapterId,
      view: p.view,
      cx: clamp(v.cx + p.x * v.height, 10, WIDTH - 10),
      cy: clamp(v.heelY - p.y * v.height, 10, HEIGHT - 10),
      colour,
      warning: warnings.length > 0,
      label: legendLine(legend[legend.length - 1]),
    })
  }
  const note = scaleNote(frame)
  return {
    width: WIDTH,
    height: HEIGHT,
    frame,
    views: VIEWS,
    shapes: [...ruler(frame), ...figure('anterior', frame), ...figure('posterior', frame)],
    marks,
    legend,
    scaleNote: note,
    textAlternative: textAlternative(legend, note),
  }
}

/** The diagram of a report's chapters, or null when it has no injury instances. */
export function buildDiagram(chapters: readonly Chapter[]): DiagramModel | null {
  const input = diagramInput(chapters)
  return input ? diagramFromInput(input) : null
}

/** One legend row as a line of text: '1. Stab Wound, left chest: anterior, 130 cm above the heel, …'. */
export function legendLine(row: LegendRow): string {
  const where = row.site ? `${row.type}, ${row.site}` : row.type
  const warn = row.warnings.length ? `. ${row.warnings.join('. ')}` : ''
  return `${row.number}. ${where}: ${row.details}${warn}`
}

function textAlternative(legend: LegendRow[], note: string): string {
  const placed = legend.filter((r) => r.placed)
  const unplaced = legend.filter((r) => !r.placed)
  const parts = [`${DIAGRAM_TEXTS.title}, anterior and posterior views. ${note}`]
  if (placed.length) parts.push(...placed.map(legendLine))
  if (unplaced.length) parts.push(`${DIAGRAM_TEXTS.notPlaced}: ${unplaced.map(legendLine).join('; ')}`)
  return parts.join(' ').replace(/\.\./g, '.')
}

/** The shapes of one mark: a numbered disc in its module's colour, ringed in amber when it has a warning. */
export function markShapes(m: DiagramMark): Shape[] {
  const shapes: Shape[] = []
  if (m.warning) shapes.push({ kind: 'circle', cx: m.cx, cy: m.cy, r: 13.5, fill: 'none', stroke: WARN, strokeWidth: 2, dash: '3 2' })
  shapes.push({ kind: 'circle', cx: m.cx, cy: m.cy, r: 10, fill: m.colour, stroke: '#ffffff', strokeWidth: 1.5 })
  shapes.push({ kind: 'text', x: m.cx, y: m.cy + 4, text: String(m.number), size: m.number > 9 ? 9.5 : 11.5, anchor: 'middle', fill: '#ffffff', bold: true })
  if (m.warning) shapes.push({ kind: 'text', x: m.cx + 15, y: m.cy - 10, text: '!', size: 12, anchor: 'middle', fill: WARN, bold: true })
  return shapes
}

/** The point on a view (fractions of the body length, as placeWound gives them) under diagram units (x, y). */
export function bodyPointAt(model: DiagramModel, view: View, x: number, y: number): { x: number; y: number } {
  const v = model.views[view]
  return { x: (x - v.cx) / v.height, y: (v.heelY - y) / v.height }
}

/** The view whose half of the canvas holds diagram x. */
export const viewAt = (model: DiagramModel, x: number): View =>
  x < (model.views.anterior.cx + model.views.posterior.cx) / 2 ? 'anterior' : 'posterior'
