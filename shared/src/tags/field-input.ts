import { z } from 'zod'
import { EMPTY_FIELD_PROPERTIES, FIELD_DIMENSIONS, FIELD_KINDS, type FieldDimension, type TagFieldProperties } from './field'
import { fieldDimensionOf } from './field-lexicon'
import { UNITS, unitInfo } from './units'
import { text } from '../text'

/**
 * Input rules for a tag's typed field properties, shared by the API (zod, 400
 * messages) and the tag forms (errors shown at the field before anything is sent).
 */

export const FIELD_TEXTS = {
  kindInvalid: `Field type must be one of: ${FIELD_KINDS.join(', ')}`,
  dimensionInvalid: `Dimension must be one of: ${FIELD_DIMENSIONS.join(', ')}`,
  dimensionRequired: 'A measurement needs a dimension',
  dimensionOnlyMeasurement: 'Dimension and unit apply to measurements only',
  unitUnknown: 'Unknown unit',
  unitWrongDimension: (unit: string, dimension: string) => `Unit ${unit} is not a unit of ${dimension}`,
  unitForCount: 'A count has no unit',
  choicesRequired: 'A choice field needs at least one allowed value',
  choicesOnlyChoice: 'Allowed values apply to choice fields only',
  choicesTooMany: 'At most 50 allowed values',
  choiceTooLong: 'Each allowed value must be at most 100 characters',
  synonymsTooMany: 'At most 30 synonyms',
  synonymTooLong: 'Each synonym must be at most 100 characters',
  rangeNotNumber: 'Range limits must be numbers',
  rangeOrder: 'The range minimum must not be above its maximum',
  rangeOnlyMeasurement: 'A plausible range applies to measurements only',
} as const

/** The field dimension a unit measures ('kg' → mass, 'h' → duration), or null for an unknown unit. */
export function dimensionOfUnit(unit: string): FieldDimension | null {
  const info = unitInfo(unit)
  return info ? fieldDimensionOf(info.dimension) : null
}

/** Canonical unit symbols of a dimension, the first being its usual default ('g' for mass). */
export function unitsOfDimension(dimension: FieldDimension): string[] {
  const units = UNITS.filter((u) => fieldDimensionOf(u.dimension) === dimension).map((u) => u.unit)
  const preferred: Partial<Record<FieldDimension, string>> = { mass: 'g', length: 'cm', volume: 'mL', duration: 'h' }
  const first = preferred[dimension]
  return first && units.includes(first) ? [first, ...units.filter((u) => u !== first)] : units
}

const distinctBy = (items: string[], key: (s: string) => string) => {
  const seen = new Set<string>()
  return items.filter((s) => (seen.has(key(s)) ? false : (seen.add(key(s)), true)))
}

/** Synonyms as stored: trimmed, single-spaced, lower case, distinct, no blanks. */
export const normaliseSynonyms = (items: readonly string[]): string[] =>
  distinctBy(
    items.map((s) => s.trim().replace(/\s+/g, ' ').toLowerCase()).filter(Boolean),
    (s) => s,
  )

/** Allowed values as stored: trimmed, single-spaced, distinct ignoring case, as written. */
export const normaliseChoices = (items: readonly string[]): string[] =>
  distinctBy(
    items.map((s) => s.trim().replace(/\s+/g, ' ')).filter(Boolean),
    (s) => s.toLowerCase(),
  )

/** A comma- or newline-separated list as typed in a form. */
export const splitList = (text: string): string[] => text.split(/[,\n]/).map((s) => s.trim()).filter(Boolean)

export type FieldIssue = { field: keyof TagFieldProperties; message: string }

