import { BEING_VERBS } from '@shared/src/tags/lexicon'
import type { FieldSpec } from './extract-phrases'
import type { ValueNamed } from './extract-linked'
import { BRIDGE, dimensionOf, quantityAt, unitDimension } from './extract-quantity'
import { stemWord, textBetween, type Tokenized } from './extract-tokens'
import { composeQuantity } from './extract-values'
import { DISCOUNT, TRUST } from './trust'

/** What an organ is said to contain: the text fills its contents field, the amount its contents volume field. */

/** Verbs that say what a hollow organ holds ("contains", "contained", "holds"). */
const CONTAIN_STEMS = new Set(['contain', 'contained', 'hold', 'held'])
/** "Within the stomach there is …": the thing is named before "there is", after a place word. */
const THERE_IS = (norms: string[], j: number) => norms[j - 1] === 'there' && BEING_VERBS.has(norms[j])

/** Words that end what something contains: another statement about it, or an aside. */
const CONTENTS_ENDS = new Set(['which', 'that', 'were', 'was', 'and', 'but', 'while'])

/** The text of what is contained, from `from` to the clause's end: "small amount of brown mucoid fluid". */
function containedText(t: Tokenized, norms: string[], from: number, end: number): { first: number; last: number } | null {
  let first = from
  while (first < end && (norms[first] === 'a' || norms[first] === 'an' || norms[first] === 'the' || norms[first] === 'some')) first++
  let stop = first
  const ends = (k: number) =>
    (norms[k] === ',' && CONTENTS_ENDS.has(norms[k + 1] ?? '')) || (t.tokens[k].punct && norms[k] !== ',' && norms[k] !== '-')
  while (stop < end && !ends(stop)) stop++
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
      const there = THERE_IS(norms, j) && ['in', 'within', 'inside'].includes(norms[j - 4] ?? '') && norms[j - 3] === 'the'
      const verb = there || (CONTAIN_STEMS.has(t.tokens[j].stem) && norms[j] !== 'containing')
      const named = !verb && t.tokens[j].stem === 'content' && norms[j + 1] === ','
      if (!verb && !named) continue
      // The thing: one or two words before the verb ("the stomach contains"), or before "contents".
      const at = there ? j - 1 : j
      const thingOf = (ts: Tokenized['tokens']) => (ts.every((x) => !x.punct && x.norm !== 'the') ? ts.map((x) => x.stem).join(' ') : '')
      const things = [t.tokens.slice(at - 1, at), t.tokens.slice(at - 2, at)].map(thingOf)
      const thing = things.find((k) => k && (texts.has(k) || volumes.has(k)))
      if (!thing) continue
      let i = j + 1
      while (i < s.end && (BRIDGE.has(norms[i]) || norms[i] === ',') && norms[i] !== 'of') i++
      const q = quantityAt(norms, i, s.end)
      // "The stomach contains 250 mL" where the volume field is named "gastric contents volume": both words name the
      // same contents field, so they name its volume too.
      const volume = volumes.get(thing) ?? [...volumes].find(([other]) => texts.has(thing) && texts.get(other) === texts.get(thing))?.[1]
      let descFrom = j + 1
      if (q && unitDimension(q.unit) === 'volume') {
        const fit = volume && composeQuantity(volume, q.digits, q.value, q.unit)
        if (volume && fit) out.push({ field: volume, value: fit.value, score: fit.score * DISCOUNT.indirect, first: q.first, last: q.last })
        if (norms[q.last + 1] !== 'of') continue
        descFrom = q.last + 2
      } else if (named) continue
      const text = texts.get(thing)
      const span = text ? containedText(t, norms, descFrom, s.end) : null
      if (text && span) {
        out.push({ field: text, value: textBetween(t, span.first, span.last), score: TRUST.ticked, first: span.first, last: span.last })
      }
    }
  }
  return out
}
