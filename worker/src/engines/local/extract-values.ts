import { DENYING_OPENERS, NEGATIONS } from '@shared/src/tags/lexicon'
import { quantityAt as readQuantityAt } from '@shared/src/tags/quantity'
import { convertUnit, formatQuantity, unitInfo } from '@shared/src/tags/units'
import { phraseWords } from '@shared/src/tags/vocabulary'
import type { FieldSpec } from './extract-phrases'
import { RELATIONS, saysParticiple, stemWord, type Tokenized } from './extract-tokens'
import { narrowedAt, reportedAt } from './extract-reported'
import { DISCOUNT, TRUST } from './trust'

/** Where to look for a field's value: right after its phrase, within its sentence. */
export interface ValueWindow {
  t: Tokenized
  norms: string[]
  /** Token index of the field phrase. */
  phraseStart: number
  /** First token after the phrase. */
  from: number
  /** Exclusive end: the sentence end or the next field phrase, whichever is first. */
  limit: number
  /** Exclusive end for a spoken correction, which may follow in the next sentence. */
  hardLimit: number
  /** Shortened phrase ("heart" for "heart weight"): the value must follow at once. */
  weak: boolean
  /** Exclusive end of the sentence: a choice said in full may run over another field's name ("… between the teeth"). */
  sentenceEnd?: number
}

export type ValueOutcome =
  | { kind: 'value'; value: string; last: number; score: number }
  | { kind: 'negated' }
  | { kind: 'retracted' }
  | { kind: 'none' }

export const NONE: ValueOutcome = { kind: 'none' }

const FILLERS = new Set(
  [
    'is', 'was', 'are', 'were', 'be', 'been', 'of', 'at', 'about', 'approximately', 'approx', 'circa', 'around',
    'roughly', 'estimated', 'reading', 'reads', 'noted', 'recorded', 'found', 'equals', 'equal', 'to', 'the', 'it',
    'this', 'total', 'totalling', 'totaling', 'weighs', 'measures', 'measuring', 'value', ':', ',', 'just', 'over', 'under',
    'shows', 'showing', 'showed', 'has', 'had', 'contains', 'narrowed', 'narrowing', 'by', 'heavy', 'light', 'lighter', 'heavier',
    'together', 'combined', 'each', 'both', 'at', 'in', 'slightly', 'fresh', 'weighed', 'respectively', 'its', 'up',
  ].map(stemWord),
)
/** Linking words that may follow a full field name but do not tie a bare organ name to a number ("the body was found 200 metres …"). */
const LOOSE_LINKS = new Set([
  'found', 'noted', 'recorded', 'reading', 'reads', 'estimated', 'to', 'it', 'this', 'the', 'over', 'under', 'in', 'up', 'had', 'has',
])
export const MEASURE_VERBS = new Set(['measure', 'weigh'])
export const TEXT_FILLERS = new Set([
  'is', 'was', 'are', 'were', ':', ',', 'placed', 'positioned', 'lies', 'lie', 'lay', 'directed', 'runs', 'run', 'ran',
])
export const isNegation = (norm: string) => NEGATIONS.has(norm) || /n't$/.test(norm)
export const NOT_A_VALUE = new Set([
  'will', 'would', 'could', 'should', 'may', 'might', 'must', 'can', 'be', 'been', 'being', 'has', 'have', 'had', 'to',
  'identified', 'seen', 'noted', 'measured', 'weighed', 'assessed', 'recorded', 'examined', 'sent', 'given', 'awaited', 'pending',
  'received', 'retained', 'requested', 'reported', 'described', 'listed', 'shown', 'unknown',
])

interface Marker {
  words: string[]
  /** "scratch that" withdraws the value even when nothing replaces it. */
  retract: boolean
}
const MARKERS: Marker[] = [
  ...['scratch that', 'strike that', 'delete that', 'cancel that'].map((m) => ({ words: m.split(' '), retract: true })),
  ...[
    'no make that', 'no sorry', 'no wait', 'correction', 'i mean', "i'm sorry", 'sorry', 'make that', 'or rather', 'rather', 'i said', 'no',
  ].map((m) => ({
    words: m.split(' '),
    retract: false,
  })),
]

