import { parseNumber } from '@shared/src/tags/numbers'
import { ORDINAL_WORDS, WOUND_NOUNS, WOUND_TYPE_WORDS } from '@shared/src/tags/lexicon'
import { WOUND_LETTERS } from './grammar-wounds'

/**
 * Wound cues as the guard reads them ("stab wound two", "the second stab wound"), and whether an ordinal cue counts its wound
 * in turn.
 */

interface Cue {
  /** The end (exclusive) of the cue, -1 when none. */
  end: number
  /** It names its wound by its kind alone ("the exit wound"). */
  kindOnly: boolean
  /** The number it names its wound by ("stab wound 3", "the third stab wound", "gunshot wound C"), if any. */
  n?: number
  /** It counts its wound by an ordinal ("the third stab wound"). */
  ordinal?: boolean
}

/**
 * "stab wound two", "wound number three", "gunshot wound A", "the second stab wound", "the next wound", and a wound
 * named by its kind alone after "the" ("the exit wound", "the incised wound"): its end, or -1.
 */
export function cueAt(words: string[], i: number): number {
  return cue(words, i).end
}

/** The cue at i (see `Cue`). */
export function cue(words: string[], i: number): Cue {
  const none = { end: -1, kindOnly: false }
  let k = words[i] === 'the' ? i + 1 : i
  const counted = words[i] === 'the' && (ORDINAL_WORDS[words[k]] !== undefined || words[k] === 'next')
  if (counted) k++
  const typed = k
  while (WOUND_TYPE_WORDS.has(words[k]) && !WOUND_NOUNS.has(words[k])) k++
  while (WOUND_TYPE_WORDS.has(words[k]) && WOUND_NOUNS.has(words[k + 1] ?? '')) k++
  if (!WOUND_NOUNS.has(words[k])) return none
  k++
  if (counted) return { end: k, kindOnly: false, n: ORDINAL_WORDS[words[i + 1]], ordinal: words[i + 1] !== 'next' }
  if (words[k] === 'number') k++
  if (WOUND_LETTERS.includes(words[k]) && words[k] !== 'a') return { end: k + 1, kindOnly: false, n: WOUND_LETTERS.indexOf(words[k]) + 1 }
  const num = parseNumber(words, k)
  if (num) return { end: k + num.length, kindOnly: false, n: num.value }
  // "The exit wound is …": "the", a type word and the noun, as reports name a wound of which there is one of its kind.
  const kinded = words[i] === 'the' && k - 1 > typed && words[k - 1] !== 'number'
  return kinded ? { end: k, kindOnly: true } : none
}

/**
 * The kind the last wound cue of the words names its wound by, when it names it by its kind alone ("stab wound" for
 * "… the stab wound lies …"); null when the last cue counts its wound ("stab wound two", "the next wound") or there is none.
 */
export function lastCueKind(words: string[]): string[] | null {
  let last: { at: number; end: number; kindOnly: boolean } | null = null
  for (let i = 0; i < words.length; i++) {
    const c = cue(words, i)
    if (c.end > i) [last, i] = [{ at: i, ...c }, c.end - 1]
  }
  return last?.kindOnly ? words.slice(last.at + 1, last.end) : null
}

/**
 * How many wounds were named before i: `before` (those of the recording's earlier stretches), and one more for each cue of the
 * words before i, or the number a cue names when higher ("stab wound four" names four).
 */
export function woundsNamed(words: string[], i: number, before: number): number {
  let named = before
  for (let j = 0; j < i; j++) {
    const c = cue(words, j)
    if (c.end <= j) continue
    named = Math.max(named + 1, c.n ?? 0)
    j = c.end - 1
  }
  return named
}

/**
 * Whether the cue at i counts its wound out of turn: an ordinal above the second and more than one above the wounds named
 * before it in the recording ("the ninth sharp wound" with none named before). The recogniser forces narrative into the
 * grammar's ordinals as into any cue, and a wound is dictated after the one before it, so such a cue is as likely forced as
 * said. `before`: the wounds named in the recording's earlier stretches (Infinity when not known: every cue is in turn).
 */
export function outOfTurn(words: string[], i: number, before: number): boolean {
  const c = cue(words, i)
  return !!c.ordinal && c.n! > 2 && c.n! > woundsNamed(words, i, before) + 1
}
