import type { FieldDefinition } from '@shared/src/tags/field'
import { fieldDefinition, fieldNamings, type NamingSource } from '@shared/src/tags/field-definition'
import { unitInfo } from '@shared/src/tags/units'
import { MEASURE_NOUN_DIMENSIONS } from '@shared/src/tags/field-lexicon'
import { MEASURE_NOUNS, phraseWords } from '@shared/src/tags/vocabulary'
import type { TagInfo } from '../types'
import { RELATIONS, stemWord, type Tokenized } from './extract-tokens'

/** A tag prepared for matching: its field definition and the word sequences that name it. */
export interface FieldSpec {
  tag: TagInfo
  def: FieldDefinition
  /** Dimension of the field's unit as units.ts names it ('mass', 'ratio', 'time'), when the unit is known. */
  unitDimension: string | null
  variants: Variant[]
}

interface Variant {
  words: string[]
  stems: string[]
  /** How the phrase came to name the field: the name, a synonym, or inferred (medical adjective, abbreviation). */
  source: NamingSource
  /** Said as written in the vocabulary (not reordered or shortened). */
  literal: boolean
  /** Shortened form ("heart" for "heart weight"): only counts when a number follows directly. */
  weak: boolean
}

export interface PhraseMatch {
  field: FieldSpec
  /** Other fields named by exactly the same words (same alias configured twice, or two shortened forms). */
  rivals: FieldSpec[]
  start: number
  /** Exclusive token index. */
  end: number
  exact: boolean
  weak: boolean
  source: NamingSource
  /** The field outranks every rival: it is in the report, or named by its own name where they are named by a synonym. */
  outranks?: boolean
}

const SOURCE_RANK: Record<NamingSource, number> = { name: 0, synonym: 1, inferred: 2 }

// Nouns that turn an organ into a measured field; "weight of the heart" is the same field as "heart weight".
export const MEASURE_STEMS = new Set([...MEASURE_NOUNS, ...Object.keys(MEASURE_NOUN_DIMENSIONS), 'weights'].map(stemWord))
/**
 * Nouns that make a described aspect of something a field ("tongue position", "entrance wound location"):
 * the thing alone names the field when it is followed by a verb of being ("the tongue is protruding").
 */
export const ASPECT_STEMS = new Set(
  ['location', 'site', 'position', 'colour', 'color', 'course', 'direction', 'material', 'appearance', 'method', 'consistency', 'texture']
    .map(stemWord),
)
/** Head nouns a pathologist leaves out when the organ is clear ("tricuspid 12 cm" for the tricuspid valve). */
const GENERIC_STEMS = new Set(['valve', 'artery', 'gland', 'wall', 'stem', 'free'].map(stemWord))

const variant = (words: string[], source: NamingSource, literal: boolean, weak: boolean): Variant => ({
  words,
  stems: words.map(stemWord),
  source,
  literal,
  weak,
})

/** Prepares a tag for matching: phrases from its field definition, plus spoken reorderings. */
const built = new WeakMap<TagInfo, FieldSpec>()

/** The field model of a tag, built once per tag object (a job reads its tags once; its readers and checks share them). */
export function buildField(tag: TagInfo): FieldSpec {
  let field = built.get(tag)
  if (!field) {
    field = buildFieldOnce(tag)
    built.set(tag, field)
  }
  return field
}

