import type { FieldDefinition, FieldKind } from './field'
import { fieldDefinition, fieldNamings, type FieldTag } from './field-definition'

/** How a field's value is said: a number with a unit, one of its choice words, or free words. */
export type SpokenKind = 'number' | 'choice' | 'text'

/** A field as speech reads it: the recogniser's grammar, the transcript's guard and the transcription hint. */
export interface SpokenField {
  identifier: string
  /** Every phrase naming the field, as the text extractor reads them (`fieldDefinition(tag).phrases`). */
  phrases: string[]
  kind: SpokenKind
  /** Default unit of a measurement ('g', 'cm'); null for a count or a field that is no measurement. */
  unit: string | null
  /** The words of a choice field. */
  values: string[]
  /** A measurement's plausible range in its default unit, where its definition gives one. */
  range?: FieldDefinition['range']
}

const SPOKEN_KIND: Record<FieldKind, SpokenKind> = { measurement: 'number', choice: 'choice', date: 'text', time: 'text', text: 'text' }

/**
 * A field's spoken model, derived from its field definition, so that the recogniser can say every
 * name, unit and choice the extractor reads and nothing the extractor would not read.
 */
export function spokenField(tag: FieldTag): SpokenField {
  const field = fieldDefinition(tag)
  return {
    identifier: field.identifier, phrases: field.phrases, kind: SPOKEN_KIND[field.kind], unit: field.unit, values: field.choices,
    range: field.range ?? undefined,
  }
}

/** The phrases naming a field as its owner wrote them (name, identifier, synonyms), without the inferred ones. */
export function ownPhrases(tag: FieldTag): string[] {
  return fieldNamings(tag)
    .filter((n) => n.source !== 'inferred')
    .map((n) => n.phrase)
}
