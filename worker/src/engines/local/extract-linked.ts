import type { FieldDimension } from '@shared/src/tags/field'
import { quantityAt as sizeAt } from '@shared/src/tags/quantity'
import { ASPECT_STEMS, MEASURE_STEMS, type FieldSpec, type PhraseMatch } from './extract-phrases'
import { BRIDGE, dimensionOf, LENGTH_NOUNS, quantityAt, unitDimension } from './extract-quantity'
import { RELATIONS, stemWord, type Tokenized } from './extract-tokens'
import { composeQuantity } from './extract-values'
import { TRUST } from './trust'

/**
 * A value said after a dimension verb ("weighs", "measures", "contains", "at" before a weight) goes to the field named
 * before the verb; and the shapes of values read apart from their field's name (LinkedValue, ValueNamed).
 */

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

/** A wound or organ that "measures 2.5 cm" without saying which way: its length, by convention. */
const DEFAULT_LENGTH = ['length', 'size']

/** A pronoun subject refers to the subject of the sentence before. */
const PRONOUNS = new Set(['it', 'which', 'this'])
/**
 * Words that end the clause chain a verb can look back through: another subject begins. Right before the verb they begin
 * none ("the brain is swollen but weighs 1460 grams": the verb's subject is the brain).
 */
const CHAIN_BREAKS = new Set(['while', 'whereas', 'but', 'although', 'though'])

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
export function subjectBefore(
  norms: string[],
  all: PhraseMatch[],
  from: number,
  at: number,
  dim: FieldDimension,
  fields: FieldSpec[] = [],
): PhraseMatch | null {
  for (let k = at - 1; k >= from; k--) {
    if (CHAIN_BREAKS.has(norms[k]) && k < at - 1) return null
    const q = quantityAt(norms, k, norms.length)
    // "the heart weighs 410 g and the liver weighs 1,850 g": a quantity of the same kind belongs to an earlier name;
    // "5 cm from the midline" places the thing rather than measuring it.
    const placing = q && RELATIONS.has(norms[q.last + 1] ?? '')
    if (q && !placing && !/^\d/.test(norms[k - 1] ?? '') && unitDimension(q.unit) === dim) return null
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
const LENGTH_ADJECTIVES: Readonly<Record<string, string>> = {
  long: 'length',
  wide: 'width',
  deep: 'depth',
  thick: 'thickness',
  high: 'height',
}

/** "1.4 cm in thickness": the length noun said after a quantity ending at `last`. */
export const lengthSaid = (norms: string[], last: number): string | null =>
  norms[last + 1] === 'in' && LENGTH_NOUNS.has(norms[last + 2] ?? '') ? norms[last + 2] : (LENGTH_ADJECTIVES[norms[last + 1] ?? ''] ?? null)

/** Of several lengths named by one word ("wound"), the one "in thickness" says, else the conventional one. */
export function lengthFieldOf(candidates: FieldSpec[], norms: string[], last: number): { field: FieldSpec; guessed: boolean } | null {
  const said = lengthSaid(norms, last)
  if (said) {
    // A size is its longest length: "an abrasion 3 cm long" is the abrasion's size.
    const field =
      candidates.find((f) => lastWord(f) === said) ?? (said === 'length' ? candidates.find((f) => lastWord(f) === 'size') : undefined)
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
    // "The brain is swollen and weighs and 1460 grams": an "and" right after the verb is a word the recogniser put in a
    // pause, never one said; the quantity after it counts only with a unit of the verb's dimension, offered, not trusted.
    const paused = norms[i] === 'and'
    if (paused) i++
    while (i < sentence.end && BRIDGE.has(norms[i])) i++
    // "has a fresh weight of": the noun repeats the verb's dimension.
    if (t.tokens[i]?.stem === 'weigh' && dim === 'mass') {
      i++
      while (i < sentence.end && BRIDGE.has(norms[i])) i++
    }
    // "measures 30 x 20 mm": a size is read whole, never as its first dimension.
    const size = dim === 'length' && i < sentence.end ? sizeAt(norms, i, { end: sentence.end, sizes: true }) : null
    const q = size?.digits.includes(' x ') ? size : i < sentence.end ? quantityAt(norms, i, sentence.end) : null
    if (!q || (q.unit && unitDimension(q.unit) !== dim) || (paused && !q.unit)) continue
    let subject = subjectBefore(norms, all, sentence.first, j, dim, fields)
    let score: number = paused ? TRUST.probable : TRUST.sure
    if (!subject) {
      const lead = norms.slice(sentence.first, j).filter((w) => !BRIDGE.has(w) && w !== 'and' && w !== ',')
      const prev = t.sentences.find((s) => s.end === sentence.first)
      if (lead.length === 1 && PRONOUNS.has(lead[0]) && prev) {
        // "The heart is enlarged. It weighs 540 g.": the subject opens the sentence before.
        subject = all.find((m) =>
          m.start >= prev.first && m.start <= prev.first + 2 && [m.field, ...m.rivals].some((f) => dimensionOf(f) === dim)) ?? null
        score = TRUST.likely
      }
    }
    // "The spleen is soft, the foot length and weighs 210 g" (a recogniser's forced name between): the verb measures the
    // field of its dimension named before the other name. Offered, not trusted.
    const between = subject ? undefined : all.findLast((m) => m.start >= sentence.first && m.end <= j)
    if (!subject && between && norms[j - 1] === 'and') {
      subject = subjectBefore(norms, all, sentence.first, between.start, dim, fields)
      score = TRUST.probable
    }
    // "… contains 60 mL of urine": the name follows the quantity.
    if (!subject && dim === 'volume' && norms[q.last + 1] === 'of') {
      subject = all.find((m) =>
        m.start >= q.last + 2 && m.start <= q.last + 3 && [m.field, ...m.rivals].some((f) => dimensionOf(f) === dim)) ?? null
    }
    // "Measuring 2.8 cm in length, the wound …": the name follows the participle.
    if (!subject && j === sentence.first) {
      subject = all.find((m) =>
        m.start > q.last && m.start < sentence.end && [m.field, ...m.rivals].some((f) => dimensionOf(f) === dim)) ?? null
    }
    if (!subject) continue
    const candidates = [subject.field, ...subject.rivals].filter((f) => dimensionOf(f) === dim)
    const pick = dim === 'length' ? lengthFieldOf(candidates, norms, q.last) : { field: candidates[0], guessed: false }
    if (!pick) continue
    const { field } = pick
    // "The blade measured 19 by 2.5 cm", "19 cm by 2.5 cm": a size is a thing's, never the value of a single length ("foot
    // length"); only a size field takes it.
    const sized = size?.digits.includes(' x ') || (norms[q.last + 1] === 'by' && quantityAt(norms, q.last + 2, sentence.end) !== null)
    if (sized && !SIZE_NOUNS.has(lastWord(field))) continue
    // A guessed length ("the wound measures 2 cm": its length, most likely) is offered, not trusted:
    // and only when the name is the whole subject ("the wound track measures" is not the wound).
    const placed = placedBefore(norms, subject.end, j)
    if (pick.guessed) {
      if (subject.end !== j && !(norms[subject.end] === ',' && norms[subject.end + 1] === 'which') && !placed) continue
      score = Math.min(score, TRUST.probable)
    }
    const fit = composeQuantity(field, q.digits, q.value, q.unit)
    if (!fit) continue
    // The place between the name and the verb ("the bruise on the right thigh measures 4 cm") is the place's own value,
    // so the length claims only its words.
    const claimsQuantity = placed || (PLACE_WORDS.has(norms[subject.end]) && j > subject.end + 1)
    const nameAt = claimsQuantity ? q.first : subject.start
    out.push({ field, value: fit.value, score: fit.score * score, nameAt, first: q.first, last: q.last })
  }
  return out
}

/**
 * "The scalp hair is grey and 9 cm long", "the ligature mark is horizontal and 15 mm wide": the adjective after a
 * quantity says which measure of the thing named before it, as a verb would ("measures 9 cm").
 */
export function readMeasuredBy(t: Tokenized, norms: string[], all: PhraseMatch[], fields: FieldSpec[]): LinkedValue[] {
  const out: LinkedValue[] = []
  for (const s of t.sentences) {
    for (let j = s.first + 1; j < s.end; j++) {
      if (!LENGTH_ADJECTIVES[norms[j]]) continue
      // The quantity that ends right before the adjective, from its first word ("twenty five mm long").
      let q = null
      for (let k = Math.max(s.first, j - 6); k < j && !q; k++) {
        const at = t.tokens[k].punct ? null : quantityAt(norms, k, j)
        if (at && at.last === j - 1 && norms[k - 1] !== 'x') q = at
      }
      if (!q || q.last !== j - 1 || !q.unit || unitDimension(q.unit) !== 'length') continue
      const subject = subjectBefore(norms, all, s.first, q.first, 'length', fields)
      if (!subject) continue
      const pick = lengthFieldOf([subject.field, ...subject.rivals].filter((f) => dimensionOf(f) === 'length'), norms, q.last)
      const fit = pick && !pick.guessed ? composeQuantity(pick.field, q.digits, q.value, q.unit) : null
      // The measure claims only its own words: a place said between the name and it stays the place's value.
      if (fit) out.push({ field: pick!.field, value: fit.value, score: fit.score * 0.85, nameAt: q.first, first: q.first, last: q.last })
    }
  }
  return out
}

/** The last words of fields a size ("14 x 8 x 4 cm") is the value of. */
const SIZE_NOUNS = new Set(['size', 'dimensions'])

const PLACE_WORDS = new Set(['on', 'in', 'over', 'at', 'to', 'of', 'below', 'above', 'behind'])

/** "A stab wound on the left chest, 5 cm from the midline, measuring 2.5 cm": only a place stands between name and participle. */
function placedBefore(norms: string[], end: number, verb: number): boolean {
  return PLACE_WORDS.has(norms[end]) && norms[verb] === 'measuring' && norms[verb - 1] === ','
}

/** A value read apart from its field's name, and its first and last token. */
export interface ValueNamed {
  field: FieldSpec
  value: string
  score: number
  first: number
  last: number
}
