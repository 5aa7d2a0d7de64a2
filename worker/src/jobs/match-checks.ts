import { parseNumber } from '@shared/src/tags/numbers'
import { firstQuantity, type Quantity } from '@shared/src/tags/quantity'
import { formatQuantity, unitInfo } from '@shared/src/tags/units'
import { phraseWords } from '@shared/src/tags/vocabulary'
import { ABSENCE_WORDS, LINKING_WORDS, SIDES } from '@shared/src/tags/lexicon'
import { saysRole, woundField } from '@shared/src/tags/wound-roles'
import type { MatchedTag, TagInfo } from '../engines/types'
import { buildField, findPhraseMatches, type FieldSpec, type PhraseMatch } from '../engines/local/extract-phrases'
import { stemWord, tokenize, type Tokenized } from '../engines/local/extract-tokens'
import { outOfRange } from '../engines/local/extract-values'
import { TRUST } from '../engines/local/trust'
import { fractionAt, insideFraction } from '../engines/local/wounds/fraction'

/**
 * The checks every engine's matches pass before they reach the dialog, so dictation never invents
 * a value: the local extractor and the OpenAI-compatible engines alike.
 * A measurement needs a number the transcript holds, in a unit of the field's dimension; a field
 * the transcript only names negated gets nothing; a value out of the plausible range, a length, weight or volume
 * of 0, or a value said in another clause than the field, is kept but never offered as sure. A field is named by its own name, or,
 * for a field of a wound, by the words its wound role is read from said where the value was said.
 */

/** Below the dialog's "high" mark, so a doubtful value is never ticked by default. */
const DOUBT = TRUST.unsure

/** Reads "350 g", "three hundred and fifty grams", "1,290", "75%", "3 x 2 cm" from a value an engine wrote. */
export function readQuantity(value: string): Pick<Quantity, 'digits' | 'value' | 'unit'> | null {
  // "192 mg/100 mL": the slash is said "per", which the unit reader knows.
  const tokens = tokenize(value.replace(/\s*\/\s*/g, ' per ')).tokens.map((t) => t.norm)
  const q = firstQuantity(tokens, { sizes: true, written: true })
  return q && { digits: q.digits, value: q.value, unit: q.unit }
}

/**
 * Every number said in the transcript, so a value the speaker never said is caught; a fraction said with its unit
 * ("1 1/2 inches", "3/4 inch", "a quarter of an inch") counts as the number it makes.
 */
function spokenNumbers(t: Tokenized): { value: number; sentence: number }[] {
  const norms = t.tokens.map((x) => x.norm)
  const out: { value: number; sentence: number }[] = []
  for (let i = 0; i < norms.length; i++) {
    const num = t.tokens[i].punct ? null : parseNumber(norms, i)
    if (num) out.push({ value: num.value, sentence: t.tokens[i].sentence })
    const fraction = t.tokens[i].punct || insideFraction(t, i) ? null : fractionAt(t, i)
    if (fraction) out.push({ value: fraction.value, sentence: t.tokens[i].sentence })
  }
  return out
}

/** Words after which a field's name still names the thing itself: "no exit wound" negates the exit wound's location. */
const ASPECTS = new Set(['location', 'site', 'position', 'size', 'length', 'width', 'depth', 'diameter', 'volume', 'weight', 'count', 'type', 'presence'])

/** Where the thing a field describes is named: its phrases, and its phrases without the aspect word. */
function thingMentions(t: Tokenized, field: FieldSpec): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = []
  for (const phrase of field.def.phrases) {
    const words = phraseWords(phrase)
    const core = words.length >= 2 && ASPECTS.has(words[words.length - 1]) ? words.slice(0, -1) : words
    const stems = core.map(stemWord)
    for (let i = 0; i + stems.length <= t.tokens.length; i++) {
      if (stems.every((st, k) => t.tokens[i + k].stem === st)) out.push({ start: i, end: i + stems.length })
    }
  }
  return out
}

/** "No. 1", "no 2": "no" as the mark of a number, not a denial. */
function numberMark(t: Tokenized, k: number): boolean {
  if (t.tokens[k].norm !== 'no') return false
  const next = t.tokens[k + 1]?.norm === '.' ? k + 2 : k + 1
  return next < t.tokens.length && parseNumber(t.tokens.map((x) => x.norm), next) !== null
}

