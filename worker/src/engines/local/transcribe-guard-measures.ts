import { dimensionOfUnit } from '@shared/src/tags/field-input'
import { convertUnit } from '@shared/src/tags/units'
import { heardQuantityAt } from './heard-quantity'

/**
 * Whether a measure the recogniser heard after a field's name could be that field's value, as the guard against forced words
 * reads it (./transcribe-guard). The recogniser puts the numbers of narrative after the fields' words ("birth about fifty week",
 * "from the posterior midline two eighteen inch", "hair is thirty inch thick"): a measure the field cannot take is no dictation.
 */

/** A field as the guard reads it: its spoken names, its kind and its own choice values, as word lists. */
export interface GuardField {
  names: string[][]
  kind: 'number' | 'choice' | 'text'
  choices: string[][]
  /** A measured field's default unit ('g', 'cm'): a verb's measure must be of its dimension. */
  unit?: string | null
  /** A measured field's plausible range in that unit, where its definition gives one. */
  range?: { min: number | null; max: number | null } | null
  /** A measured field of a vessel's narrowing: its vessel and words of narrowing may stand before its percent. */
  narrowing?: boolean
}

/** A number heard at i and its unit: its end (exclusive), the unit said, if any, its value and how many words say the number. */
export interface HeardMeasure {
  end: number
  unit: string | null
  value: number
  said: number
}

/** The number at i and its unit; null if none. */
export function quantityAt(words: string[], i: number): HeardMeasure | null {
  const q = heardQuantityAt(words, i)
  return q && { end: q.last + 1, unit: q.unit, value: q.value, said: q.numberEnd - i }
}

/**
 * Whether a number said without its unit in words of its own ("three eighty", "sixteen fifty", not "ten") is a
 * plausible value of the field, in its default unit.
 */
export const plausible = (field: GuardField | null, q: { value: number; said: number }) =>
  !!field?.range && q.said > 1 && (field.range.min ?? -Infinity) <= q.value && q.value <= (field.range.max ?? Infinity)

/** The lengths a word after a length says ("3 cm long", "1 cm thick"), as the grammar lets them follow it. */
const EXTENT_LENGTHS: Readonly<Record<string, readonly string[]>> = {
  long: ['length', 'height'],
  tall: ['length', 'height'],
  thick: ['thickness'],
}
const LENGTH_NOUNS = new Set(Object.values(EXTENT_LENGTHS).flat())

/**
 * Whether a measure of a measured field, heard at its end `q.end`, is one the field can take: its unit (or the field's, for a
 * bare number) is of the field's dimension, its value is inside the field's plausible range, and a word after it naming a length
 * names the field's ("hair length … 30 inches thick" is not). The extractor takes no unit of another dimension and an offline
 * transcript's value outside the range is dropped (./transcribe-confidence), so such words fill nothing as said.
 */
export function fitsField(words: string[], q: HeardMeasure, field: GuardField): boolean {
  return fitOf(words, q, field) === 'fits'
}

/**
 * As `fitsField`, telling a unit of another dimension ('elsewhere': the name, not the measure, is in doubt, as where noise made
 * "spleen 120 grams" "scene 120 gram") from a measure the field cannot take ('unfit').
 */
export function fitOf(words: string[], q: HeardMeasure, field: GuardField): 'fits' | 'elsewhere' | 'unfit' {
  if (field.kind !== 'number' || !field.unit) return 'fits'
  const unit = q.unit ?? field.unit
  if (dimensionOfUnit(unit) !== dimensionOfUnit(field.unit)) return 'elsewhere'

  const value = convertUnit(q.value, unit, field.unit)
  const range = field.range
  if (value !== null && range && ((range.min !== null && value < range.min) || (range.max !== null && value > range.max))) return 'unfit'
  const said = EXTENT_LENGTHS[words[q.end] ?? '']
  const own = field.names.flat().filter((w) => LENGTH_NOUNS.has(w))
  return !said || !own.length || own.some((w) => said.includes(w)) ? 'fits' : 'unfit'
}

/**
 * How much a bare number after a verb of weighing or measuring counts, said of `fields`, the measured fields named before it:
 * half where one of them can take it, as a bare number after a name does, and nothing where none can ("hair length … measures
 * three hundred"). After a verb of weighing said of no weighed field it is the weight of a field whose name went unheard
 * ("fall are or weighed three hundred and fifty": "heart weight" heard as "fall are or"), and counts half too.
 */
export function bareVerbMeasureWeight(words: string[], q: HeardMeasure, fields: readonly GuardField[], verb: string): number {
  if (fields.some((f) => fitsField(words, q, f))) return 0.5
  const weighed = fields.some((f) => f.unit && dimensionOfUnit(f.unit) === 'mass')
  return verb.startsWith('weigh') && !weighed ? 0.5 : 0
}
