import type { TagInfo } from '../../types'
import { buildField, findPhraseMatches, type FieldSpec, type PhraseMatch } from '../extract-phrases'
import type { ValueNamed } from '../extract-linked'
import { tokenize, type Tokenized } from '../extract-tokens'
import type { TrustTier } from '../trust'

/** What every field reading reads from, built once per transcript: tokens, the fields, every place a field is named. */
export interface FieldContext {
  t: Tokenized
  norms: string[]
  fields: FieldSpec[]
  /** Every phrase that names a field, whether or not a value follows it. */
  named: PhraseMatch[]
  /** The fields the report already holds: they win over other fields named by the same words. */
  inReport: ReadonlySet<string>
}

export function fieldContext(transcript: string, tags: TagInfo[], inReport: ReadonlySet<string> = new Set()): FieldContext {
  const t = tokenize(transcript)
  const fields = tags.map(buildField)
  return { t, norms: t.tokens.map((tok) => tok.norm), fields, named: findPhraseMatches(t, fields, () => true), inReport }
}

/** A field as an example declares it: the name typed and the plain description, as a user creates it. */
export type ExampleField = readonly [name: string, description: string]

/**
 * A reading of values said without the field's name right before them ("The deceased is obese", "the stomach
 * contains 150 mL of …"). Its stage says when it runs (extract.ts), its tier bounds the confidence of what it reads.
 */
export interface FieldReading {
  name: string
  /**
   * 'claim': runs before the fields' names are read and takes its words from them ("a tattoo of a rose on the left
   * forearm" is the tattoo's picture and site, not one tattoo field). 'fill': runs after, and fills only a field
   * nothing else filled, from words no other value holds.
   */
  stage: 'claim' | 'fill'
  tier: TrustTier
  /** Sentences, the fields of the example's report, and the values (field identifier → value) the reading must find. */
  examples: { text: string; fields: ExampleField[]; want: Record<string, string> }[]
  /** Sentences in which the reading must find nothing, with the fields that tempt it. */
  counterExamples: { text: string; fields: ExampleField[] }[]
  read(ctx: FieldContext): ValueNamed[]
}
