import { parseNumber } from '@shared/src/tags/numbers'
import type { FieldSpec, PhraseMatch } from './extract-phrases'
import type { ValueNamed } from './extract-linked'
import { BRIDGE, dimensionOf, LENGTH_NOUNS, quantityAt, unitDimension } from './extract-quantity'
import { stemWord, textBetween, type Tokenized } from './extract-tokens'
import { composeQuantity } from './extract-values'
import { DISCOUNT, TRUST } from './trust'

/**
 * Values whose field's name is said only in parts, apart: the things a count counts ("seven stab wounds"), a
 * header's thing and a measure noun after it ("Wound measurements: length 3.2 cm"), an event's verb ("fell 20 feet").
 */

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
      if (fit) out.push({ field, value: fit.value, score: Math.min(fit.score, TRUST.likely), first: i, last: at + stems.length - 1 })
    }
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
  for (const f of fields) {
    if (f.def.kind === 'measurement') for (const p of f.def.phrases) byPhrase.set(p.split(' ').map(stemWord).join(' '), f)
  }
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
      if (q && fit) out.push({ field, value: fit.value, score: fit.score * DISCOUNT.indirect, first: k, last: q.last })
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
        if (fit) out.push({ field, value: fit.value, score: Math.min(fit.score, TRUST.probable), first: q.first, last: q.last })
        break
      }
    }
  }
  return out
}

/**
 * "Contributing: chronic obstructive pulmonary disease": a heading of one word that opens the names of exactly one
 * text field, and of no other field, stands for that field's name; the rest of the sentence is its value.
 */
export function readLabels(t: Tokenized, norms: string[], fields: FieldSpec[], named: PhraseMatch[]): ValueNamed[] {
  const out: ValueNamed[] = []
  for (const s of t.sentences) {
    if (norms[s.first + 1] !== ':' || t.tokens[s.first].punct || named.some((m) => m.start === s.first)) continue
    const stem = t.tokens[s.first].stem
    const opens = fields.filter((f) => f.def.phrases.some((p) => p.includes(' ') && stemWord(p.split(' ')[0]) === stem))
    if (opens.length !== 1 || opens[0].def.kind !== 'text') continue
    let last = s.end - 1
    while (last > s.first + 1 && t.tokens[last].punct) last--
    if (last <= s.first + 1 || last - s.first > 25) continue
    out.push({ field: opens[0], value: textBetween(t, s.first + 2, last), score: TRUST.offered, first: s.first + 2, last })
  }
  return out
}
