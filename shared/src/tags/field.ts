import { z } from 'zod'

/**
 * A tag's structured field properties. All optional: a tag
 * without them still works, its definition is inferred from its name and plain description.
 * One definition feeds the recognition grammar, the local extractor, the OpenAI prompt and JSON
 * schema, and the unit and range checks.
 */
export const FIELD_KINDS = ['measurement', 'choice', 'date', 'time', 'text'] as const
export type FieldKind = (typeof FIELD_KINDS)[number]

/** Dimensions of a measurement; each has units that convert into each other (shared/src/tags/units.ts). */
export const FIELD_DIMENSIONS = ['mass', 'length', 'volume', 'percentage', 'temperature', 'duration', 'count'] as const
export type FieldDimension = (typeof FIELD_DIMENSIONS)[number]

/** The structured columns of a tag as stored and returned by the API next to the spec's fields. */
export interface TagFieldProperties {
  /** null: not set, inferred by the extractor. */
  kind: FieldKind | null
  /** Measurements only. */
  dimension: FieldDimension | null
  /** Default unit symbol of a measurement ('g', 'cm', 'mL', '%', '°C', 'h'); null for a count or non-measurement. */
  unit: string | null
  /** Allowed values of a choice field, as written ("clear", "icteric", "congested"). */
  choices: string[]
  /** Spoken synonyms naming the field ("cardiac weight", "heart"), lower case. */
  synonyms: string[]
  /** Plausible range in the default unit; a value outside is kept but shown with a warning. */
  rangeMin: number | null
  rangeMax: number | null
}

export const EMPTY_FIELD_PROPERTIES: TagFieldProperties = {
  kind: null,
  dimension: null,
  unit: null,
  choices: [],
  synonyms: [],
  rangeMin: null,
  rangeMax: null,
}

/** The zod shape of the properties as the API returns them. */
export const TagFieldPropertiesSchema = z.object({
  kind: z.enum(FIELD_KINDS).nullable(),
  dimension: z.enum(FIELD_DIMENSIONS).nullable(),
  unit: z.string().nullable(),
  choices: z.array(z.string()),
  synonyms: z.array(z.string()),
  rangeMin: z.number().nullable(),
  rangeMax: z.number().nullable(),
})

/**
 * A field as every reader of speech or values sees it: the structured properties when set,
 * otherwise what can be inferred from the name, identifier and description.
 * Built by `fieldDefinition(tag)` (shared/src/tags/field-definition.ts).
 */
export interface FieldDefinition {
  id: string
  identifier: string
  name: string
  kind: FieldKind
  dimension: FieldDimension | null
  unit: string | null
  choices: string[]
  /** Every phrase that names the field: identifier with spaces, name, synonyms; lower case, distinct. */
  phrases: string[]
  range: { min: number | null; max: number | null } | null
  /** True when nothing was stored and the kind, unit or synonyms came from the name and description. */
  inferred: boolean
}