/** A spoken self-correction starting at token i ("correction", "scratch that", "I mean"). */
export function correctionAt(norms: string[], i: number, allowNo = false): (Marker & { length: number }) | null {
  for (const m of MARKERS) {
    // A bare "no" corrects only a number ("one eighty, no, one ninety"); elsewhere it is a negation.
    if (!allowNo && m.words.length === 1 && m.words[0] === 'no') continue
    if (m.words.every((w, k) => norms[i + k] === w)) return { ...m, length: m.words.length }
  }
  return null
}

export function skipFillers(w: ValueWindow, i: number, fillers: (s: string, norm: string) => boolean): number {
  while (i < w.limit && fillers(w.t.tokens[i].stem, w.norms[i])) i++
  return i
}
const numericFiller = (stem: string) => FILLERS.has(stem)

/** Verbs that say what the number after them measures: "the lungs weigh 705 g" is no valve's circumference. */
const VERB_DIMENSION: Readonly<Record<string, string>> = { weigh: 'mass' }

/**
 * True when a number follows token i after at most a few linking words ("heart: 350 g", "heart weighs 350"),
 * and no verb between says it measures something of another kind than the field.
 */
export function numberFollows(norms: string[], i: number, field?: FieldSpec): boolean {
  let j = i
  while (j < norms.length && j < i + 3 && FILLERS.has(stemWord(norms[j])) && !LOOSE_LINKS.has(norms[j])) {
    const said = VERB_DIMENSION[stemWord(norms[j])]
    if (said && field?.unitDimension && field.unitDimension !== said) return false
    j++
  }
  const q = readQuantityAt(norms, j)
  // "a stab wound 3 cm long" is a wound's length, not a count of stab wounds: a count has no unit.
  if (q?.unit && field?.def.dimension === 'count') return false
  return q !== null
}

/** After a value: skip commas and one sentence break to a correction marker, if one is there. */
function nextCorrection(w: ValueWindow, last: number): { marker: Marker; after: number } | null {
  let k = last + 1
  while (k < w.hardLimit && w.t.tokens[k].punct) k++
  const marker = k < w.hardLimit ? correctionAt(w.norms, k, true) : null
  if (!marker) return null
  let after = k + marker.length
  // "no, make that 1,290": markers may follow each other.
  for (;;) {
    while (after < w.hardLimit && w.t.tokens[after].punct) after++
    const more = after < w.hardLimit ? correctionAt(w.norms, after) : null
    if (!more) break
    after += more.length
  }
  return { marker, after }
}

/** True when a value in the field's unit lies outside its plausible range. */
export function outOfRange(field: FieldSpec, value: number, unit: string | null): boolean {
  const range = field.def.range
  if (!range) return false
  const v = unit && field.def.unit ? (convertUnit(value, unit, field.def.unit) ?? value) : value
  return (range.min !== null && v < range.min) || (range.max !== null && v > range.max)
}

/**
 * Value text and fit of a spoken quantity for a field. The unit said is kept ("1.6 kg" stays);
 * no unit takes the field's; a unit of another dimension is never accepted (null), nor a unit for a count.
 */
export function composeQuantity(
  field: FieldSpec, digits: string, value: number, spokenUnit: string | null,
): { value: string; score: number } | null {
  const fieldUnit = field.def.unit
  const count = field.def.dimension === 'count'
  let score: number
  if (!spokenUnit) score = fieldUnit || count ? TRUST.assumed : TRUST.ticked
  else if (count) return null
  else if (!fieldUnit) score = TRUST.sure
  else if (spokenUnit === fieldUnit) score = TRUST.exact
  else if (unitInfo(spokenUnit)?.dimension === field.unitDimension) score = TRUST.converted
  else return null
  const unit = spokenUnit ?? fieldUnit
  if (outOfRange(field, value, unit)) score *= DISCOUNT.outOfRange
  return { value: formatQuantity(digits, unit), score }
}

