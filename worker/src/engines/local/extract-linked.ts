import { parseNumber } from '@shared/src/tags/numbers'
import { parseUnit, unitInfo } from '@shared/src/tags/units'
import { fieldDimensionOf } from '@shared/src/tags/field-lexicon'
import type { FieldDimension } from '@shared/src/tags/field'
import { ASPECT_STEMS, MEASURE_STEMS, type FieldSpec, type PhraseMatch } from './extract-phrases'
import { RELATIONS, stemWord, textBetween, type Tokenized } from './extract-tokens'
import { composeQuantity } from './extract-values'

/**
 * Values tied to a field by a verb or by "of" rather than by standing next to its name:
 * "The heart measures 12 x 10 x 6 cm and weighs 410 grams", "the liver, which weighs 1,850 grams",
 * "The heart is enlarged. It weighs 540 grams.", "The bladder contains 60 mL of urine".
 * The verb says what is measured (weighs: a mass), the organ comes from the nearest name before it
 * in the same clause chain, or from the subject of the sentence before when the verb's subject is "it".
 */
export interface LinkedValue {
  field: FieldSpec
  value: string
  score: number
  /** Token index of the field's name, and of the value's first and last token. */
  nameAt: number
  first: number
  last: number
}

/** Verbs and nouns that say which dimension the quantity after them measures. */
const VERB_DIMENSIONS: Readonly<Record<string, FieldDimension>> = {
  weigh: 'mass',
  contain: 'volume',
  contains: 'volume',
  contained: 'volume',
  containing: 'volume',
  measure: 'length',
}

/** "measures 1.4 cm in thickness": the noun after the quantity says which length of the organ. */
const LENGTH_NOUNS = new Set(['length', 'width', 'depth', 'thickness', 'diameter', 'height', 'circumference', 'size'])
/** A wound or organ that "measures 2.5 cm" without saying which way: its length, by convention. */
const DEFAULT_LENGTH = ['length', 'size']

/** Words that may stand between a verb and its quantity: "weighs about 410 g", "has a fresh weight of 1,390 g". */
const BRIDGE = new Set(['is', 'was', 'of', 'up', 'to', 'about', 'approximately', 'around', 'roughly', 'some', 'just', 'over', 'under', 'a', 'an', 'fresh', 'combined', 'total', 'only', 'at', 'now', 'each'])
/** A pronoun subject refers to the subject of the sentence before. */
const PRONOUNS = new Set(['it', 'which', 'this'])
/** Words that end the clause chain a verb can look back through: another subject begins. */
const CHAIN_BREAKS = new Set(['while', 'whereas', 'but', 'although', 'though'])

export const dimensionOf = (field: FieldSpec): FieldDimension | null =>
  field.def.kind === 'measurement' ? (field.def.dimension ?? (field.unitDimension ? fieldDimensionOf(field.unitDimension) : null)) : null

interface Quantity {
  first: number
  last: number
  digits: string
  value: number
  unit: string | null
}

function quantityAt(norms: string[], i: number, end: number): Quantity | null {
  const scope = norms.slice(0, end)
  const num = parseNumber(scope, i)
  if (!num) return null
  const unit = parseUnit(scope, i + num.length)
  return { first: i, last: i + num.length - 1 + (unit?.length ?? 0), digits: num.digits, value: num.value, unit: unit?.unit ?? null }
}

const unitDimension = (unit: string | null): FieldDimension | null => {
  const info = unit ? unitInfo(unit) : undefined
  return info ? fieldDimensionOf(info.dimension) : null
}

/** The thing a field is about: its name without the measure or aspect noun ("hair" for "hair colour" and "hair length"). */
function thingOf(field: FieldSpec): string | null {
  const words = field.def.name.toLowerCase().split(/[\s_-]+/).filter(Boolean)
  const last = stemWord(words[words.length - 1] ?? '')
  return words.length >= 2 && (MEASURE_STEMS.has(last) || ASPECT_STEMS.has(last)) ? words.slice(0, -1).map(stemWord).join(' ') : null
}

