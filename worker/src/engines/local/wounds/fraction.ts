import { SIZE_SEPARATORS } from '@shared/src/tags/quantity'
import { parseUnit } from '@shared/src/tags/units'
import type { Quantity } from '../extract-quantity'
import type { Tokenized } from '../extract-tokens'

const BY = new Set(SIZE_SEPARATORS)
const WORD_FRACTIONS: Record<string, number> = { half: 0.5, quarter: 0.25, third: 1 / 3, eighth: 0.125 }
const PLURAL_FRACTIONS: Record<string, number> = { quarters: 0.25, thirds: 1 / 3, eighths: 0.125 }
const COUNTS: Record<string, number> = { two: 2, three: 3, five: 5, seven: 7 }

/** Is token i a whole number written right before a slash ("1" of "1/4")? */
export const slashAfter = (t: Tokenized, i: number) =>
  i >= 0 && /^\d+$/.test(t.tokens[i]?.norm ?? '') && /^\d+$/.test(t.tokens[i + 1]?.norm ?? '') &&
  t.text.slice(t.tokens[i].end, t.tokens[i + 1].start).trim() === '/'

/** Up to three decimals, without trailing zeros. */
const decimal = (v: number) => String(Math.round(v * 1000) / 1000)

/**
 * A quantity said with a fraction: "2 1/2 inches", "1/4 inch", "a quarter of an inch", "three quarters of an inch",
 * "half an inch"; null for a fraction without its unit (unless a size's second length follows: "1 1/2 x 1/4 inch") or
 * one that is not exact in three decimals; undefined when no fraction starts at token i. The wound readings read these,
 * and the job's checks accept the value as said, since its words are in the transcript.
 */
export function fractionAt(t: Tokenized, i: number): Quantity | null | undefined {
  const n = t.tokens.map((x) => x.norm)
  let k = i
  let whole = 0
  if (/^\d+$/.test(n[i] ?? '') && slashAfter(t, i + 1)) {
    whole = Number(n[i])
    k = i + 1
  }
  let value: number
  if (slashAfter(t, k)) {
    value = whole + Number(n[k]) / Number(n[k + 1])
    k += 2
  } else if (COUNTS[n[i]] && PLURAL_FRACTIONS[n[i + 1]]) {
    // "three quarters of an inch", "two thirds of a centimetre"
    value = COUNTS[n[i]] * PLURAL_FRACTIONS[n[i + 1]]
    k = i + 2
    if (n[k] === 'of') k++
    if (n[k] === 'an' || n[k] === 'a') k++
  } else if (['a', 'one', 'half'].includes(n[i]) && (WORD_FRACTIONS[n[i + 1]] || n[i] === 'half')) {
    const word = n[i] === 'half' ? 'half' : n[i + 1]
    value = WORD_FRACTIONS[word]
    k = n[i] === 'half' ? i + 1 : i + 2
    if (n[k] === 'of') k++
    if (n[k] === 'an' || n[k] === 'a') k++
  } else return undefined
  const unit = parseUnit(n, k)
  // "1 1/2 x 1/4 inch": the first length of a size takes the unit said after the second.
  if (!unit && BY.has(n[k]) && Number.isFinite(value)) return { first: i, last: k - 1, digits: decimal(value), value, unit: null }
  if (!unit || !Number.isFinite(value) || Math.abs(value * 1000 - Math.round(value * 1000)) > 1e-9) return null
  return { first: i, last: k + unit.length - 1, digits: decimal(value), value, unit: unit.unit }
}

/** Is token i inside a written fraction, not at its start ("4" of "1/4", "1" of "2 1/2")? Such a number is never read alone. */
export const insideFraction = (t: Tokenized, i: number) =>
  slashAfter(t, i - 1) || slashAfter(t, i - 2) || (/^\d+$/.test(t.tokens[i - 1]?.norm ?? '') && slashAfter(t, i))