function buildFieldOnce(tag: TagInfo): FieldSpec {
  const def = fieldDefinition(tag)
  const variants: Variant[] = []
  for (const { phrase, source } of fieldNamings(tag)) {
    const words = phraseWords(phrase)
    if (!words.length) continue
    variants.push(variant(words, source, true, false))
    // "Height above heel" is said "130 cm above the heel": the place names the field, after its value.
    if (words.length >= 3 && MEASURE_STEMS.has(stemWord(words[0])) && RELATIONS.has(words[1]) && def.kind === 'measurement') {
      const place = words.slice(2)
      variants.push(variant([words[1], 'the', ...place], source, false, false))
      variants.push(variant([words[1], ...place], source, false, false))
    }
    const last = words[words.length - 1]
    // "Aortic atherosclerosis" is said "atherosclerosis of the aorta": a finding of an organ named after it.
    if (words.length === 2 && source === 'inferred' && !MEASURE_STEMS.has(stemWord(last)) && !ASPECT_STEMS.has(stemWord(last))) {
      variants.push(variant([last, 'of', 'the', words[0]], source, false, false))
    }
    if (words.length >= 2 && def.kind !== 'measurement' && ASPECT_STEMS.has(stemWord(last))) {
      const rest = words.slice(0, -1)
      variants.push(variant([last, 'of', 'the', ...rest], source, false, false))
      variants.push(variant(rest, source, false, true))
    }
    // "Colour of the scalp hair": the thing said alone ("scalp hair black") is described like "hair colour"'s "hair".
    const aspectOfThe = ASPECT_STEMS.has(stemWord(words[0])) && words[1] === 'of' && words[2] === 'the'
    if (words.length >= 4 && def.kind !== 'measurement' && aspectOfThe) {
      variants.push(variant(words.slice(3), source, false, true))
    }
    if (words.length >= 2 && MEASURE_STEMS.has(stemWord(last))) {
      const rest = words.slice(0, -1)
      variants.push(variant([last, 'of', 'the', ...rest], source, false, false))
      variants.push(variant([last, 'of', ...rest], source, false, false))
      if (def.kind === 'measurement') {
        variants.push(variant(rest, source, false, true))
        let short = rest
        while (short.length >= 2 && GENERIC_STEMS.has(stemWord(short[short.length - 1]))) short = short.slice(0, -1)
        // "lung" from "lung valve" (itself inferred from "pulmonary valve") would name the lungs' own fields.
        if (short !== rest && source !== 'inferred') variants.push(variant(short, source, false, true))
      }
    }
  }
  // "Crown-rump length" is said "crown to rump length"; "post-mortem interval" is written "postmortem interval".
  const hyphened = [tag.name, tag.description ?? '', ...(def.phrases ?? [])]
    .flatMap((text) => [...text.toLowerCase().matchAll(/(\p{L}+)-(\p{L}+)/gu)].map((m) => [m[1], m[2]] as const))
  for (const v of [...variants]) {
    for (const [a, b] of hyphened) {
      const at = v.words.findIndex((w, k) => w === a && v.words[k + 1] === b)
      if (at < 0) continue
      variants.push(variant([...v.words.slice(0, at), a, 'to', b, ...v.words.slice(at + 2)], v.source, false, v.weak))
      variants.push(variant([...v.words.slice(0, at), `${a}${b}`, ...v.words.slice(at + 2)], v.source, false, v.weak))
    }
  }
  const unitDimension = def.unit ? (unitInfo(def.unit)?.dimension ?? null) : null
  return { tag, def, unitDimension, variants }
}

function matchesAt(t: Tokenized, i: number, v: Variant): { exact: boolean } | null {
  if (i + v.stems.length > t.tokens.length) return null
  let exact = v.literal
  for (let k = 0; k < v.stems.length; k++) {
    const tok = t.tokens[i + k]
    if (tok.punct || tok.stem !== v.stems[k]) return null
    if (tok.norm !== v.words[k]) exact = false
  }
  return { exact }
}

// Words after which a shortened organ name is a place, not the field: "on the left chest, 5 cm".
const WEAK_OPENERS = new Set(['the', 'a', 'an', 'and', 'both', 'each', ',', ':', '.', ';', 'with', 'of'])

/**
 * "a height of about 9 metres" is some height, not the body's: an indefinite article before a
 * measure's name speaks of another measure ("a bruise measuring …" is still the bruise).
 * A shortened name counts only at the start of its clause.
 */
function namesTheField(t: Tokenized, i: number, v: Variant, field: FieldSpec): boolean {
  const prev = t.tokens[i - 1]
  // "a rectal temperature of 30 degrees" is qualified by the field's own words: still the field.
  const indefinite = prev && (prev.norm === 'a' || prev.norm === 'an')
  if (indefinite && v.stems.length === 1 && MEASURE_STEMS.has(v.stems[0])) return false
  if (prev && (prev.norm === 'a' || prev.norm === 'an') && MEASURE_STEMS.has(v.stems[0])) return false
  if (!v.weak || !prev || prev.boundary || WEAK_OPENERS.has(prev.norm)) return true
  // "30 mL of subdural blood" for "Subdural haematoma volume" named "blood volume": the field's own qualifier.
  const ownWord = phraseWords(field.def.name).map(stemWord).includes(prev.stem)
  if (!prev.punct && !PART_WORDS.has(prev.norm) && !v.stems.includes(prev.stem) && ownWord) return true
  // "a stab wound 3 cm long", "80 mL of clear urine": one word saying what kind of thing, after an article or "of";
  // not a side or a part of it.
  const before = t.tokens[i - 2]
  const opener = before && (ARTICLES.has(before.norm) || before.norm === 'of')
  return Boolean(opener && !prev.punct && !PART_WORDS.has(prev.norm) && !/^\d/.test(prev.norm))
}

