import { dimensionOfUnit } from '@shared/src/tags/field-input'
import { parseNumber } from '@shared/src/tags/numbers'
import { BOTH_SIDES as SIDES_SAID, LINKS, NEGATIONS, OPENERS, VERBS } from './grammar'
import { bareVerbMeasureWeight, fitOf, fitsField, plausible, quantityAt, type GuardField } from './transcribe-guard-measures'

export type { GuardField } from './transcribe-guard-measures'
import { DESCRIPTION_WORDS, FUNCTION_WORDS } from './grammar-background'
import { PLACE_ADJECTIVES } from './extract-qualities'
import { narrowingWordsAt, reportedAt } from './extract-reported'
import { DESCRIBED_DIMENSIONS } from './extract-described'
import { personAt } from './grammar-person'
import { PERSON_NOUNS } from './extract-habitus'
import { woundPhrase } from './transcribe-guard-wounds'

/**
 * A guard against forced field words. The recogniser must explain every sound with the grammar's
 * words, so a narrative paragraph ("He had a long history of heavy drinking …") comes out as a salad
 * of field words at a normal speaking pace: "the head lungs head period ten year brain scene and head
 * entry wound intact hazel …". Its alignment does not show it (each word lasts as long as a word
 * does, and the recogniser's posteriors are as high as for real dictation: measured on flite, see
 * bench/RESULTS.md), but its structure does. Field dictation is a field's name followed by its value
 * ("heart weight three hundred and fifty grams"), lists of those, spoken punctuation and corrections;
 * forced words are mostly names with no value, stray choice words and numbers with no name. An
 * utterance (a stretch of speech between pauses) in which too few words form "name + value" is shown
 * as a gap ("…") instead of words, so nothing of it reaches the tag matcher.
 */

export interface GuardOptions {
  /** Utterances shorter than this (in words) are left alone: "brain weight" before a pause, "blue". */
  minWords: number
  /** Share of an utterance's words that must be field dictation. */
  minShare: number
}

export const GUARD_OPTIONS: GuardOptions = { minWords: 4, minShare: 0.3 }

/** What the guard knows of the vocabulary. */
export interface GuardVocabulary {
  fields: GuardField[]
  /** Whether wound phrases said without field names count (./transcribe-guard-wounds): the vocabulary has wound fields. */
  wounds?: boolean
  /** The build words of the vocabulary's field of build, said of the body as a person ("… that of a muscular man"). */
  builds?: ReadonlySet<string>
}

const LINK_WORDS = new Set(LINKS)
const VERB_WORDS = new Set(VERBS)
const NEGATION_WORDS = NEGATIONS.map((n) => n.split(' '))
// Between one value and the next of a list or a correction: "… grams comma liver …", "… grams sorry 390 grams".
const JOINS = [
  ['comma'], ['period'], ['full', 'stop'], ['next'], ['and'], ['sorry'], ['correction'], ['i', 'mean'], ['scratch', 'that'],
  ['respectively'], ['no', 'sorry'], ['no', 'correction'],
]
// What opens a list of fields ("organ weights, heart …"): it counts with the name and value it opens.
const OPENER_WORDS = OPENERS.map((o) => o.split(' '))

const BOTH_SIDES = SIDES_SAID.map((s) => s.split(' '))

const at = (words: string[], i: number, seq: string[]) => seq.every((w, k) => words[i + k] === w)
const longest = (words: string[], i: number, seqs: string[][]) =>
  seqs.filter((s) => at(words, i, s)).reduce((n, s) => Math.max(n, s.length), 0)

/**
 * The end of a verb of weighing or measuring and its measure at i ("and weighs 90 grams"), said of one of `fields`,
 * the measured fields named before in the stretch ("the spleen is small and weighs 90 grams"), and how much it counts;
 * null if none. A measure with a unit counts fully where it is of such a field's dimension ("weighing 108 kilograms"
 * after "body length" is not its value), a bare number half, as after a name. Any field named before counts, as the
 * extractor reads the verb's measure as the last field of its dimension: words forced between ("the spleen is bulging
 * side foot and weighs 90 grams") may name a field of another dimension. `of` is the field the measure is read as.
 */