/**
 * "The scalp hair is dark brown and measures up to 4 cm": the thing was named for one of its fields (its colour),
 * and the verb measures another field of the same thing (its length).
 */
function sibling(m: PhraseMatch, fields: FieldSpec[], dim: FieldDimension): PhraseMatch | null {
  const thing = thingOf(m.field)
  const fits = thing ? fields.filter((f) => f !== m.field && dimensionOf(f) === dim && thingOf(f) === thing) : []
  return fits.length === 1 ? { ...m, field: fits[0], rivals: [], weak: true } : null
}

/** The nearest field named before `at` in the sentence whose dimension is `dim`, with nothing of that dimension between. */
export function subjectBefore(norms: string[], all: PhraseMatch[], from: number, at: number, dim: FieldDimension, fields: FieldSpec[] = []): PhraseMatch | null {
  for (let k = at - 1; k >= from; k--) {
    if (CHAIN_BREAKS.has(norms[k])) return null
    const q = parseNumber(norms, k)
    const unit = q ? parseUnit(norms, k + q.length) : null
    // "the heart weighs 410 g and the liver weighs 1,850 g": a quantity of the same kind belongs to an earlier name;
    // "5 cm from the midline" places the thing rather than measuring it.
    const placing = q && RELATIONS.has(norms[k + q.length + (unit?.length ?? 0)] ?? '')
    if (q && !placing && !/^\d/.test(norms[k - 1] ?? '') && unitDimension(unit?.unit ?? null) === dim) return null
    // "… 130 cm above the heel, measuring 2.5 cm": a field named by a place is not what the verb measures.
    const named = all.filter((m) => m.end - 1 === k && !RELATIONS.has(norms[m.start]))
    if (!named.length) continue
    const fit = named.find((m) => [m.field, ...m.rivals].some((f) => dimensionOf(f) === dim))
    // Another field's name stands between: the verb is about that one, or about another field of the same thing.
    return fit ?? named.map((m) => sibling(m, fields, dim) ?? innerName(norms, m, fields, dim)).find(Boolean) ?? null
  }
  return null
}

/** "A stab wound …, measuring 2.5 cm": the count's name "stab wound" holds "wound", which names the lengths. */
function innerName(norms: string[], m: PhraseMatch, fields: FieldSpec[], dim: FieldDimension): PhraseMatch | null {
  for (let start = m.start + 1; start < m.end; start++) {
    const stems = norms.slice(start, m.end).map(stemWord)
    const fits = fields.filter((f) => dimensionOf(f) === dim && f.variants.some((v) => v.stems.join(' ') === stems.join(' ')))
    if (fits.length) return { ...m, field: fits[0], rivals: fits.slice(1), start, weak: true, exact: false }
  }
  return null
}

export const lastWord = (f: FieldSpec) => f.def.name.toLowerCase().split(/[\s_-]+/).pop() ?? ''

/** "3 cm long", "1 cm wide": the adjective after a quantity says which length, as its noun would. */
const LENGTH_ADJECTIVES: Readonly<Record<string, string>> = { long: 'length', wide: 'width', deep: 'depth', thick: 'thickness', high: 'height' }

/** "1.4 cm in thickness": the length noun said after a quantity ending at `last`. */
export const lengthSaid = (norms: string[], last: number): string | null =>
  norms[last + 1] === 'in' && LENGTH_NOUNS.has(norms[last + 2] ?? '') ? norms[last + 2] : (LENGTH_ADJECTIVES[norms[last + 1] ?? ''] ?? null)

/** Of several lengths named by one word ("wound"), the one "in thickness" says, else the conventional one. */
export function lengthFieldOf(candidates: FieldSpec[], norms: string[], last: number): { field: FieldSpec; guessed: boolean } | null {
  const said = lengthSaid(norms, last)
  if (said) {
    // A size is its longest length: "an abrasion 3 cm long" is the abrasion's size.
    const field = candidates.find((f) => lastWord(f) === said) ?? (said === 'length' ? candidates.find((f) => lastWord(f) === 'size') : undefined)
    return field ? { field, guessed: false } : null
  }
  if (candidates.length === 1) return { field: candidates[0], guessed: !DEFAULT_LENGTH.includes(lastWord(candidates[0])) }
  for (const noun of DEFAULT_LENGTH) {
    const field = candidates.find((c) => lastWord(c) === noun)
    if (field) return { field, guessed: true }
  }
  return null
}

