import { quantityAt as readQuantityAt, type Quantity as ReadQuantity } from '@shared/src/tags/quantity'
import { unitInfo } from '@shared/src/tags/units'
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
export const BRIDGE = new Set([
  'is', 'was', 'of', 'up', 'to', 'about', 'approximately', 'around', 'roughly', 'some', 'just', 'over', 'under', 'a', 'an', 'fresh',
  'combined', 'total', 'only', 'at', 'now', 'each',
])

export const dimensionOf = (field: FieldSpec): FieldDimension | null =>
  field.def.kind === 'measurement' ? (field.def.dimension ?? (field.unitDimension ? fieldDimensionOf(field.unitDimension) : null)) : null

/** A quantity as the readers of values use it: the shared reader's, without where its number ends. */
export type Quantity = Omit<ReadQuantity, 'numberEnd'>

/** The number and unit at token i, within the tokens before `end` (the shared reader, no sizes). */
export function quantityAt(norms: string[], i: number, end: number): Quantity | null {
  const q = readQuantityAt(norms, i, { end })
  return q && { first: q.first, last: q.last, digits: q.digits, value: q.value, unit: q.unit }
}

export const unitDimension = (unit: string | null): FieldDimension | null => {
  const info = unit ? unitInfo(unit) : undefined
  return info ? fieldDimensionOf(info.dimension) : null
}
