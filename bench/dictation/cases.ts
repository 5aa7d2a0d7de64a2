/**
 * The dictation evaluation set: what pathologists say and what the product should fill from it.
 * Written for this product, blind to the extractor and the recogniser (see README.md).
 *
 * VALUE CONVENTION (every `expected` value follows it exactly)
 *
 * Measurements: digits, one space, the unit symbol. No thousands separators, no number words.
 *   "1350 g", "1.6 kg", "0.4 cm", "8 mm", "250 mL", "1.5 L", "36.5 °C", "88.2 °F", "75%",
 *   "192 mg/100 mL", "95 mg/dL", "26.1 kg/m²", "12 h", "20 ft", "2 in", "180 lb".
 *   - The unit said is kept ("1.6 kilograms" is "1.6 kg", not "1600 g"); spoken or written
 *     forms become the symbol ("grams", "gm" → g; "kilos" → kg; "millilitres", "ml", "mils" → mL;
 *     "litres" → L; "degrees" → °C unless Fahrenheit is said; "percent" → %; "hours" → h;
 *     "pounds" → lb; "feet" → ft; "inches" → in).
 *   - No unit said: the field's usual unit ("Spleen weight 95." is "95 g").
 *   - Percent and degree signs: "75%" (no space), "36.5 °C" (space before °C).
 *   - Days, weeks and years have no symbol in reports and are written out: "2 days", "39 weeks", "54 years".
 *   - Two dimensions: "3 x 2 cm" (lower-case x, spaces, the unit once).
 *   - "about", "approximately" and the like are dropped: "approximately 150 mL" is "150 mL".
 *   - After a spoken correction ("no, make that…", "sorry", "correction") only the corrected value counts.
 * Counts: digits alone ("7").
 * Dates: ISO, "2024-03-14", only where day, month and year are all said.
 * Choices: the allowed value the words state, lower case ("fully established", "homicide", "dna").
 * Text and locations: the words that state the finding, lower case, trimmed to their clause,
 *   without a leading article or the leading "on the", "in the", "at the", and without trailing
 *   punctuation: "right flank, 6 cm lateral to the umbilicus", "blue nylon rope", "left temple".
 *   Prepositions that carry meaning stay ("behind the left ear").
 * Nothing filled: a field negated or reported absent ("not weighed", "no haemothorax",
 *   "surgically removed") gets no value; `negated` lists it. Values a reader would have to compute
 *   (a sum, a split of a combined weight) or infer (a history weight for the body weight) are
 *   never expected.
 * Values are compared ignoring case; everything else (spacing, symbols) is part of the value.
 */
import { CHOICES_LOCATIONS } from './cases/choices-locations'
import { EXAMINATION_WORDING } from './cases/examination-wording'
import { CLAUSE_BOUNDARIES_DISTRACTORS } from './cases/clause-boundaries-distractors'
import { LISTS } from './cases/lists'
import { MIXED } from './cases/mixed'
import { NARRATIVE_NO_FIELD } from './cases/narrative-no-field'
import { NEGATION_ABSENCE } from './cases/negation-absence'
import { NUMBERS } from './cases/numbers'
import { PAIRED_ORGANS } from './cases/paired-organs'
import { REPORT_WORDING } from './cases/report-wording'
import { SYNONYMS_ABBREVIATIONS } from './cases/synonyms-abbreviations'
import { UNITS } from './cases/units'
import { VERBS_AND_NONE } from './cases/verbs-and-none'
import type { DictationCase } from './types'

export type { DictationCase, Family } from './types'

export const CASES: DictationCase[] = [
  ...VERBS_AND_NONE,
  ...LISTS,
  ...PAIRED_ORGANS,
  ...SYNONYMS_ABBREVIATIONS,
  ...NUMBERS,
  ...UNITS,
  ...CLAUSE_BOUNDARIES_DISTRACTORS,
  ...NEGATION_ABSENCE,
  ...CHOICES_LOCATIONS,
  ...NARRATIVE_NO_FIELD,
  ...MIXED,
  ...REPORT_WORDING,
  ...EXAMINATION_WORDING,
]