function verbMeasure(
  words: string[], i: number, fields: readonly GuardField[], waiting: readonly GuardField[] = [],
): { end: number; weight: number; of: GuardField } | null {
  let j = words[i] === 'and' ? i + 1 : i
  // No verb: a weight or volume with its unit right after a description (not a link: "heart are 300 grams" is no agreement)
  // of a field named without its value ("the spleen is firm and dark, 160 grams"; a verb lost in noise leaves such words).
  const verb = VERB_WORDS.has(words[j]) ? words[j] : null
  const described = i > 0 && ![words[i], words[i - 1]].some((w) => LINK_WORDS.has(w)) && !parseNumber([words[i - 1]], 0)
  if (!fields.length || (!verb && (!waiting.length || !described))) return null
  while (LINK_WORDS.has(words[j])) j++
  const q = quantityAt(words, j)
  if (!q || (!verb && !q.unit)) return null
  // A measure none of the fields can take counts nothing (./transcribe-guard-measures).
  if (!q.unit) return { end: q.end, weight: bareVerbMeasureWeight(words, q, fields, verb ?? ''), of: fields[fields.length - 1] }
  const unit = dimensionOfUnit(q.unit)
  const pool = (verb ? fields : unit && DESCRIBED_DIMENSIONS.has(unit) ? waiting : [])
    .filter((f) => f.unit && dimensionOfUnit(f.unit) === unit)
  const of = pool.findLast((f) => fitsField(words, q, f)) ?? pool[pool.length - 1]
  return of ? { end: q.end, weight: fitsField(words, q, of) ? 1 : 0, of } : null
}

/**
 * The value of `field` starting at i, and how many of its words count as dictation: a measured
 * field's number with its unit (a bare number, as forced words give, counts half, unless it is said in more than one
 * word and lies in the field's plausible range: "heart three eighty, liver sixteen fifty"; forced numbers rarely fit the
 * field named), a
 * choice field's own choice, a number with its unit after a free-text field's name (half), or a negation (half).
 * Null if none.
 */
function valueOf(words: string[], i: number, field: GuardField | null): { end: number; weight: number } | null {
  if (field?.kind !== 'choice') {
    const q = quantityAt(words, i)
    if (q && (field === null || field.kind === 'number')) return { end: q.end, weight: q.unit || plausible(field, q) ? 1 : 0.5 }
    // A description may hold a measure ("scar 3 cm"), never a bare number; a place word is one too ("livor distribution
    // anterior"), counting half as the measure does.
    if (q?.unit) return { end: q.end, weight: 0.5 }
    if (field?.kind === 'text' && PLACE_ADJECTIVES.has(words[i])) return { end: i + 1, weight: 0.5 }
  }
  const choice = field?.kind === 'choice' ? longest(words, i, field.choices) : 0
  if (choice) return { end: i + choice, weight: 1 }
  // "None", "nil" and "absent" after a name count half: short, they are what the recogniser forces
  // most often into speech it has no words for ("from the heel none", "track nil").
  const negation = longest(words, i, NEGATION_WORDS)
  return negation ? { end: i + negation, weight: 0.5 } : null
}

/**
 * Words of description the grammar lets stand before a choice, its function words too: "the lividity is posterior and
 * fixed", "livor mortis as dorsal and blanches" ("is" heard as "as").
 */
const DESCRIBED = new Set([...DESCRIPTION_WORDS, ...PLACE_ADJECTIVES, ...FUNCTION_WORDS])

/** A choice field's own choice after up to three words of description and "and" at i ("dorsal and fixed"); null if none. */
function describedChoice(words: string[], i: number, field: GuardField): { end: number; weight: number } | null {
  if (field.kind !== 'choice') return null
  let k = i
  while (k < i + 3 && DESCRIBED.has(words[k])) k++
  return k > i && words[k] === 'and' ? valueOf(words, k + 1, field) : null
}

/**
 * The end of the words between a field's name and its value from i: a measured field's reporting verb ("the carbon monoxide
 * saturation came back at 62 percent") or a vessel's narrowing ("… artery is narrowed by up to"), as the grammar says
 * them, or links ("is", "weighs about").
 */