/**
 * "The right kidney is small and scarred at 95 grams", "weighed 3 hours after removal, at 1,310 grams":
 * "at" before a weight or a volume says the quantity of the thing named before it. Lengths after "at"
 * are places ("at 130 cm above the heel") and times are times, so only these two count.
 */
function weighedAt(norms: string[], j: number): FieldDimension | null {
  let i = j + 1
  while (i < norms.length && BRIDGE.has(norms[i]) && norms[i] !== 'at') i++
  const q = quantityAt(norms, i, norms.length)
  const dim = q ? unitDimension(q.unit) : null
  return dim === 'mass' || dim === 'volume' ? dim : null
}

/** Reads values said after a dimension verb, for the field named before the verb (or in the sentence before). */
export function readLinked(t: Tokenized, norms: string[], all: PhraseMatch[], fields: FieldSpec[] = []): LinkedValue[] {
  const out: LinkedValue[] = []
  for (let j = 0; j < t.tokens.length; j++) {
    const dim = VERB_DIMENSIONS[t.tokens[j].stem] ?? (norms[j] === 'at' ? weighedAt(norms, j) : null)
    if (!dim) continue
    const sentence = t.sentences.find((s) => s.first <= j && j < s.end)!
    let i = j + 1
    while (i < sentence.end && BRIDGE.has(norms[i])) i++
    // "has a fresh weight of": the noun repeats the verb's dimension.
    if (t.tokens[i]?.stem === 'weigh' && dim === 'mass') {
      i++
      while (i < sentence.end && BRIDGE.has(norms[i])) i++
    }
    const q = i < sentence.end ? quantityAt(norms, i, sentence.end) : null
    if (!q || (q.unit && unitDimension(q.unit) !== dim)) continue
    let subject = subjectBefore(norms, all, sentence.first, j, dim, fields)
    let score = 0.9
    if (!subject) {
      const lead = norms.slice(sentence.first, j).filter((w) => !BRIDGE.has(w) && w !== 'and' && w !== ',')
      const prev = t.sentences.find((s) => s.end === sentence.first)
      if (lead.length === 1 && PRONOUNS.has(lead[0]) && prev) {
        // "The heart is enlarged. It weighs 540 g.": the subject opens the sentence before.
        subject = all.find((m) => m.start >= prev.first && m.start <= prev.first + 2 && [m.field, ...m.rivals].some((f) => dimensionOf(f) === dim)) ?? null
        score = 0.85
      }
    }
    // "… contains 60 mL of urine": the name follows the quantity.
    if (!subject && dim === 'volume' && norms[q.last + 1] === 'of') {
      subject = all.find((m) => m.start >= q.last + 2 && m.start <= q.last + 3 && [m.field, ...m.rivals].some((f) => dimensionOf(f) === dim)) ?? null
    }
    // "Measuring 2.8 cm in length, the wound …": the name follows the participle.
    if (!subject && j === sentence.first) {
      subject = all.find((m) => m.start > q.last && m.start < sentence.end && [m.field, ...m.rivals].some((f) => dimensionOf(f) === dim)) ?? null
    }
    if (!subject) continue
    const candidates = [subject.field, ...subject.rivals].filter((f) => dimensionOf(f) === dim)
    const pick = dim === 'length' ? lengthFieldOf(candidates, norms, q.last) : { field: candidates[0], guessed: false }
    if (!pick) continue
    const { field } = pick
    // A guessed length ("the wound measures 2 cm": its length, most likely) is offered, not trusted:
    // and only when the name is the whole subject ("the wound track measures" is not the wound).
    const placed = placedBefore(norms, subject.end, j)
    if (pick.guessed) {
      if (subject.end !== j && !(norms[subject.end] === ',' && norms[subject.end + 1] === 'which') && !placed) continue
      score = Math.min(score, 0.75)
    }
    const fit = composeQuantity(field, q.digits, q.value, q.unit)
    if (!fit) continue
    // The place between the name and "measuring" is the place's own value, so the length claims only its words.
    out.push({ field, value: fit.value, score: fit.score * score, nameAt: placed ? q.first : subject.start, first: q.first, last: q.last })
  }
  return out
}