/** True when this mention of the field is negated: "no X", "X not weighed", "X absent", "X surgically removed". */
function negated(t: Tokenized, m: { start: number; end: number }): boolean {
  const denies = (k: number) => ABSENCE_WORDS.has(t.tokens[k].norm) && !numberMark(t, k)
  for (let k = m.start - 1; k >= Math.max(0, m.start - 2); k--) {
    if (t.tokens[k].boundary) break
    if (denies(k)) return true
  }
  let k = m.end
  while (k < t.tokens.length && LINKING_WORDS.has(t.tokens[k].norm)) k++
  return k < t.tokens.length && (denies(k) || /n't$/.test(t.tokens[k].norm))
}

/** The sentences a value was said in: those its location's words run through, else those holding all its words. */
function valueSentences(t: Tokenized, m: MatchedTag): Set<number> {
  const out = new Set<number>()
  const find = (words: string[], run: boolean) => {
    if (!words.length) return
    for (const [index, s] of t.sentences.entries()) {
      const stems = t.tokens.slice(s.first, s.end).filter((x) => !x.punct).map((x) => x.stem)
      const holds = run
        ? stems.some((_, i) => words.every((w, k) => stems[i + k] === w))
        : words.every((w) => stems.includes(w))
      if (holds) out.add(index)
    }
  }
  const words = (text: string) => tokenize(text).tokens.filter((x) => !x.punct).map((x) => x.stem)
  find(words(m.location).slice(0, 6), true)
  if (!out.size) find(words(m.value), false)
  return out
}

/** True when the words a wound field's role is read from are said in one of the sentences. */
function namedByRole(tag: TagInfo, t: Tokenized, sentences: Iterable<number>): boolean {
  const role = woundField(tag)?.role
  if (!role) return false
  return [...sentences].some((s) => {
    const { first, end } = t.sentences[s]
    return saysRole(role, t.tokens.slice(first, end).map((x) => x.norm))
  })
}

/** Dimensions whose measure of a thing present cannot be nothing: a wound 0 cm wide or an organ of 0 g was not measured. */
const NEVER_ZERO = new Set(['length', 'mass', 'volume'])

/** The side an engine wrote with a measurement ("4.5 cm right"), or null. */
function sideOf(value: string): string | null {
  const sides = tokenize(value).tokens.map((x) => x.norm).filter((w) => SIDES.includes(w))
  return sides.length === 1 ? sides[0] : null
}

function checkMeasurement(tag: TagInfo, field: FieldSpec, m: MatchedTag, t: Tokenized, mentions: PhraseMatch[]): MatchedTag | null {
  const side = sideOf(m.value)
  // The quantity is read without its side, so a unit before the side stays the value's last word ("4 in right").
  const q = readQuantity(side ? m.value.replace(new RegExp(`\\s*\\b${side}\\b`, 'i'), '') : m.value)
  if (!q) return null
  const count = field.def.dimension === 'count'
  if (q.unit && (count || (field.unitDimension && unitInfo(q.unit)?.dimension !== field.unitDimension))) return null
  const said = spokenNumbers(t).filter((n) => n.value === q.value)
  if (!said.length) return null
  let confidence = m.confidence
  // A wound field is named, and its clause found, by its role's words in a sentence of the number (of its location, when it holds it).
  const located = valueSentences(t, m)
  const numbered = said.map((n) => n.sentence)
  const own = numbered.filter((n) => located.has(n))
  const byRole = namedByRole(tag, t, own.length ? own : numbered)
  if (!mentions.length && !byRole) confidence = Math.min(confidence, DOUBT)
  // Said in another sentence than every mention of the field: the value may belong to something else.
  const inClause = byRole || said.some((n) => mentions.some((x) => t.tokens[x.start].sentence === n.sentence))
  if (mentions.length && !inClause) confidence = Math.min(confidence, DOUBT)
  if (outOfRange(field, q.value, q.unit ?? field.def.unit)) confidence = Math.min(confidence, DOUBT)
  const dimension = q.unit ? unitInfo(q.unit)?.dimension : field.unitDimension
  if (q.value <= 0 && dimension && NEVER_ZERO.has(dimension)) confidence = Math.min(confidence, DOUBT)
  const unit = q.unit ?? field.def.unit
  const value = formatQuantity(q.digits, count ? null : unit)
  // The side is part of the value ("4.5 cm right"): kept, and sure only when said with the number.
  if (!side) return { ...m, value, confidence }
  const sideSaid = said.some((n) => t.tokens.some((x) => x.sentence === n.sentence && x.norm === side))
  return { ...m, value: `${value} ${side}`, confidence: sideSaid ? confidence : Math.min(confidence, DOUBT) }
}

/** A value one of the field's choices is written as that choice; any other is kept but doubtful. */
function checkChoice(choices: readonly string[], m: MatchedTag): MatchedTag {
  const stems = (s: string) => phraseWords(s).map(stemWord).join(' ')
  const choice = choices.find((c) => stems(c) === stems(m.value))
  return choice ? { ...m, value: choice } : { ...m, confidence: Math.min(m.confidence, DOUBT) }
}

/** Passes an engine's matches through the unit, range, clause and negation checks; drops or down-rates bad ones. */
export function checkMatches(found: MatchedTag[], tags: TagInfo[], transcription: string): MatchedTag[] {
  const t = tokenize(transcription)
  const byId = new Map(tags.map((tag) => [tag.id, tag]))
  const out: MatchedTag[] = []
  for (const m of found) {
    const tag = byId.get(m.id)
    if (!tag || !m.value.trim()) continue
    const field = buildField(tag)
    const mentions = findPhraseMatches(t, [field], () => true)
    // Named only in the negative ("spleen not weighed", "no exit wound"): nothing to fill.
    // A choice whose value is itself the absence ("stippling absent" → absent) is what was said.
    const saysAbsent = field.def.kind === 'choice' && ABSENCE_WORDS.has(m.value.trim().toLowerCase())
    const things = thingMentions(t, field)
    if (!saysAbsent && things.length && things.every((x) => negated(t, x))) continue
    if (field.def.kind === 'measurement') {
      const checked = checkMeasurement(tag, field, m, t, mentions)
      if (checked) out.push(checked)
      continue
    }
    const named = mentions.length || namedByRole(tag, t, valueSentences(t, m)) ? m : { ...m, confidence: Math.min(m.confidence, DOUBT) }
    // A wound's type described in a plain sentence lists its choices there ("One of: stab, incised, …").
    const choices = field.def.kind === 'choice' ? field.def.choices : woundField(tag)?.choices
    out.push(choices ? checkChoice(choices, named) : named)
  }
  return out
}