/** Everything wrong with a complete set of properties; empty when they can be stored. */
export function fieldPropertyIssues(p: TagFieldProperties): FieldIssue[] {
  const issues: FieldIssue[] = []
  const measurement = p.kind === 'measurement'
  if (measurement && !p.dimension) issues.push({ field: 'dimension', message: FIELD_TEXTS.dimensionRequired })
  if (!measurement && (p.dimension || p.unit)) issues.push({ field: p.dimension ? 'dimension' : 'unit', message: FIELD_TEXTS.dimensionOnlyMeasurement })
  if (measurement && p.dimension && p.unit) {
    const dim = dimensionOfUnit(p.unit)
    if (p.dimension === 'count') issues.push({ field: 'unit', message: FIELD_TEXTS.unitForCount })
    else if (!dim) issues.push({ field: 'unit', message: FIELD_TEXTS.unitUnknown })
    else if (dim !== p.dimension) issues.push({ field: 'unit', message: FIELD_TEXTS.unitWrongDimension(p.unit, p.dimension) })
  }
  if (p.kind === 'choice' && p.choices.length === 0) issues.push({ field: 'choices', message: FIELD_TEXTS.choicesRequired })
  if (p.kind !== 'choice' && p.choices.length > 0) issues.push({ field: 'choices', message: FIELD_TEXTS.choicesOnlyChoice })
  if (!measurement && (p.rangeMin !== null || p.rangeMax !== null)) issues.push({ field: 'rangeMin', message: FIELD_TEXTS.rangeOnlyMeasurement })
  if (p.rangeMin !== null && p.rangeMax !== null && p.rangeMin > p.rangeMax) issues.push({ field: 'rangeMax', message: FIELD_TEXTS.rangeOrder })
  return issues
}

/** Fills a measurement's missing unit with its dimension's default and writes the unit canonically ('grams' → 'g'). */
export function completeFieldProperties(p: TagFieldProperties): TagFieldProperties {
  if (p.kind !== 'measurement' || !p.dimension || p.dimension === 'count') return p
  const unit = p.unit ? (unitInfo(p.unit)?.unit ?? p.unit) : (unitsOfDimension(p.dimension)[0] ?? null)
  return { ...p, unit }
}

const Limit = z.number({ error: FIELD_TEXTS.rangeNotNumber }).finite(FIELD_TEXTS.rangeNotNumber).nullish()

/** The zod shape of the properties in a create or update body; each may be left out. */
export const FieldPropertiesInput = {
  kind: z.enum(FIELD_KINDS, { error: FIELD_TEXTS.kindInvalid }).nullish(),
  dimension: z.enum(FIELD_DIMENSIONS, { error: FIELD_TEXTS.dimensionInvalid }).nullish(),
  unit: text()
    .max(30, FIELD_TEXTS.unitUnknown)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v?.trim() || null)),
  choices: z.array(text().max(100, FIELD_TEXTS.choiceTooLong)).max(50, FIELD_TEXTS.choicesTooMany).nullish().transform((v) => (v == null ? v : normaliseChoices(v))),
  synonyms: z.array(text().max(100, FIELD_TEXTS.synonymTooLong)).max(30, FIELD_TEXTS.synonymsTooMany).nullish().transform((v) => (v == null ? v : normaliseSynonyms(v))),
  rangeMin: Limit,
  rangeMax: Limit,
}

type PartialInput = { [K in keyof TagFieldProperties]?: TagFieldProperties[K] | null | undefined }

/** The stored properties after applying an input over the current ones (undefined keeps, null clears). */
export function mergeFieldProperties(current: TagFieldProperties, input: PartialInput): TagFieldProperties {
  const pick = <K extends keyof TagFieldProperties>(k: K): TagFieldProperties[K] =>
    input[k] === undefined ? current[k] : ((input[k] ?? EMPTY_FIELD_PROPERTIES[k]) as TagFieldProperties[K])
  const kind = pick('kind')
  // Changing the kind drops what the old kind alone allowed, unless the input sets it again.
  const keep = <K extends keyof TagFieldProperties>(k: K, allowed: boolean): TagFieldProperties[K] =>
    !allowed && input.kind !== undefined && input[k] === undefined ? EMPTY_FIELD_PROPERTIES[k] : pick(k)
  const measurement = kind === 'measurement'
  return completeFieldProperties({
    kind,
    dimension: keep('dimension', measurement),
    unit: keep('unit', measurement),
    choices: keep('choices', kind === 'choice'),
    synonyms: pick('synonyms'),
    rangeMin: keep('rangeMin', measurement),
    rangeMax: keep('rangeMax', measurement),
  })
}
