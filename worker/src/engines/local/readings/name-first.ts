import { readDate } from '../extract-dates'
import type { FieldSpec } from '../extract-phrases'
import { descriptionFollows, readText } from '../extract-text'
import { NONE, readChoice, readNumber, type ValueOutcome, type ValueWindow } from '../extract-values'
import { TRUST, type TrustTier } from '../trust'
import type { ExampleField } from './context'

/**
 * A reading of the value said right after a field's name ("heart weight 350 g", "sclerae clear"), chosen by the
 * field's kind. extractTags (extract.ts) gives it the window after each name, for the named field and for every
 * field named by the same words; its tier is the highest score it gives.
 */
export interface NameFirstReading {
  name: string
  /** The kinds of field it reads; the last reading of the list reads every kind no other one lists. */
  kinds: readonly string[]
  tier: TrustTier
  /** Sentences, the fields of the example's report, and the values (field identifier → value) the reading must find. */
  examples: { text: string; fields: ExampleField[]; want: Record<string, string> }[]
  /** Sentences in which the reading must find nothing, with the fields that tempt it. */
  counterExamples: { text: string; fields: ExampleField[] }[]
  read(w: ValueWindow, field: FieldSpec): ValueOutcome
}

const HEART: ExampleField = ['Heart weight', 'Weight of the heart, in grams.']
const MANNER: ExampleField = ['Manner of death', 'Manner of death: natural, accident, suicide or homicide.']
const DEATH_DATE: ExampleField = ['Date of death', 'The date the person died.']
const CAUSE: ExampleField = ['Cause of death', 'The cause of death.']

/** The name-first readings, one per kind of field value. */
export const NAME_FIRST_READINGS: readonly NameFirstReading[] = [
  {
    name: 'quantity', kinds: ['measurement'], tier: 'exact', read: readNumber,
    examples: [
      { text: 'Heart weight 350 g.', fields: [HEART], want: { heart_weight: '350 g' } },
      { text: 'Heart weight 400 grams, correction, 420 grams.', fields: [HEART], want: { heart_weight: '420 g' } },
    ],
    counterExamples: [{ text: 'Heart weight not recorded.', fields: [HEART] }],
  },
  {
    name: 'choice', kinds: ['choice'], tier: 'sure', read: readChoice,
    examples: [{ text: 'Manner of death: suicide.', fields: [MANNER], want: { manner_of_death: 'suicide' } }],
    counterExamples: [{ text: 'Manner of death to be decided by the coroner.', fields: [MANNER] }],
  },
  {
    name: 'date', kinds: ['date'], tier: 'sure',
    // A date field takes a date said in full, nothing else.
    read: (w) => {
      const d = readDate(w.t, w.from, w.limit)
      return d ? { kind: 'value', value: d.value, last: d.last, score: TRUST.sure } : NONE
    },
    examples: [{ text: 'Date of death 12 March 2024.', fields: [DEATH_DATE], want: { date_of_death: '2024-03-12' } }],
    counterExamples: [{ text: 'Date of death unknown.', fields: [DEATH_DATE] }],
  },
  {
    name: 'description', kinds: ['text'], tier: 'ticked',
    // A thing named without its aspect noun is described only after a verb of being ("the tongue is protruding").
    read: (w, field) => (w.weak && !descriptionFollows(w.norms, w.from, field) ? NONE : readText(w, field)),
    examples: [{ text: 'Cause of death: stab wound of the neck.', fields: [CAUSE], want: { cause_of_death: 'stab wound of the neck' } }],
    counterExamples: [{ text: 'No cause of death.', fields: [CAUSE] }],
  },
]

/** The value after a field's name, read by the reading of the field's kind. */
export function readAfterName(w: ValueWindow, field: FieldSpec): ValueOutcome {
  const reading = NAME_FIRST_READINGS.find((r) => r.kinds.includes(field.def.kind)) ?? NAME_FIRST_READINGS[NAME_FIRST_READINGS.length - 1]
  return reading.read(w, field)
}