function linkedFrom(words: string[], i: number, field: GuardField): number {
  const reported = field.kind === 'number' ? reportedAt(words, i) || (field.narrowing ? narrowingWordsAt(words, i) : 0) : 0
  if (reported) return i + reported
  let j = i
  while (j < words.length && LINK_WORDS.has(words[j])) j++
  return j
}

/** The field whose name is longest at i, with the name's length, and every field of that name ("ventricular walls"). */
function nameAt(words: string[], i: number, vocabulary: GuardVocabulary): { field: GuardField; length: number; all: GuardField[] } | null {
  let best: { field: GuardField; length: number; all: GuardField[] } | null = null
  for (const field of vocabulary.fields) {
    const length = longest(words, i, field.names)
    if (length > (best?.length ?? 0)) best = { field, length, all: [field] }
    else if (best && length === best.length) best.all.push(field)
  }
  return best
}

/** Names said in the plural though they do not end in "s". */
const PLURALS = new Set(['teeth', 'feet', 'viscera', 'genitalia'])

/**
 * Whether a name agrees with the linking verbs before its measure: "are" and "were" follow a plural
 * ("the kidneys are 150 and 160 grams"). The recogniser forces narrative into a singular name, "are"
 * and a number ("track are 2 inch", "blood are 1230 years", measured on flite's narrative paragraphs);
 * dictation does not say so. (A choice may follow "are" after a singular name: "the hyoid bone and the
 * thyroid cartilage are intact".)
 */
function agrees(name: string[], links: string[]): boolean {
  const last = name[name.length - 1]
  const plural = last.endsWith('s') || PLURALS.has(last)
  return plural || !links.some((w) => w === 'are' || w === 'were')
}

/** The wound phrase at i when the vocabulary has wound fields (end -1 when none); `before` as for `dictationShare`. */
const wound = (words: string[], i: number, vocabulary: GuardVocabulary, before: number) =>
  vocabulary.wounds ? woundPhrase(words, i, before) : { end: -1, weight: 0 }

/**
 * Share of the words (0–1) that are a field's name followed by a value of that field, or a list or
 * correction continuing one ("… grams comma liver …", "… grams sorry 390 grams"). `before`: the wounds
 * named in the recording's stretches before these words (./transcribe-guard-cues; Infinity when not known). `waiting`:
 * the stretch kept before these words ended with a field's name waiting for its value (true when not known).
 */
