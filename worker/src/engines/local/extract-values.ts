import { parseNumber } from '@shared/src/tags/numbers'
import { convertUnit, formatQuantity, parseUnit, unitInfo } from '@shared/src/tags/units'
import { phraseWords } from '@shared/src/tags/vocabulary'
import type { FieldSpec } from './extract-phrases'
import { stemWord, textBetween, type Tokenized } from './extract-tokens'

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
}

export type ValueOutcome =
  | { kind: 'value'; value: string; last: number; score: number }
  | { kind: 'negated' }
  | { kind: 'retracted' }
  | { kind: 'none' }

const NONE: ValueOutcome = { kind: 'none' }

const FILLERS = new Set(
  [
    'is', 'was', 'are', 'were', 'be', 'been', 'of', 'at', 'about', 'approximately', 'approx', 'circa', 'around',
    'roughly', 'estimated', 'reading', 'reads', 'noted', 'recorded', 'found', 'equals', 'equal', 'to', 'the', 'it',
    'this', 'total', 'totalling', 'totaling', 'weighs', 'measures', 'measuring', 'value', ':', ',', 'just', 'over', 'under',
    'shows', 'showing', 'showed', 'has', 'had', 'contains', 'narrowed', 'narrowing', 'by', 'heavy', 'light', 'lighter', 'heavier',
    'together', 'combined', 'each', 'both', 'at', 'in', 'slightly', 'fresh', 'weighed', 'respectively', 'its', 'up',
  ].map(stemWord),
)
const TEXT_FILLERS = new Set(['is', 'was', 'are', 'were', ':', ','])
const NEGATIONS = new Set(['no', 'not', 'none', 'nil', 'unweighed', 'unmeasured', 'unrecorded', 'absent', 'cannot', 'never', 'without'])
const isNegation = (norm: string) => NEGATIONS.has(norm) || /n't$/.test(norm)
const NOT_A_VALUE = new Set([
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
  ...['no make that', 'no sorry', 'no wait', 'correction', 'i mean', "i'm sorry", 'sorry', 'make that', 'or rather', 'rather', 'i said', 'no'].map((m) => ({
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

function skipFillers(w: ValueWindow, i: number, fillers: (s: string, norm: string) => boolean): number {
  while (i < w.limit && fillers(w.t.tokens[i].stem, w.norms[i])) i++
  return i
}
const numericFiller = (stem: string) => FILLERS.has(stem)

/** True when a number follows token i after at most a few linking words ("heart: 350 g", "heart weighs 350"). */
export function numberFollows(norms: string[], i: number): boolean {
  let j = i
  while (j < norms.length && j < i + 3 && FILLERS.has(stemWord(norms[j]))) j++
  return parseNumber(norms, j) !== null
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
export function composeQuantity(field: FieldSpec, digits: string, value: number, spokenUnit: string | null): { value: string; score: number } | null {
  const fieldUnit = field.def.unit
  const count = field.def.dimension === 'count'
  let score: number
  if (!spokenUnit) score = fieldUnit || count ? 0.92 : 0.8
  else if (count) return null
  else if (!fieldUnit) score = 0.9
  else if (spokenUnit === fieldUnit) score = 1
  else if (unitInfo(spokenUnit)?.dimension === field.unitDimension) score = 0.97
  else return null
  const unit = spokenUnit ?? fieldUnit
  if (outOfRange(field, value, unit)) score *= 0.6
  return { value: formatQuantity(digits, unit), score }
}

function quantityAt(w: ValueWindow, i: number, field: FieldSpec, end: number): { value: string; last: number; score: number } | null {
  const scope = w.norms.slice(0, end)
  const num = parseNumber(scope, i)
  if (!num) return null
  const last = i + num.length - 1
  const unit = parseUnit(scope, last + 1)
  const q = composeQuantity(field, num.digits, num.value, unit?.unit ?? null)
  return q && { ...q, last: last + (unit?.length ?? 0) }
}

/** Reads a number (and unit) after a numeric field's phrase, honouring negations and corrections. */
export function readNumber(w: ValueWindow, field: FieldSpec): ValueOutcome {
  const i = skipFillers(w, w.from, numericFiller)
  if (i < w.limit && isNegation(w.norms[i])) return { kind: 'negated' }
  let found = i < w.limit ? quantityAt(w, i, field, w.limit) : null
  if (!found && !w.weak) {
    // The number may come a few words later ("heart weight after removal of clots 350 g"): a guess.
    for (let j = i; j < w.limit && !found; j++) {
      if (isNegation(w.norms[j])) return { kind: 'negated' }
      const q = quantityAt(w, j, field, w.limit)
      if (q) found = { ...q, score: Math.min(q.score, 0.45) }
    }
  }
  if (!found) return NONE
  for (let c = nextCorrection(w, found.last); c; c = nextCorrection(w, found.last)) {
    const j = skipFillers({ ...w, limit: w.hardLimit }, c.after, numericFiller)
    const replacement = j < w.hardLimit ? quantityAt(w, j, field, w.hardLimit) : null
    if (replacement) found = { ...replacement, score: Math.min(replacement.score, 0.9) }
    else if (c.marker.retract) return { kind: 'retracted' }
    else break
  }
  return { kind: 'value', ...found }
}

interface ChoiceWords {
  value: string
  stems: string[]
}
const choiceWords = (field: FieldSpec): ChoiceWords[] =>
  field.def.choices
    .map((value) => ({ value, stems: phraseWords(value).map(stemWord) }))
    .filter((c) => c.stems.length)
    .sort((a, b) => b.stems.length - a.stems.length)

function choiceAt(w: ValueWindow, choices: ChoiceWords[], i: number, end: number): { value: string; last: number } | null {
  for (const c of choices) {
    if (i + c.stems.length <= end && c.stems.every((s, k) => w.t.tokens[i + k].stem === s)) {
      return { value: c.value, last: i + c.stems.length - 1 }
    }
  }
  return null
}

/** True when the field phrase is preceded by "no"/"without" ("no pleural effusion"). */
export function negatedBefore(w: ValueWindow): boolean {
  for (let k = w.phraseStart - 1; k >= Math.max(0, w.phraseStart - 2); k--) {
    if (w.t.tokens[k].boundary) return false
    if (['no', 'without', 'nil'].includes(w.norms[k])) return true
  }
  return false
}

/** Reads one of a choice field's values: right after the phrase, later in the sentence, or just before it. */
export function readChoice(w: ValueWindow, field: FieldSpec): ValueOutcome {
  const choices = choiceWords(field)
  const i = skipFillers(w, w.from, numericFiller)
  let found: { value: string; last: number; score: number } | null = null
  const direct = i < w.limit ? choiceAt(w, choices, i, w.limit) : null
  if (direct) found = { ...direct, score: 0.9 }
  for (let j = i; !found && j < w.limit; j++) {
    const later = choiceAt(w, choices, j, w.limit)
    if (later) found = { ...later, score: 0.6 }
  }
  for (let j = Math.max(0, w.phraseStart - 2); !found && j < w.phraseStart; j++) {
    if (w.t.tokens.slice(j, w.phraseStart).some((tok) => tok.boundary)) continue
    const before = choiceAt(w, choices, j, w.phraseStart)
    if (before && before.last === w.phraseStart - 1) found = { value: before.value, last: w.phraseStart - 1, score: 0.65 }
  }
  // "No X" leaves a choice field empty even when "absent" is one of its values: not looked at is not absent.
  if (negatedBefore(w)) return { kind: 'negated' }
  if (!found) return NONE
  for (let c = nextCorrection(w, found.last); c; c = nextCorrection(w, found.last)) {
    const replacement = choiceAt(w, choices, c.after, w.hardLimit)
    if (replacement) found = { ...replacement, score: 0.85 }
    else if (c.marker.retract) return { kind: 'retracted' }
    else break
  }
  return { kind: 'value', ...found }
}

/** Reads a free-text value: the words after the phrase up to the sentence end or the next field. */
// By the value convention a text or location value has no leading article or place preposition.
const LEAD_WORDS = new Set(['situated', 'located', 'sited', 'seen', 'present', 'on', 'in', 'at', 'over', 'the', 'a', 'an', 'about', 'approximately', 'some'])
const LINE_NUMBER = /^(?:1|i|one)$/

/** Skips "situated on the", a leading "1a" line number, and a quantity before the finding ("about 200 mL of"). */
function trimLead(w: ValueWindow, first: number, end: number): number {
  for (let moved = true; moved && first < end; ) {
    moved = false
    const norm = w.norms[first]
    if (LEAD_WORDS.has(norm) && first + 1 < end) {
      first++
      moved = true
    } else if (LINE_NUMBER.test(norm) && /^[abc]$/.test(w.norms[first + 1] ?? '')) {
      first += 2
      while (first < end && w.t.tokens[first].punct) first++
      moved = true
    } else {
      const num = parseNumber(w.norms.slice(0, end), first)
      const unit = num ? parseUnit(w.norms.slice(0, end), first + num.length) : null
      if (num && unit && w.norms[first + num.length + unit.length] === 'of') {
        first += num.length + unit.length + 1
        moved = true
      }
    }
  }
  return first
}

/** Ends a text value before the next numbered line ("…, 1b stab wound") and before ", which were retained". */
function trimTail(w: ValueWindow, first: number, end: number): number {
  for (let k = first + 1; k < end; k++) {
    const lineNo = /^(?:1|i|one|2|ii|two)$/.test(w.norms[k]) && /^[abc]$/.test(w.norms[k + 1] ?? '') && w.t.tokens[k - 1].punct
    const aside = w.norms[k] === ',' && ['which', 'were', 'was', 'that'].includes(w.norms[k + 1] ?? '')
    if (lineNo || aside) end = k
  }
  while (end > first && w.t.tokens[end - 1].punct) end--
  return end
}

export function readText(w: ValueWindow): ValueOutcome {
  let first = skipFillers(w, w.from, (_s, norm) => TEXT_FILLERS.has(norm))
  let end = w.limit
  for (let k = first; k < end; k++) {
    const marker = correctionAt(w.norms, k)
    if (!marker) continue
    if (marker.retract && k + marker.length >= end) return { kind: 'retracted' }
    first = k + marker.length
    k = first - 1
  }
  while (first < end && w.t.tokens[first].punct) first++
  while (end > first && (w.t.tokens[end - 1].punct || w.norms[end - 1] === 'and')) end--
  // "No tattoos", "no exit wound was identified": a negated field gets no value at all.
  if (negatedBefore(w)) return { kind: 'negated' }
  // "Toxicology samples will be sent …", "contents were not measured": talk about the field, not its value.
  if (first < end && (NOT_A_VALUE.has(w.norms[first]) || isNegation(w.norms[first]))) return NONE
  first = trimLead(w, first, end)
  end = trimTail(w, first, end)
  // "Gastric contents 250 mL": a bare quantity is a measurement's value, not a description.
  const num = first < end ? parseNumber(w.norms.slice(0, end), first) : null
  if (num) {
    const unit = parseUnit(w.norms.slice(0, end), first + num.length)
    if (first + num.length + (unit?.length ?? 0) >= end) return NONE
  }
  const value = first < end ? textBetween(w.t, first, end - 1) : ''
  if (!value) return NONE
  const words = end - first
  return { kind: 'value', value, last: end - 1, score: words > 20 ? 0.6 : 0.8 }
}