const PLACE_WORDS = new Set(['on', 'in', 'over', 'at', 'to', 'of', 'below', 'above', 'behind'])

/** "A stab wound on the left chest, 5 cm from the midline, measuring 2.5 cm": only a place stands between name and participle. */
function placedBefore(norms: string[], end: number, verb: number): boolean {
  return PLACE_WORDS.has(norms[end]) && norms[verb] === 'measuring' && norms[verb - 1] === ','
}

/** Who a sentence about the deceased starts with: "The deceased was …", "She is …", "The body is that of …". */
const PERSONS = new Set(['deceased', 'decedent', 'body', 'he', 'she', 'infant', 'child', 'baby', 'man', 'woman', 'boy', 'girl', 'victim', 'subject'])
const COPULAS = new Set(['is', 'was'])

export interface ValueNamed {
  field: FieldSpec
  value: string
  score: number
  first: number
  last: number
}

/**
 * "The deceased was a pedestrian", "She is edentulous", "The body is that of an adult male": a choice value
 * that only one field offers, said of the deceased, names its field without the field's name. Offered, not trusted.
 */
export function readValueNamed(t: Tokenized, norms: string[], fields: FieldSpec[]): ValueNamed[] {
  const owners = new Map<string, FieldSpec[]>()
  for (const f of fields) {
    if (f.def.kind !== 'choice') continue
    for (const c of f.def.choices) {
      const key = c.toLowerCase()
      owners.set(key, [...(owners.get(key) ?? []), f])
    }
  }
  const out: ValueNamed[] = []
  for (const s of t.sentences) {
    let i = s.first
    if (norms[i] === 'the') i++
    if (!PERSONS.has(norms[i]) || !COPULAS.has(norms[i + 1] ?? '')) continue
    for (let j = i + 2; j < s.end; j++) {
      if (norms[j] === 'not' || norms[j] === 'no') break
      for (const [value, fs] of owners) {
        if (fs.length !== 1) continue
        const words = value.split(/\s+/)
        if (!words.every((w, k) => norms[j + k] === w)) continue
        // Whole words only: "driver's" in "the driver's seat" is another token than "driver".
        out.push({ field: fs[0], value: fs[0].def.choices.find((c) => c.toLowerCase() === value)!, score: 0.7, first: j, last: j + words.length - 1 })
      }
    }
  }
  return out
}

/** "There were seven stab wounds", "11 stab wounds in all": a count said before the things counted. */
export function readCounts(t: Tokenized, norms: string[], fields: FieldSpec[]): ValueNamed[] {
  const out: ValueNamed[] = []
  for (const field of fields) {
    if (field.def.kind !== 'measurement' || field.def.dimension !== 'count') continue
    const words = field.def.name.toLowerCase().split(/[\s_-]+/).filter(Boolean)
    const things = words[0] === 'number' && words[1] === 'of' ? words.slice(2) : words.at(-1) === 'count' ? words.slice(0, -1) : []
    if (!things.length) continue
    const stems = things.map(stemWord)
    for (let i = 0; i < t.tokens.length; i++) {
      const num = t.tokens[i].punct ? null : parseNumber(norms, i)
      if (!num || !Number.isInteger(num.value)) continue
      const at = i + num.length
      if (!stems.every((s, k) => t.tokens[at + k]?.stem === s)) continue
      // "no more than 3 stab wounds" is a bound, "3 of the stab wounds" a part: only a plain count counts.
      if (['than', 'of', 'no', 'not'].includes(norms[i - 1] ?? '')) continue
      const fit = composeQuantity(field, num.digits, num.value, null)
      if (fit) out.push({ field, value: fit.value, score: Math.min(fit.score, 0.85), first: i, last: at + stems.length - 1 })
    }
  }
  return out
}

