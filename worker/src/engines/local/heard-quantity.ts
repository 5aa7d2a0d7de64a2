import { quantityAt, type Quantity } from '@shared/src/tags/quantity'

/**
 * A number with its unit, if one follows, at i in words the recogniser heard. "a" alone is no number there:
 * the grammar says it before names and descriptions ("a stab wound", "a scar"), so it is not read as 1; "a
 * hundred" still reads as 100.
 */
export function heardQuantityAt(words: readonly string[], i: number): Quantity | null {
  const q = quantityAt(words, i)
  return q && !(words[i] === 'a' && q.numberEnd === i + 1) ? q : null
}
