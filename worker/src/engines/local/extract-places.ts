import { BEING, NEGATIONS } from '@shared/src/tags/lexicon'
import { BODY_REGIONS } from '@shared/src/tags/body-regions'
import { quantityAt } from '@shared/src/tags/quantity'
import { parseUnit, unitInfo } from '@shared/src/tags/units'
import { phraseWords } from '@shared/src/tags/vocabulary'
import type { FieldSpec, PhraseMatch } from './extract-phrases'
import type { ValueNamed } from './extract-linked'
import { RELATIONS, stemWord, textBetween, type Tokenized } from './extract-tokens'
import { TRUST } from './trust'

/**
 * Where a wound, bruise or mark is, said right after it without a verb: "A stab wound on the left chest",
 * "a bruise 4 x 3 cm on the outer aspect of the right thigh", "a stab wound 3 cm long, 20 cm below the right
 * armpit". The thing names its location field ("wound location" without "location"); the place runs from a
 * place word, or from a distance said with a relation ("20 cm below"), to the end of the clause, and must
 * hold a region of the body.
 */

const PLACE_ASPECTS = new Set(['location', 'site'].map(stemWord))
const PREPOSITIONS = new Set(['on', 'in', 'over', 'at', 'behind', 'above', 'below', 'beneath', 'under', 'across', 'near', 'within', 'to'])
const LENGTH_WORDS = new Set(['long', 'wide', 'deep', 'across', 'in', 'length', 'width', 'depth', 'diameter', 'maximum', 'dimension'])
/** Words that end the place: another statement about the thing, or something it comes with. */
const PLACE_ENDS = new Set([
  'with', 'measuring', 'measures', 'measured', 'extending', 'passing', 'which', 'that', 'and', 'where', 'but', 'while', ';', ':', '.',
])
const MAX_WORDS = 12

interface Thing {
  field: FieldSpec
  stems: string[]
  /** The thing as the field's own name says it, not a synonym or a lexicon guess. */
  own: boolean
}

function thingsOf(fields: FieldSpec[]): Thing[] {
  const out: Thing[] = []
  for (const field of fields) {
    if (field.def.kind !== 'text') continue
    for (const phrase of [field.def.name, ...field.def.phrases]) {
      const words = phraseWords(phrase)
      if (words.length < 2 || !PLACE_ASPECTS.has(stemWord(words[words.length - 1]))) continue
      const stems = words.slice(0, -1).map(stemWord)
      const known = out.some((x) => x.field === field && x.stems.join(' ') === stems.join(' '))
      if (!known) out.push({ field, stems, own: phrase === field.def.name })
    }
  }
  return out
}

/** A length said with its unit at i ("3 cm", "4 x 3 cm"); the index after it, or i when there is none. */
function skipLength(norms: string[], i: number, end: number): number {
  const q = quantityAt(norms, i, { end, sizes: true })
  return q?.unit && unitInfo(q.unit)?.dimension === 'length' ? q.last + 1 : i
}

/** "20 cm below", "6 cm lateral to": a distance and the relation it is measured in. */
function distanceRelation(norms: string[], i: number, end: number): boolean {
  const j = skipLength(norms, i, end)
  return j > i && RELATIONS.has(norms[j] ?? '')
}

/**
 * "A laceration of the scalp", "a 5 cm laceration of the scalp": "of" gives the place of a finding introduced by
 * an article or its size; in "1b stab wound of the chest" the words are a cause of death, not a finding's place.
 */
function introduced(norms: string[], at: number): boolean {
  const prev = norms[at - 1] ?? ''
  const unit = parseUnit(norms, at - 1)
  return prev === 'a' || prev === 'an' || prev === 'the' || (unit !== null && unitInfo(unit.unit)?.dimension === 'length')
}

export function readPlaces(t: Tokenized, norms: string[], fields: FieldSpec[], all: PhraseMatch[]): ValueNamed[] {
  const things = thingsOf(fields)
  const hits: { thing: Thing; at: number; end: number }[] = []
  for (const thing of things) {
    for (let i = 0; i + thing.stems.length <= t.tokens.length; i++) {
      const said = thing.stems.every((s, k) => !t.tokens[i + k].punct && t.tokens[i + k].stem === s)
      if (said) hits.push({ thing, at: i, end: i + thing.stems.length })
    }
  }
  const out: ValueNamed[] = []
  for (const hit of hits) {
    // "the entrance wound on the right temple" is the entrance wound's place, not any wound's.
    if (hits.some((h) => h !== hit && h.at <= hit.at && hit.end <= h.end && h.end - h.at > hit.end - hit.at)) continue
    // "A laceration over the eyebrow": a field whose own name says "laceration" takes it before any wound's.
    if (!hit.thing.own && hits.some((h) => h.at === hit.at && h.end === hit.end && h.thing.own)) continue
    if ([norms[hit.at - 1], norms[hit.at - 2]].some((w) => NEGATIONS.has(w ?? ''))) continue
    const sentence = t.sentences.find((s) => s.first <= hit.at && hit.at < s.end)!
    const end = sentence.end
    let j = hit.end
    while (j < end && BEING.has(norms[j])) j++
    // "a bruise 4 x 3 cm on …", "a stab wound 3 cm long, 20 cm below …": the size comes first.
    const sized = skipLength(norms, j, end)
    if (sized > j) {
      j = sized
      while (j < end && LENGTH_WORDS.has(norms[j])) j++
      if (norms[j] === ',') j++
    }
    let start: number
    if (PREPOSITIONS.has(norms[j] ?? '') || (norms[j] === 'of' && j === hit.end && introduced(norms, hit.at))) {
      start = j + 1
      while (start < end && (norms[start] === 'the' || norms[start] === 'a' || norms[start] === 'an')) start++
    } else if (distanceRelation(norms, j, end)) start = j
    else continue
    const otherName = (k: number) => all.some((m) => m.start === k && !things.some((x) => x.field === m.field))
    let stop = start
    while (stop < end && !PLACE_ENDS.has(norms[stop]) && !otherName(stop)) {
      // ", 6 cm lateral to the umbilicus" goes on with the place; ", 5 cm from the midline" names a field of its own.
      if (norms[stop] === ',') {
        const next = stop + 1
        const nameAfter = all.some((m) =>
          m.start > next && m.start <= skipLength(norms, next, end) + 1 && !things.some((x) => x.field === m.field))
        if (!distanceRelation(norms, next, end) || nameAfter) break
      }
      stop++
    }
    if (stop === start || stop - start > MAX_WORDS) continue
    const words = t.tokens.slice(start, stop)
    if (!words.some((w) => BODY_REGIONS.has(w.norm) || BODY_REGIONS.has(w.stem))) continue
    out.push({ field: hit.thing.field, value: textBetween(t, start, stop - 1), score: TRUST.ticked, first: start, last: stop - 1 })
  }
  return out
}