/** A value read from a "respectively" list, and the span of the names it answers. */
export interface ListedValue extends LinkedValue {
  namesStart: number
  namesEnd: number
}

/**
 * "The heart, liver and spleen weigh 410, 1,850 and 210 grams respectively": names listed before the numbers,
 * as many of each, taken in order. The unit said once (after the last number) holds for every number.
 */
export function readRespectively(t: Tokenized, norms: string[], all: PhraseMatch[]): ListedValue[] {
  const out: ListedValue[] = []
  for (const s of t.sentences) {
    const resp = norms.slice(s.first, s.end).indexOf('respectively')
    if (resp < 0) continue
    const end = s.first + resp
    let firstNum = -1
    for (let i = s.first; i < end && firstNum < 0; i++) if (!t.tokens[i].punct && parseNumber(norms, i)) firstNum = i
    if (firstNum < 0) continue
    // The names: matches before the first number, longest first where they overlap, joined only by commas and "and".
    const names: PhraseMatch[] = []
    for (const m of all.filter((x) => x.start >= s.first && x.end <= firstNum).sort((a, b) => a.start - b.start || b.end - a.end)) {
      const prev = names[names.length - 1]
      if (prev && m.start < prev.end) continue
      if (prev && !norms.slice(prev.end, m.start).every((w) => w === ',' || w === 'and' || w === 'the')) names.length = 0
      names.push(m)
    }
    // The numbers: a list of quantities joined by commas and "and", up to "respectively".
    const nums: Quantity[] = []
    for (let i = firstNum; i < end; ) {
      const q = quantityAt(norms, i, end)
      if (!q) break
      nums.push(q)
      i = q.last + 1
      while (i < end && (norms[i] === ',' || norms[i] === 'and')) i++
    }
    if (names.length < 2 || nums.length !== names.length) continue
    const unit = nums[nums.length - 1].unit
    const dim = unitDimension(unit)
    names.forEach((m, k) => {
      const q = nums[k]
      const said = q.unit ?? unit
      const field = [m.field, ...m.rivals].find((f) => dimensionOf(f) !== null && (dim === null || dimensionOf(f) === (unitDimension(said) ?? dim)))
      const fit = field && composeQuantity(field, q.digits, q.value, said)
      if (field && fit) out.push({ field, value: fit.value, score: fit.score * 0.9, nameAt: m.start, first: q.first, last: q.last, namesStart: names[0].start, namesEnd: end })
    })
  }
  return out
}

/** Words that end a header without naming the thing: "Wound measurements:", "Organ dimensions:". */
const HEADER_TAILS = new Set(['measurement', 'measurements', 'dimension', 'dimensions', 'size', 'sizes'])

/**
 * "Wound measurements: length 3.2 cm, width 0.9 cm, depth 11 cm": a header names the thing, and each bare
 * measure noun after the colon names the field "thing + noun" ("wound length").
 */
export function readHeaded(t: Tokenized, norms: string[], fields: FieldSpec[]): ValueNamed[] {
  const out: ValueNamed[] = []
  const byPhrase = new Map<string, FieldSpec>()
  for (const f of fields) if (f.def.kind === 'measurement') for (const p of f.def.phrases) byPhrase.set(p.split(' ').map(stemWord).join(' '), f)
  for (const s of t.sentences) {
    const colon = norms.slice(s.first, s.end).indexOf(':') + s.first
    if (colon < s.first + 1) continue
    let headEnd = colon
    while (headEnd > s.first && HEADER_TAILS.has(norms[headEnd - 1])) headEnd--
    const thing = t.tokens.slice(s.first, headEnd).filter((x) => !x.punct && x.norm !== 'the').map((x) => x.stem)
    if (!thing.length || headEnd === colon) continue
    for (let k = colon + 1; k < s.end; k++) {
      const field = byPhrase.get([...thing, t.tokens[k].stem].join(' '))
      if (!field || (k > colon + 1 && norms[k - 1] !== ',' && norms[k - 1] !== 'and')) continue
      const q = quantityAt(norms, k + 1, s.end)
      const fit = q && composeQuantity(field, q.digits, q.value, q.unit)
      if (q && fit) out.push({ field, value: fit.value, score: fit.score * 0.9, first: k, last: q.last })
    }
  }
  return out
}

