import { halfWidthAt, type Proportions } from './outline'
import { readSite, type BodySide, type Surface } from './site-lexicon'

/** The standard body length the diagram is drawn for when none is recorded, by proportions (cm). */
export const STANDARD_LENGTH_CM: Record<Proportions, number> = { adult: 170, infant: 55 }

/** What the diagram is drawn against: the body length and whose proportions. */
export interface BodyFrame {
  lengthCm: number
  /** False when the length is the standard one, because none was recorded. */
  recorded: boolean
  proportions: Proportions
}

/** A wound's recorded values, as read from its fields. */
export interface WoundRecord {
  site: string | null
  heightAboveHeelCm: number | null
  distanceFromMidlineCm: number | null
}

export type View = 'anterior' | 'posterior'
export type MissingValue = 'site' | 'surface' | 'side' | 'height above the heel' | 'distance from the midline'
export type PlacementWarning = 'above the body' | 'below the heel' | 'wider than the body'

export interface Placed {
  placed: true
  view: View
  surface: Surface
  side: BodySide
  heightCm: number
  midlineCm: number
  /** Across the view from the midline, in fractions of the body length; positive to the viewer's right. */
  x: number
  /** Up from the heel, in fractions of the body length. */
  y: number
  warnings: PlacementWarning[]
}
export interface NotPlaced {
  placed: false
  missing: MissingValue[]
}
export type Placement = Placed | NotPlaced

/**
 * Where a wound lies on the diagram. Anterior and lateral wounds are drawn on the anterior view, posterior
 * ones on the posterior view. The views follow the anatomical chart: on the anterior view the body's right is
 * on the viewer's left, on the posterior view on the viewer's right. Height and distance are scaled by the
 * body length; a value outside the body (above the crown, below the heel, wider than the body at that
 * height, arms included) is placed where it says and carries a warning, never moved onto the body.
 */
export function placeWound(w: WoundRecord, frame: BodyFrame): Placement {
  const { surface, side: saidSide } = readSite(w.site)
  const missing: MissingValue[] = []
  const site = w.site?.trim()
  if (!site) missing.push('site')
  else if (!surface) missing.push('surface')
  if (w.heightAboveHeelCm === null) missing.push('height above the heel')
  const midlineCm = w.distanceFromMidlineCm ?? (saidSide === 'midline' ? 0 : null)
  if (midlineCm === null) missing.push('distance from the midline')
  const side: BodySide | null = midlineCm === 0 ? 'midline' : saidSide === 'midline' ? null : saidSide
  if (site && midlineCm !== 0 && !side) missing.push('side')
  if (missing.length || !surface || w.heightAboveHeelCm === null || midlineCm === null || !side) return { placed: false, missing }

  const view: View = surface === 'posterior' ? 'posterior' : 'anterior'
  const y = w.heightAboveHeelCm / frame.lengthCm
  const across = Math.abs(midlineCm) / frame.lengthCm
  // Anterior view: the body's right is on the viewer's left; posterior view: on the viewer's right.
  const towardsViewerRight = view === 'anterior' ? side === 'left' : side === 'right'
  const x = side === 'midline' ? 0 : towardsViewerRight ? across : -across
  const warnings: PlacementWarning[] = []
  if (y > 1) warnings.push('above the body')
  else if (y < 0) warnings.push('below the heel')
  else if (across > (halfWidthAt(frame.proportions, y) ?? 0) + 1e-9) warnings.push('wider than the body')
  return { placed: true, view, surface, side, heightCm: w.heightAboveHeelCm, midlineCm: Math.abs(midlineCm), x, y, warnings }
}

/** Values proposed for a point on a view: what a click or a drag there means, rounded to 0.5 cm. */
export interface ProposedValues {
  surface: 'anterior' | 'posterior'
  side: BodySide
  heightAboveHeelCm: number
  distanceFromMidlineCm: number
}

const half = (n: number) => Math.round(n * 2) / 2

/** The inverse of placeWound for a point (x, y in fractions of the body length, as in Placed) on a view. */
export function valuesAt(view: View, x: number, y: number, frame: BodyFrame): ProposedValues {
  const distance = half(Math.abs(x) * frame.lengthCm)
  const viewerRight = x > 0
  const side: BodySide = distance === 0 ? 'midline' : (view === 'anterior') === viewerRight ? 'left' : 'right'
  return { surface: view, side, heightAboveHeelCm: half(y * frame.lengthCm), distanceFromMidlineCm: distance }
}

/**
 * The site words to write for proposed values: the recorded site when it already reads as that surface and
 * side; a site naming the region but not the surface or side gains them ('left thigh' → 'anterior aspect of
 * the left thigh'); otherwise (no site, or one that says another surface or side) the surface and side alone.
 */
export function proposedSite(existing: string | null, p: ProposedValues): string {
  const site = existing?.trim() ?? ''
  const read = readSite(site)
  const sideOk = read.side === p.side || (p.side === 'midline' && read.side === null)
  if (site && read.surface === p.surface && sideOk) return site
  if (site && read.surface === null && (read.side === null || read.side === p.side)) {
    const side = read.side === null && p.side !== 'midline' ? `${p.side} ` : ''
    return `${p.surface} aspect of the ${side}${site.replace(/^the\s+/i, '')}`
  }
  return p.side === 'midline' ? `${p.surface} midline` : `${p.side} ${p.surface} surface`
}
