import { parseNumber } from '@shared/src/tags/numbers'
import type { PhraseMatch } from './extract-phrases'
import type { LinkedValue } from './extract-linked'
import { dimensionOf, quantityAt, unitDimension, type Quantity } from './extract-quantity'
import type { Tokenized } from './extract-tokens'
import { composeQuantity } from './extract-values'
import { DISCOUNT } from './trust'

/** Names listed, then as many values listed, and "respectively": each value goes to the name in the same place. */

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
      const field = [m.field, ...m.rivals].find((f) =>
        dimensionOf(f) !== null && (dim === null || dimensionOf(f) === (unitDimension(said) ?? dim)))
      const fit = field && composeQuantity(field, q.digits, q.value, said)
      if (field && fit) {
        const span = { nameAt: m.start, first: q.first, last: q.last, namesStart: names[0].start, namesEnd: end }
        out.push({ field, value: fit.value, score: fit.score * DISCOUNT.indirect, ...span })
      }
    })
  }
  return out
}
