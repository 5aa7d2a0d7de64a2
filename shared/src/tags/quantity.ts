import { parseNumber } from './numbers'
import { parseUnit } from './units'

/**
 * The one reader of a quantity said or written in words: a number, the dimensions of a size said with
 * "x", "by" or "×", and the unit said once after them ("350 g", "three hundred and fifty grams",
 * "3 x 2 cm", "12 by 10 by 6 cm", "one and a half inches"). The text extractor's readers, the match
 * checks, the recogniser's guard and the grammar's tests all read quantities here; what a quantity
 * means for a field (its dimension, range, the words around it) stays with each of them.
 */

/** The words between the dimensions of a size: "3 x 2 cm", "12 by 10 cm", "3 × 2 cm". */
export const SIZE_SEPARATORS: readonly string[] = ['x', 'by', '×']

export interface Quantity {
  /** Token of the number's first word. */
  first: number
  /** Token of the quantity's last word: its unit's when one was said, else its last number's. */
  last: number
  /** Exclusive end of the first number (before any further dimension or unit). */
  numberEnd: number
  /** The number as digits; a size's dimensions joined by " x " ("3 x 2"). */
  digits: string
  /** The value of the first number. */
  value: number
  /** The unit said after the number (or after a size's last dimension), or null. */
  unit: string | null
}

export interface QuantityOptions {
  /** Exclusive end of the tokens the quantity may take (default: all of them). */
  end?: number
  /** Reads a size in two or three dimensions ("3 x 2 cm"), the unit said once after them. */
  sizes?: boolean
  /** A value an engine wrote: "in" as its very last word is the inch's symbol ("2 in"), not a preposition. */
  written?: boolean
}

/** The quantity whose number starts at token i, or null when no number starts there. */
export function quantityAt(tokens: readonly string[], i: number, options: QuantityOptions = {}): Quantity | null {
  const end = Math.min(options.end ?? tokens.length, tokens.length)
  const scope = end < tokens.length ? tokens.slice(0, end) : tokens
  const num = parseNumber(scope, i)
  if (!num) return null
  let next = i + num.length
  const dims = [num.digits]
  while (options.sizes && SIZE_SEPARATORS.includes(scope[next] ?? '')) {
    const more = parseNumber(scope, next + 1)
    if (!more) break
    dims.push(more.digits)
    next += 1 + more.length
  }
  const inch = options.written && scope[next] === 'in' && next === scope.length - 1
  // A part of one unit said with "of a": "zero point eight of a centimetre" is 0.8 cm.
  const part = dims.length === 1 && num.value < 1 && scope[next] === 'of' && ['a', 'an'].includes(scope[next + 1] ?? '')
    ? parseUnit(scope, next + 2) : null
  if (part) next += 2
  const unit = inch ? { unit: 'in', length: 1 } : (part ?? parseUnit(scope, next))
  return {
    first: i,
    last: next - 1 + (unit?.length ?? 0),
    numberEnd: i + num.length,
    digits: dims.join(' x '),
    value: num.value,
    unit: unit?.unit ?? null,
  }
}

/** The first quantity in the tokens, read as `quantityAt` reads it, or null. */
export function firstQuantity(tokens: readonly string[], options: QuantityOptions = {}): Quantity | null {
  for (let i = 0; i < tokens.length; i++) {
    const q = quantityAt(tokens, i, options)
    if (q) return q
  }
  return null
}

/**
 * What the reader makes of a few sayings, with the options they need: its tests read them, and the
 * recognition grammar's tests check that those said in words only can be decoded.
 */
export const QUANTITY_EXAMPLES: readonly { said: string; sizes?: boolean; reads: Pick<Quantity, 'digits' | 'unit'> | null }[] = [
  { said: '350 g', reads: { digits: '350', unit: 'g' } },
  { said: 'three hundred and fifty grams', reads: { digits: '350', unit: 'g' } },
  { said: '1.5 cm', reads: { digits: '1.5', unit: 'cm' } },
  { said: 'one and a half inches', reads: { digits: '1.5', unit: 'in' } },
  { said: 'one point five centimetres', reads: { digits: '1.5', unit: 'cm' } },
  { said: 'zero point eight of a centimetre', reads: { digits: '0.8', unit: 'cm' } },
  { said: '0.5 of an inch', reads: { digits: '0.5', unit: 'in' } },
  // Only a part of one unit is said with "of a": "three of a centimetre" is no quantity of centimetres.
  { said: 'three of a centimetre', reads: { digits: '3', unit: null } },
  { said: '3 x 2 cm', sizes: true, reads: { digits: '3 x 2', unit: 'cm' } },
  { said: '3 × 2 cm', sizes: true, reads: { digits: '3 x 2', unit: 'cm' } },
  { said: '12 by 10 by 6 cm', sizes: true, reads: { digits: '12 x 10 x 6', unit: 'cm' } },
  { said: 'four by three centimetres', sizes: true, reads: { digits: '4 x 3', unit: 'cm' } },
  // A size is read only when asked for: otherwise "3 x 2 cm" is the number 3 with no unit.
  { said: '3 x 2 cm', reads: { digits: '3', unit: null } },
  // Counter-examples: no number starts the saying.
  { said: 'cm', reads: null },
  { said: 'a wound', reads: null },
  { said: 'by the heel', sizes: true, reads: null },
]
