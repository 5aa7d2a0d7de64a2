/**
 * Body outlines of the diagram, drawn for this product: one half of the body (the viewer's right of the
 * figure, x ≥ 0) as points in fractions of the body length, x across from the midline and y up from the
 * heel (0 at the heel, 1 at the crown), from the crown down the outside of the arm and leg and back up the
 * inside of the leg to the crotch. The other half is its mirror image. Arms hang in the anatomical position.
 */
export type Proportions = 'adult' | 'infant'

type Pt = readonly [x: number, y: number]

// Adult: head about an eighth of the length, legs about half.
const ADULT: readonly Pt[] = [
  [0, 1], [0.032, 0.992], [0.046, 0.968], [0.048, 0.94], [0.043, 0.91], [0.03, 0.885], [0.03, 0.868],
  [0.07, 0.846], [0.105, 0.83], [0.118, 0.8], [0.121, 0.74], [0.127, 0.64], [0.134, 0.55], [0.138, 0.49],
  [0.143, 0.455], [0.132, 0.41], [0.118, 0.418], [0.114, 0.49], [0.106, 0.56], [0.098, 0.64], [0.093, 0.7],
  [0.088, 0.74], [0.084, 0.7], [0.077, 0.63], [0.083, 0.56], [0.097, 0.51], [0.093, 0.43], [0.078, 0.33],
  [0.068, 0.27], [0.066, 0.19], [0.05, 0.06], [0.058, 0.018], [0.05, 0], [0.018, 0], [0.016, 0.05],
  [0.02, 0.19], [0.016, 0.27], [0.014, 0.38], [0, 0.47],
]

// Infant: head about a quarter of the length, short legs, a rounder trunk.
const INFANT: readonly Pt[] = [
  [0, 1], [0.07, 0.985], [0.108, 0.94], [0.115, 0.88], [0.1, 0.8], [0.06, 0.765], [0.058, 0.75],
  [0.12, 0.728], [0.15, 0.7], [0.165, 0.62], [0.172, 0.53], [0.174, 0.45], [0.178, 0.41], [0.16, 0.37],
  [0.138, 0.39], [0.14, 0.45], [0.138, 0.53], [0.13, 0.6], [0.124, 0.66], [0.118, 0.6], [0.12, 0.5],
  [0.128, 0.41], [0.12, 0.3], [0.098, 0.2], [0.078, 0.07], [0.086, 0.02], [0.075, 0], [0.024, 0],
  [0.026, 0.07], [0.03, 0.2], [0.022, 0.3], [0, 0.36],
]

const HALVES: Record<Proportions, readonly Pt[]> = { adult: ADULT, infant: INFANT }

/** The height of the crotch, where the legs part (fraction of the length above the heel). */
export const crotchHeight = (p: Proportions): number => HALVES[p][HALVES[p].length - 1][1]

/** The closed outline of the whole body: the half as drawn, then its mirror back up to the crown. */
export function outlinePoints(p: Proportions): Pt[] {
  const half = HALVES[p]
  const mirror = half.slice(1, -1).reverse().map(([x, y]) => [-x, y] as Pt)
  return [...half, ...mirror]
}

/**
 * How far the body reaches from the midline at a height (fraction of the length above the heel), arms
 * included; null above the crown or below the heel.
 */
export function halfWidthAt(p: Proportions, y: number): number | null {
  if (!(y >= 0 && y <= 1)) return null
  const half = HALVES[p]
  let widest = 0
  for (let i = 0; i + 1 < half.length; i++) {
    const [x1, y1] = half[i]
    const [x2, y2] = half[i + 1]
    if ((y1 - y) * (y2 - y) > 0) continue
    const x = y1 === y2 ? Math.max(x1, x2) : x1 + ((y - y1) / (y2 - y1)) * (x2 - x1)
    widest = Math.max(widest, x)
  }
  return widest
}

const r = (n: number) => Math.round(n * 10) / 10

/**
 * SVG path data of the outline, scaled to `height` units from heel to crown and centred at (cx, heelY):
 * a smooth closed curve through every point (Catmull-Rom turned into cubic Béziers).
 */
export function outlinePath(p: Proportions, cx: number, heelY: number, height: number): string {
  const pts = outlinePoints(p).map(([x, y]) => [cx + x * height, heelY - y * height] as const)
  const n = pts.length
  const at = (i: number) => pts[(i + n) % n]
  let d = `M${r(pts[0][0])} ${r(pts[0][1])}`
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)]
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += `C${r(c1[0])} ${r(c1[1])} ${r(c2[0])} ${r(c2[1])} ${r(p2[0])} ${r(p2[1])}`
  }
  return `${d}Z`
}