function quantityAt(w: ValueWindow, i: number, field: FieldSpec, end: number): { value: string; last: number; score: number } | null {
  // "3 x 2 cm", "12 by 10 by 6 cm": a size in two or three dimensions, the unit said once.
  const q = readQuantityAt(w.norms, i, { end, sizes: true })
  if (!q) return null
  const scope = (k: number) => (k < end ? w.norms[k] : undefined)
  // "taken at 14:30 hours": a clock time, not a quantity (either half of it).
  const clock = scope(q.numberEnd) === ':' && /^\d{2}$/.test(scope(q.numberEnd + 1) ?? '')
  if (clock || (scope(i - 1) === ':' && /^\d{1,2}$/.test(scope(i - 2) ?? '') && /^\d{2}$/.test(w.norms[i]))) return null
  const after = scope(q.last + 1)
  // "Bumper injury 48 cm above the heel": the field itself is measured that way when its name or description says so.
  const ownWords =
    field.def.phrases.some((p) => p.split(' ').includes(after ?? '')) ||
    (!!after && phraseWords(field.tag.description ?? '').includes(after))
  if (after && RELATIONS.has(after) && !ownWords) return null
  if (q.digits.includes(' x ') && field.unitDimension !== 'length') return null
  const composed = composeQuantity(field, q.digits, q.value, q.unit)
  return composed && { ...composed, last: q.last }
}

/** Tokens of a clock time at i ("14:20", "0900", either with "hours"), or 0. */
export function clockTimeLength(norms: string[], i: number): number {
  let n = 0
  if (/^\d{1,2}$/.test(norms[i] ?? '') && norms[i + 1] === ':' && /^\d{2}$/.test(norms[i + 2] ?? '')) n = 3
  else if (/^(?:[01]\d|2[0-3])[0-5]\d$/.test(norms[i] ?? '')) n = 1
  return n && ['hours', 'hrs', 'h'].includes(norms[i + n] ?? '') ? n + 1 : n
}

/** True when a field's name begins with a place word ("above the heel", "from the midline"): its value is said before it. */
export const namedByRelation = (norms: string[], start: number) => RELATIONS.has(norms[start])

/** "130 cm above the heel": the quantity that ends just before the field's phrase. */
function quantityBefore(w: ValueWindow, field: FieldSpec): { value: string; last: number; score: number } | null {
  for (let i = w.phraseStart - 1; i >= Math.max(0, w.phraseStart - 6); i--) {
    if (w.t.tokens[i].boundary) break
    const said = readQuantityAt(w.norms, i, { end: w.phraseStart })
    if (!said?.unit || said.last + 1 !== w.phraseStart) continue
    const q = composeQuantity(field, said.digits, said.value, said.unit)
    return q && { ...q, last: w.phraseStart - 1 }
  }
  return null
}

/** Reads a number (and unit) after a numeric field's phrase, honouring negations and corrections. */
export function readNumber(w: ValueWindow, field: FieldSpec): ValueOutcome {
  if (namedByRelation(w.norms, w.phraseStart)) {
    const before = quantityBefore(w, field)
    return before ? { kind: 'value', ...before } : NONE
  }
  let i = skipFillers(w, w.from, numericFiller)
  const reported = i < w.limit ? reportedAt(w.norms, i) : 0
  if (reported) i = skipFillers(w, i + reported, numericFiller)
  const narrowed = i < w.limit ? narrowedAt(field, w.norms, i) : 0
  if (narrowed) i = skipFillers(w, i + narrowed, numericFiller)
  // "rectal temperature at 0900 was 30.2": the time it was taken stands between the name and the value.
  const clock = w.norms[i - 1] === 'at' ? clockTimeLength(w.norms, i) : 0
  if (clock) i = skipFillers(w, i + clock, numericFiller)
  if (i < w.limit && isNegation(w.norms[i])) return { kind: 'negated' }
  let found = i < w.limit ? quantityAt(w, i, field, w.limit) : null
  if (!found && !w.weak) {
    // The number may come a few words later ("heart weight after removal of clots 350 g"): a guess.
    for (let j = i; j < w.limit && !found; j++) {
      if (isNegation(w.norms[j])) return { kind: 'negated' }
      const q = quantityAt(w, j, field, w.limit)
      if (q) found = { ...q, score: Math.min(q.score, TRUST.doubtful) }
    }
  }
  if (!found) return NONE
  for (let c = nextCorrection(w, found.last); c; c = nextCorrection(w, found.last)) {
    const j = skipFillers({ ...w, limit: w.hardLimit }, c.after, numericFiller)
    const replacement = j < w.hardLimit ? quantityAt(w, j, field, w.hardLimit) : null
    if (replacement) found = { ...replacement, score: Math.min(replacement.score, TRUST.sure) }
    else if (c.marker.retract) return { kind: 'retracted' }
    else break
  }
  return { kind: 'value', ...found }
}