/** A past or continuous form of a verb ("fell", "fallen", "jumped", "dropping"), not the word itself or its plural. */
function verbForm(norm: string, verb: string): boolean {
  if (norm === verb || norm === `${verb}s`) return false
  if (stemWord(norm) === stemWord(verb)) return true
  const base = norm.replace(/(?:ed|ing)$/, '')
  return base !== norm && (base === verb || base === `${verb}${verb.at(-1)}` || `${base}e` === verb)
}

/**
 * "He fell approximately 20 feet", "having fallen from a height of about 6 metres": a measure named after
 * an event ("fall height") is said with the event's verb and a quantity of the measure's kind after it in
 * the same sentence, with no other field named between. Offered, not trusted.
 */
export function readEventMeasures(t: Tokenized, norms: string[], fields: FieldSpec[], all: PhraseMatch[]): ValueNamed[] {
  const out: ValueNamed[] = []
  for (const field of fields) {
    const dim = dimensionOf(field)
    const words = field.def.name.toLowerCase().split(/[\s_-]+/).filter(Boolean)
    if (!dim || words.length !== 2 || !LENGTH_NOUNS.has(words[1])) continue
    for (let i = 0; i < t.tokens.length; i++) {
      if (!verbForm(norms[i], words[0])) continue
      const sentence = t.sentences.find((s) => s.first <= i && i < s.end)!
      for (let j = i + 1; j < sentence.end; j++) {
        if (all.some((m) => m.start === j && m.field !== field)) break
        const q = t.tokens[j].punct ? null : quantityAt(norms, j, sentence.end)
        if (!q) continue
        if (unitDimension(q.unit) !== dim) {
          j = q.last
          continue
        }
        // Said right after the verb ("fell 20 feet") or with the measure's own noun ("a height of about 9 metres"):
        // "she fell and struck her head, sustaining a 3 cm laceration" is no height.
        const direct = norms.slice(i + 1, q.first).every((w) => BRIDGE.has(w))
        const measured = norms.slice(Math.max(i + 1, q.first - 4), q.first).includes(words[1])
        const fit = (direct || measured) && composeQuantity(field, q.digits, q.value, q.unit)
        if (fit) out.push({ field, value: fit.value, score: Math.min(fit.score, 0.75), first: q.first, last: q.last })
        break
      }
    }
  }
  return out
}

/** Words that end what something contains: another statement about it, or an aside. */
const CONTENTS_ENDS = new Set(['which', 'that', 'were', 'was', 'and', 'but', 'while'])

/** The text of what is contained, from `from` to the clause's end: "small amount of brown mucoid fluid". */
function containedText(t: Tokenized, norms: string[], from: number, end: number): { first: number; last: number } | null {
  let first = from
  while (first < end && (norms[first] === 'a' || norms[first] === 'an' || norms[first] === 'the' || norms[first] === 'some')) first++
  let stop = first
  while (stop < end && !(norms[stop] === ',' && CONTENTS_ENDS.has(norms[stop + 1] ?? '')) && !(t.tokens[stop].punct && norms[stop] !== ',' && norms[stop] !== '-')) stop++
  while (stop > first && t.tokens[stop - 1].punct) stop--
  if (stop - first < 1 || stop - first > 20) return null
  if (['no', 'nothing', 'not'].includes(norms[first])) return null
  return { first, last: stop - 1 }
}

/**
 * "The stomach contains about 400 mL of brown fluid with tablet fragments", "the gastric contents, about 200 mL
 * of partially digested food": what an organ contains fills its "… contents" field, and the amount its
 * "… contents volume" field, when the tag set has them.
 */
