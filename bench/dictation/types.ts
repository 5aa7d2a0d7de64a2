/**
 * Shapes of the dictation evaluation set. Plain data: no product code is imported here, so the
 * set stays independent of the extractor it measures.
 */

/** The dictation families (the ways a value is said: lists, pairs, pronouns, corrections and the like), plus paragraphs that mix narrative with field values. */
export const FAMILIES = [
  'verbs-and-none',
  'lists',
  'paired-organs',
  'synonyms-abbreviations',
  'numbers',
  'units',
  'clause-boundaries-distractors',
  'negation-absence',
  'choices-locations',
  'narrative-no-field',
  'mixed',
  'measured-site',
  'qualified-colours',
  'two-qualities',
  'contents-volume',
  'millimetres',
  'build-habitus',
  'cause-of-death',
  'tattoos',
] as const

export type Family = (typeof FAMILIES)[number]

/** One dictated sentence or paragraph and what the product should fill from it. */
export interface DictationCase {
  /** Stable across edits: family prefix and number, e.g. 'verbs-017'. */
  id: string
  family: Family
  /** What the pathologist says, as a transcript would write it. */
  text: string
  /** Field identifier → value, written by the value convention in cases.ts. Empty: fill nothing. */
  expected: Record<string, string>
  /** Fields the sentence names but negates or reports as absent: filling any of them is a negation false fill. */
  negated?: string[]
  /** Why the expected answer is what it is, where a reader might doubt it. */
  note?: string
  /**
   * The report's own fields that the shared vocabulary lacks (identifiers of REPORT_FIELDS): added to the
   * vocabulary for this case and sent as the report's existing fields, as the dictation dialog sends them.
   */
  report?: string[]
}

export type Dimension = 'mass' | 'length' | 'volume' | 'percentage' | 'temperature' | 'duration' | 'count'

/** The structured properties an administrator gives a field. */
export type FieldKind =
  | { kind: 'measurement'; dimension: Dimension; /** null for a count */ unit: string | null }
  | { kind: 'choice'; choices: string[] }
  | { kind: 'date' }
  | { kind: 'time' }
  | { kind: 'text' }

/** A field the cases need that the seed lacks, with the properties an administrator would set. */
export type ExtraField = {
  identifier: string
  name: string
  /** Plain sentences, as an administrator writes them. */
  description: string
  category: string
  /** Other words a pathologist uses for the field when dictating. */
  synonyms: string[]
  /** Values outside rangeMin..rangeMax, in the field's unit, are implausible (shown with a warning). */
  rangeMin?: number
  rangeMax?: number
} & FieldKind

/** A field as a user creates it in the app: a name and a plain description, no structured properties. */
export interface PlainTag {
  /** The name normalised (lower case, non-alphanumerics to underscores); equals the seeded identifier where one exists. */
  identifier: string
  /** As a person types it into the tag form. */
  name: string
  description: string
  category: string
}
