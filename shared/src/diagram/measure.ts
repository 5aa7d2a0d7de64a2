import { convertUnit } from '../tags/units'

/**
 * A recorded length in centimetres: '130 cm', '1.3 m', '85 mm', '12.5' (a bare number is taken in
 * centimetres, the unit these fields are recorded in); null when the text holds no number or names a
 * unit that is not a length.
 */
export function lengthInCm(text: string | null | undefined): number | null {
  const m = /(-?\d+(?:[.,]\d+)?)\s*([a-zA-Z]*)/.exec(text ?? '')
  if (!m) return null
  const value = Number(m[1].replace(',', '.'))
  if (!Number.isFinite(value)) return null
  if (!m[2]) return value
  const cm = convertUnit(value, m[2], 'cm')
  return cm === null ? null : cm
}

/** A length for the diagram's texts: at most one decimal, '12.5 cm', '130 cm'. */
export function formatCm(cm: number): string {
  return `${Number(cm.toFixed(1))} cm`
}
