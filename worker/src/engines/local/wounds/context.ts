import { quantityAt as readQuantityAt } from '@shared/src/tags/quantity'
import { formatQuantity } from '@shared/src/tags/units'
import type { WoundRole } from '@shared/src/tags/wound-roles'
import { quantityAt, type Quantity } from '../extract-quantity'
import { textBetween, type Tokenized } from '../extract-tokens'
import type { TrustTier } from '../trust'
import { fractionAt, insideFraction } from './fraction'

/** A wound named in the transcript: "stab wound two", "wound number 2", "the second stab wound", "gunshot wound A", "the next wound". */
export interface Cue {
  first: number
  last: number
  /** Type words said before the noun ("stab", "gunshot"), and the noun itself when it names a type ("laceration"). */
  types: string[]
  n: number
  /** 'kind': the wound named by its kind alone ("the exit wound", "Exit:"); 'last': "the last stab wound". */
  mode: 'number' | 'ordinal' | 'next' | 'kind' | 'last'
  /** Further numbers of a plural cue ("stab wounds 2 and 3"): the values said after it belong to each. */
  more?: number[]
  /** Said as a letter ("gunshot wound A"). */
  letter?: boolean
}

/** What every wound reading reads from: the transcript's tokens and its wound cues, built once (cues.ts). */
export interface WoundContext {
  t: Tokenized
  norms: string[]
  /** Each token as written (case kept): "A" in "gunshot wound A". */
  raw: string[]
  cues: Cue[]
}

/** One value a reading found: its role, its words (first..last tokens) and how far it is trusted. */
export interface Candidate {
  reading: string
  role: WoundRole
  value: string
  first: number
  last: number
  tier: TrustTier
  /** A size said as length by width: the parts, for an instance with separate length and width fields. */
  parts?: { length: string; width: string }
  /** The site of an entrance or exit wound, when the words say which. */
  variant?: 'entrance' | 'exit'
}

/** A reading of one kind of wound value: its name, stage, trust tier, and examples a test runs. */
export interface WoundReading {
  name: string
  /** 'cue' readings name the wound; 'value' readings read what is said of it. */
  stage: 'cue' | 'value'
  tier: TrustTier
  /** Sentences and the values (by role) the reading must find in them. */
  examples: { text: string; want: Partial<Record<WoundRole, string>> }[]
  /** Sentences in which the reading must find nothing. */
  counterExamples: string[]
  read(ctx: WoundContext): Candidate[]
}

/** The sentence holding token i: [first, end). */
export function sentenceOf(ctx: WoundContext, i: number) {
  return ctx.t.sentences.find((s) => s.first <= i && i < s.end)!
}

/**
 * A length quantity starting at token i ("4 cm", "3.5 centimetres", "twenty eight centimetres", "2 inches", or a bare
 * number); null inside a number that starts earlier ("eight" of "twenty eight").
 */
export function lengthAt(ctx: WoundContext, i: number): Quantity | null {
  if (ctx.norms[i] === undefined || ctx.t.tokens[i].punct || ctx.cues.some((c) => c.first <= i && i <= c.last)) return null
  // A fraction is read whole ("2 1/2 inches", "1/4 inch", "a quarter of an inch") or not at all, never in part,
  // and never from inside a number said before it ("a half" of "two and a half").
  if (insideFraction(ctx.t, i)) return null
  for (let j = Math.max(0, i - 6); j < i; j++) {
    const before = readQuantityAt(ctx.norms, j)
    if (before && before.numberEnd > i) return null
  }
  const fraction = fractionAt(ctx.t, i)
  if (fraction !== undefined) return fraction
  return quantityAt(ctx.norms, i, ctx.norms.length)
}

/** The value text of a quantity, the unit said or the one given. */
export const lengthValue = (q: Quantity, unit: string | null = 'cm') => formatQuantity(q.digits, q.unit ?? unit)

/** Lower-case original words from token a to b, without leading article. */
export function wordsBetween(ctx: WoundContext, a: number, b: number): string {
  return textBetween(ctx.t, a, b).toLowerCase().replace(/^(the|a|an) /, '')
}

/** Is the quantity at first..last about a weapon rather than the wound ("a blade 14 cm long")? */
export const aboutWeapon = (ctx: WoundContext, first: number, weapons: ReadonlySet<string>) => {
  const s = sentenceOf(ctx, first)
  return ctx.norms.slice(s.first, first).some((w) => weapons.has(w))
}