export function readContents(t: Tokenized, norms: string[], fields: FieldSpec[]): ValueNamed[] {
  const byThing = (suffix: string[], kind: 'text' | 'measurement') => {
    const map = new Map<string, FieldSpec>()
    for (const f of fields) {
      if (f.def.kind !== kind || (kind === 'measurement' && dimensionOf(f) !== 'volume')) continue
      for (const p of f.def.phrases) {
        const words = p.split(' ')
        if (words.length > suffix.length && suffix.every((s, k) => words[words.length - suffix.length + k] === s)) {
          map.set(words.slice(0, -suffix.length).map(stemWord).join(' '), f)
        }
      }
    }
    return map
  }
  const texts = byThing(['contents'], 'text')
  const volumes = byThing(['contents', 'volume'], 'measurement')
  const out: ValueNamed[] = []
  for (const s of t.sentences) {
    for (let j = s.first; j < s.end; j++) {
      const verb = t.tokens[j].stem === 'contain' && norms[j] !== 'containing'
      const named = !verb && t.tokens[j].stem === 'content' && norms[j + 1] === ','
      if (!verb && !named) continue
      // The thing: one or two words before the verb ("the stomach contains"), or before "contents".
      const things = [t.tokens.slice(j - 1, j), t.tokens.slice(j - 2, j)].map((ts) => (ts.every((x) => !x.punct && x.norm !== 'the') ? ts.map((x) => x.stem).join(' ') : ''))
      const thing = things.find((k) => k && (texts.has(k) || volumes.has(k)))
      if (!thing) continue
      let i = j + 1
      while (i < s.end && (BRIDGE.has(norms[i]) || norms[i] === ',') && norms[i] !== 'of') i++
      const q = quantityAt(norms, i, s.end)
      const volume = volumes.get(thing)
      let descFrom = j + 1
      if (q && unitDimension(q.unit) === 'volume') {
        const fit = volume && composeQuantity(volume, q.digits, q.value, q.unit)
        if (volume && fit) out.push({ field: volume, value: fit.value, score: fit.score * 0.9, first: q.first, last: q.last })
        if (norms[q.last + 1] !== 'of') continue
        descFrom = q.last + 2
      } else if (named) continue
      const text = texts.get(thing)
      const span = text ? containedText(t, norms, descFrom, s.end) : null
      if (text && span) out.push({ field: text, value: textBetween(t, span.first, span.last), score: 0.8, first: span.first, last: span.last })
    }
  }
  return out
}

/**
 * "The deceased was a 54-year-old male", "a man aged 71 years": the age of the deceased, said in a sentence
 * about them, fills the age field (a duration field whose name holds "age"). Offered, not trusted: a
 * sentence may name someone else's age.
 */
export function readAges(t: Tokenized, norms: string[], fields: FieldSpec[]): ValueNamed[] {
  // The deceased's age: "Age", "Age estimate", "Stated age", not "Gestational age" (an age of its own kind).
  const ages = fields.filter((f) => {
    const words = f.def.name.toLowerCase().split(/[\s_-]+/)
    return dimensionOf(f) === 'duration' && (words[0] === 'age' || (words.length === 2 && words[1] === 'age' && ['stated', 'apparent', 'estimated'].includes(words[0])))
  })
  if (ages.length !== 1) return []
  const field = ages[0]
  const out: ValueNamed[] = []
  for (const s of t.sentences) {
    let i = s.first
    if (norms[i] === 'the') i++
    if (!PERSONS.has(norms[i])) continue
    for (let j = i + 1; j < s.end; j++) {
      const aged = norms[j - 1] === 'aged'
      const q = t.tokens[j].punct ? null : quantityAt(norms, j, s.end)
      if (!q || (!aged && !(q.unit === 'years' && norms[q.last + 1] === 'old'))) continue
      if (q.unit && unitDimension(q.unit) !== 'duration') continue
      const fit = composeQuantity(field, q.digits, q.value, q.unit ?? 'years')
      if (fit) out.push({ field, value: fit.value, score: Math.min(fit.score, 0.75), first: q.first, last: q.last })
      break
    }
  }
  return out
}
