import type { BodyFrame, MissingValue, PlacementWarning } from './placement'
import { formatCm } from './measure'

/** Every text the body diagram shows, in the editor and in the exports. */
export const DIAGRAM_TEXTS = {
  title: 'Body Diagram',
  open: 'Body Diagram',
  close: 'Close body diagram',
  anterior: 'Anterior',
  posterior: 'Posterior',
  right: 'R',
  left: 'L',
  legend: 'Legend',
  notPlaced: 'Not placed',
  noWounds: 'No injury instances in this report.',
  convention:
    'Anatomical chart: on the anterior view the body’s right is on the viewer’s left; on the posterior view it is on the viewer’s right. Lateral wounds are shown on the anterior view.',
  placeHint: 'Choose a wound under Not placed, then click its place on an outline.',
  confirmTitle: 'Place this wound?',
  confirm: 'Write values',
  cancel: 'Cancel',
  written: (n: number) => `Values written into wound ${n}'s fields.`,
  undo: 'Undo',
} as const

/** The scale note: the recorded length, or the standard one said as such. */
export function scaleNote(frame: BodyFrame): string {
  return frame.recorded
    ? `Drawn to the recorded body length of ${formatCm(frame.lengthCm)}; scale in centimetres above the heel.`
    : `Body length not recorded: drawn for a standard length of ${formatCm(frame.lengthCm)}; scale in centimetres above the heel.`
}

/** A placement warning in words, with the values it is about. */
export function warningText(w: PlacementWarning, heightCm: number, midlineCm: number, frame: BodyFrame): string {
  if (w === 'above the body') return `Outside the body: ${formatCm(heightCm)} above the heel is more than the body length (${formatCm(frame.lengthCm)})`
  if (w === 'below the heel') return `Outside the body: ${formatCm(heightCm)} is below the heel`
  return `Outside the body: ${formatCm(midlineCm)} from the midline is wider than the body at ${formatCm(heightCm)} above the heel`
}

export const missingText = (missing: readonly MissingValue[]) => `missing ${missing.join(', ')}`
