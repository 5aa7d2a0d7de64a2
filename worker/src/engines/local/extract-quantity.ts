import { parseNumber } from '@shared/src/tags/numbers'
import { parseUnit, unitInfo } from '@shared/src/tags/units'
import { fieldDimensionOf } from '@shared/src/tags/field-lexicon'
import type { FieldDimension } from '@shared/src/tags/field'
import type { FieldSpec } from './extract-phrases'

/**
 * A quantity said in the text, as the readers of values said apart from their field's name see it: the number
 * and unit at a token, the dimension of a unit and of a field, and the words around a quantity (what may stand
 * between a verb and it, the nouns that say which length it is).
 */

/** "measures 1.4 cm in thickness": the noun after the quantity says which length of the organ. */
export const LENGTH_NOUNS = new Set(['length', 'width', 'depth', 'thickness', 'diameter', 'height', 'circumference', 'size'])

/** Words that may stand between a verb and its quantity: "weighs about 410 g", "has a fresh weight of 1,390 g". */
export const BRIDGE = new Set(['is', 'was', 'of', 'up', 'to', 'about', 'approximately', 'around', 'roughly', 'some', 'just', 'over', 'under', 'a', 'an', 'fresh', 'combined', 'total', 'only', 'at', 'now', 'each'])

export const dimensionOf = (field: FieldSpec): FieldDimension | null =>
  field.def.kind === 'measurement' ? (field.def.dimension ?? (field.unitDimension ? fieldDimensionOf(field.unitDimension) : null)) : null

export interface Quantity {
  first: number
  last: number
  digits: string
  value: number
  unit: string | null
}

export function quantityAt(norms: string[], i: number, end: number): Quantity | null {
  const scope = norms.slice(0, end)
  const num = parseNumber(scope, i)
  if (!num) return null
  const unit = parseUnit(scope, i + num.length)
  return { first: i, last: i + num.length - 1 + (unit?.length ?? 0), digits: num.digits, value: num.value, unit: unit?.unit ?? null }
}

export const unitDimension = (unit: string | null): FieldDimension | null => {
  const info = unit ? unitInfo(unit) : undefined
  return info ? fieldDimensionOf(info.dimension) : null
}