interface ChoiceWords {
  value: string
  stems: string[]
  first: string
}
const choiceWords = (field: FieldSpec): ChoiceWords[] =>
  field.def.choices
    .map((value) => ({ value, stems: phraseWords(value).map(stemWord), first: phraseWords(value)[0] ?? '' }))
    .filter((c) => c.stems.length)
    .sort((a, b) => b.stems.length - a.stems.length)

function choiceAt(w: ValueWindow, choices: ChoiceWords[], i: number, end: number): { value: string; last: number } | null {
  const said = (c: ChoiceWords, k: number) => w.t.tokens[i + k].stem === c.stems[k] || (k === 0 && saysParticiple(w.norms[i], c.first))
  for (const c of choices) {
    if (i + c.stems.length <= end && c.stems.every((_s, k) => said(c, k))) {
      return { value: c.value, last: i + c.stems.length - 1 }
    }
  }
  return null
}

/** True when the field phrase is preceded by "no"/"without" ("no pleural effusion"). */
export function negatedBefore(w: ValueWindow): boolean {
  for (let k = w.phraseStart - 1; k >= Math.max(0, w.phraseStart - 2); k--) {
    if (w.t.tokens[k].boundary) return false
    if (DENYING_OPENERS.has(w.norms[k])) return true
  }
  return false
}

const UNDETERMINED = ['undetermined', 'indeterminate', 'unknown', 'not determined']
const NOT_MADE = /^(?:(?:could|can) not|cannot|can't) be (?:determined|assessed|established|ascertained)\b/

/** "could not be determined", "cannot be assessed": the field's own value for a finding not made, where it has one. */
function undeterminedAt(w: ValueWindow, field: FieldSpec, i: number): { value: string; last: number } | null {
  const value = field.def.choices.find((c) => UNDETERMINED.includes(c.toLowerCase()))
  const m = NOT_MADE.exec(w.norms.slice(i, i + 5).join(' '))
  return value && m ? { value, last: i + m[0].split(' ').length - 1 } : null
}

/** Reads one of a choice field's values: right after the phrase, later in the sentence, or just before it. */
export function readChoice(w: ValueWindow, field: FieldSpec): ValueOutcome {
  const choices = choiceWords(field)
  const i = skipFillers(w, w.from, numericFiller)
  let found: { value: string; last: number; score: number } | null = null
  const direct = i < w.limit ? (choiceAt(w, choices, i, w.sentenceEnd ?? w.limit) ?? undeterminedAt(w, field, i)) : null
  if (direct) found = { ...direct, score: TRUST.sure }
  for (let j = i; !found && j < w.limit; j++) {
    const later = choiceAt(w, choices, j, w.limit)
    if (later) found = { ...later, score: TRUST.unsure }
  }
  for (let j = Math.max(0, w.phraseStart - 2); !found && j < w.phraseStart; j++) {
    if (w.t.tokens.slice(j, w.phraseStart).some((tok) => tok.boundary)) continue
    const before = choiceAt(w, choices, j, w.phraseStart)
    if (before && before.last === w.phraseStart - 1) found = { value: before.value, last: w.phraseStart - 1, score: TRUST.offered }
  }
  // "No X" leaves a choice field empty even when "absent" is one of its values: not looked at is not absent.
  if (negatedBefore(w)) return { kind: 'negated' }
  if (!found) return NONE
  for (let c = nextCorrection(w, found.last); c; c = nextCorrection(w, found.last)) {
    const replacement = choiceAt(w, choices, c.after, w.hardLimit)
    if (replacement) found = { ...replacement, score: TRUST.likely }
    else if (c.marker.retract) return { kind: 'retracted' }
    else break
  }
  return { kind: 'value', ...found }
}