export function dictationShare(words: string[], vocabulary: GuardVocabulary, before = Infinity, waiting = true): number {
  if (!words.length) return 1
  let covered = 0
  // A value at the very start continues a name said before the pause ("brain weight … 1400 grams"); with no name waiting
  // for it, it is a measure of nothing ("twenty two centimetre absent …" opening a recording).
  const lead = waiting && wound(words, 0, vocabulary, before).end < 0 ? valueOf(words, 0, null) : null
  let lastValue = lead ? lead.end : -1
  if (lead) covered = lead.end * lead.weight
  let i = Math.max(0, lastValue)
  // The measured fields named, whose measure a verb may give later: "the spleen is small and weighs 90 grams".
  const measured: GuardField[] = []
  // The length of each of those names said without a value: a name counts with the measure a verb gives it later
  // ("heart … weighed 350").
  const named = new Map<GuardField, number>()
  while (i < words.length) {
    const from = i
    // A wound phrase is a role's words with its value: "stab wound two", "4 cm to the left of the midline".
    const phrase = wound(words, i, vocabulary, before)
    if (phrase.end > i) {
      covered += (phrase.end - i) * phrase.weight
      i = lastValue = phrase.end
      continue
    }
    // The body described as a person, with its build: the build's value ("the body is that of a muscular man"); without its
    // noun half ("she is that of a old obese and …": narrative forced into the words of a build).
    const person = vocabulary.builds ? personAt(words, i, vocabulary.builds) : -1
    if (person > i) {
      covered += (person - i) * (PERSON_NOUNS.has(words[person - 1]) ? 1 : 0.5)
      i = lastValue = person
      continue
    }
    // Before a name as the grammar has it: a list's opener, "the", "no", and both sides of a paired organ ("the left and
    // right ventricular walls measure …": "right ventricular" is a name too, but not the one said).
    const opened = i + longest(words, i, OPENER_WORDS)
    const lead = words[opened] === 'the' || words[opened] === 'no' ? opened + 1 : opened
    const start = lead + longest(words, lead, BOTH_SIDES)
    const name = nameAt(words, start, vocabulary)
    if (name) {
      if (name.field.kind === 'number') measured.push(name.field)
      const j = linkedFrom(words, start + name.length, name.field)
      const said = valueOf(words, j, name.field) ?? describedChoice(words, j, name.field)
      const agreed = quantityAt(words, j) === null || agrees(words.slice(start, start + name.length), words.slice(start + name.length, j))
      // A measure no field of the name can take (./transcribe-guard-measures) counts nothing, one of another dimension half, as
      // a measure with no name does; a bare number after a name of several fields ("blood two ten") half, however plausible.
      const q = quantityAt(words, j)
      const fit = q ? name.all.map((f) => fitOf(words, q, f)) : ['fits']
      const most = fit.includes('fits') ? 1 : fit.includes('elsewhere') ? 0.5 : 0
      const weight = Math.min(said?.weight ?? 0, q && !q.unit && name.all.length > 1 ? 0.5 : most)
      const value = agreed && said ? { ...said, weight } : null
      if (value) {
        covered += (value.end - from) * value.weight
        i = lastValue = value.end
      } else {
        i = start + name.length
        if (name.field.kind === 'number') named.set(name.field, name.length)
      }
      continue
    }
    const verbed = verbMeasure(words, i, measured, [...named.keys()])
    if (verbed) {
      covered += (verbed.end - i + (named.get(verbed.of) ?? 0)) * verbed.weight
      named.delete(verbed.of)
      i = lastValue = verbed.end
      continue
    }
    const join = i === lastValue ? longest(words, i, JOINS) : 0
    // "… above the heel and 4 cm to the left of the midline": a join before another wound phrase.
    const joined = join ? wound(words, i + join, vocabulary, before) : { end: -1, weight: 0 }
    if (joined.end > 0) {
      covered += (joined.end - i) * joined.weight
      i = lastValue = joined.end
      continue
    }
    if (join) {
      // A join joins: a name or a value follows it, or the stretch ends ("… grams comma liver …", "… grams scratch
      // that"). Joins in a row ("… two forty next sorry and and …") are what the recogniser forces into narrative,
      // unless a measure with its unit ends the row, as where noise cut a number short ("one hundred and and five grams").
      let last = i
      let next = i + join
      for (let more = longest(words, next, JOINS); more; more = longest(words, next, JOINS)) [last, next] = [next, next + more]
      const row = last > i
      const value = valueOf(words, next, null)
      if (value && (!row || value.weight === 1)) {
        covered += (value.end - last) * value.weight
        i = lastValue = value.end
        continue
      }
      const after = words[next] === 'the' || words[next] === 'no' ? next + 1 : next
      const joins = next === words.length || nameAt(words, after + longest(words, after, BOTH_SIDES), vocabulary)
      if (joins && !row) covered += join
      i = next
      continue
    }
    i++
  }
  return covered / words.length
}

/**
 * Whether `words`, as a whole, are a value the guard reads for `field`: a measure, one of its own
 * choices or a negation ("3 cm", "none"), the only values the grammar lets follow a field's name.
 */
export function isFieldValue(words: string[], field: GuardField): boolean {
  return words.length > 0 && valueOf(words, 0, field)?.end === words.length
}

/** Whether an utterance's words look forced (see above) rather than dictated; `before` and `waiting` as for `dictationShare`. */
export function looksForced(
  words: string[], vocabulary: GuardVocabulary, options = GUARD_OPTIONS, before = Infinity, waiting = true,
): boolean {
  return words.length >= options.minWords && dictationShare(words, vocabulary, before, waiting) < options.minShare
}
