import { EMPTY_FIELD_PROPERTIES, type FieldDimension, type FieldKind, type TagFieldProperties } from '@shared/src/tags/field'
import { FIELD_TEXTS, fieldPropertyIssues, mergeFieldProperties, normaliseChoices, normaliseSynonyms, splitList } from '@shared/src/tags/field-input'

/** The "Field type" section of a tag form as typed: lists and limits are text until sent. */
export interface FieldTypeValues {
  kind: FieldKind | ''
  dimension: FieldDimension | ''
  unit: string
  choices: string
  synonyms: string
  rangeMin: string
  rangeMax: string
}

export type FieldTypeErrors = Partial<Record<keyof FieldTypeValues, string>>

export const fieldTypeValuesOf = (p: Partial<TagFieldProperties> = {}): FieldTypeValues => ({
  kind: p.kind ?? '',
  dimension: p.dimension ?? '',
  unit: p.unit ?? '',
  choices: (p.choices ?? []).join(', '),
  synonyms: (p.synonyms ?? []).join(', '),
  rangeMin: p.rangeMin == null ? '' : String(p.rangeMin),
  rangeMax: p.rangeMax == null ? '' : String(p.rangeMax),
})

const limit = (text: string): number | null | 'invalid' => {
  const t = text.trim().replace(',', '.')
  if (!t) return null
  const n = Number(t)
  return Number.isFinite(n) ? n : 'invalid'
}

/**
 * The properties to send and what is wrong with them, by field, with the API's own rules, so the
 * form shows each problem at its field before anything is sent. Fields the kind does not use are
 * sent empty, so changing the kind clears them.
 */
export function fieldTypeInput(v: FieldTypeValues): { input: TagFieldProperties; errors: FieldTypeErrors } {
  const errors: FieldTypeErrors = {}
  const min = limit(v.rangeMin)
  const max = limit(v.rangeMax)
  if (min === 'invalid') errors.rangeMin = FIELD_TEXTS.rangeNotNumber
  if (max === 'invalid') errors.rangeMax = FIELD_TEXTS.rangeNotNumber
  const kind = v.kind || null
  const measurement = kind === 'measurement'
  const raw: TagFieldProperties = {
    kind,
    dimension: measurement ? v.dimension || null : null,
    unit: measurement ? v.unit.trim() || null : null,
    choices: kind === 'choice' ? normaliseChoices(splitList(v.choices)) : [],
    synonyms: normaliseSynonyms(splitList(v.synonyms)),
    rangeMin: measurement && typeof min === 'number' ? min : null,
    rangeMax: measurement && typeof max === 'number' ? max : null,
  }
  const input = mergeFieldProperties(EMPTY_FIELD_PROPERTIES, raw)
  for (const issue of fieldPropertyIssues(input)) errors[issue.field] ??= issue.message
  return { input, errors }
}

/** True when the stored properties differ from the ones the form would send. */
export function fieldTypeChanged(stored: Partial<TagFieldProperties>, next: TagFieldProperties): boolean {
  const a = { ...EMPTY_FIELD_PROPERTIES, ...stored }
  return (Object.keys(next) as (keyof TagFieldProperties)[]).some((k) => JSON.stringify(a[k]) !== JSON.stringify(next[k]))
}