const ARTICLES = new Set(['a', 'an', 'the'])
/** Words that make a shortened name a part or side of the thing ("the left chest", "the upper lip"), not a kind of it. */
const PART_WORDS = new Set([
  'left', 'right', 'upper', 'lower', 'front', 'back', 'outer', 'inner', 'anterior', 'posterior', 'lateral', 'medial', 'middle',
  'both', 'each', 'other', 'this', 'that', 'same', 'whole', 'entire', 'no', 'second', 'first', 'third',
])

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end

function outranksLonger(c: PhraseMatch, longer: PhraseMatch, inReport: ReadonlySet<string>): boolean {
  if (c.weak || longer.weak || c.start < longer.start || c.end > longer.end || longer.source === 'name') return false
  return c.source === 'name' && inReport.has(c.field.tag.id) && !inReport.has(longer.field.tag.id)
}

/**
 * Every place a field is named, longest phrase first so "left lung weight" is never read as
 * a shorter "lung weight", then in transcript order. Same-words matches become rivals.
 * A shortened phrase ("heart") counts only where weakAllowed says a value follows at once.
 */
export function findPhraseMatches(
  t: Tokenized,
  fields: FieldSpec[],
  weakAllowed: (end: number, field: FieldSpec) => boolean,
  inReport: ReadonlySet<string> = new Set(),
): PhraseMatch[] {
  // The report's own fields first, then a field's own name before a synonym, before a name the lexicon inferred.
  const rank = (m: PhraseMatch) => (inReport.has(m.field.tag.id) ? 0 : 3) + SOURCE_RANK[m.source]
  const candidates: PhraseMatch[] = []
  for (const field of fields) {
    for (let i = 0; i < t.tokens.length; i++) {
      for (const v of field.variants) {
        const m = matchesAt(t, i, v)
        if (m && namesTheField(t, i, v, field) && (!v.weak || weakAllowed(i + v.stems.length, field))) {
          candidates.push({ field, rivals: [], start: i, end: i + v.stems.length, exact: m.exact, weak: v.weak, source: v.source })
        }
      }
    }
  }
  candidates.sort(
    (a, b) =>
      b.end - b.start - (a.end - a.start) ||
      Number(a.weak) - Number(b.weak) ||
      rank(a) - rank(b) ||
      Number(b.exact) - Number(a.exact) ||
      Number(a.source === 'inferred') - Number(b.source === 'inferred') ||
      a.start - b.start,
  )
  const accepted: PhraseMatch[] = []
  for (const c of candidates) {
    const clash = accepted.find((a) => overlaps(a, c))
    if (!clash) accepted.push(c)
    // "Deep rectal temperature 27 degrees" with the report's own "Rectal temperature": the report's field named by
    // its own name beats a longer phrase that names a field outside the report by a synonym.
    else if (outranksLonger(c, clash, inReport)) accepted.splice(accepted.indexOf(clash), 1, c)
    // "Laceration length" named by the administrator beats "wound length" said of a laceration by the lexicon.
    else if (c.source === 'inferred' && clash.source !== 'inferred' && clash.weak === c.weak) continue
    // Same words: rivals, and the value decides ("gastric contents 250 mL" is the volume, not the contents).
    else if (clash.start === c.start && clash.end === c.end && (clash.weak === c.weak || c.field.def.kind !== clash.field.def.kind)) {
      const known = clash.field === c.field || clash.rivals.includes(c.field)
      if (known) continue
      clash.outranks = clash.rivals.length ? clash.outranks && rank(clash) < rank(c) : rank(clash) < rank(c)
      clash.rivals.push(c.field)
    }
  }
  return accepted.sort((a, b) => a.start - b.start)
}
