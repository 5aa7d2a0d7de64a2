import { parseNumber } from '@shared/src/tags/numbers'
import { formatQuantity, parseUnit } from '@shared/src/tags/units'
import type { WoundRole } from '@shared/src/tags/wound-roles'
import { quantityAt, type Quantity } from '../extract-quantity'
import { textBetween, type Tokenized } from '../extract-tokens'
import type { TrustTier } from '../trust'

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
  // A fraction is read whole ("2 1/2 inches", "1/4 inch", "a quarter of an inch") or not at all, never in part.
  if (slashAfter(ctx, i - 1) || slashAfter(ctx, i - 2) || (/^\d+$/.test(ctx.norms[i - 1] ?? '') && slashAfter(ctx, i))) return null
  const fraction = fractionAt(ctx, i)
  if (fraction !== undefined) return fraction
  for (let j = Math.max(0, i - 6); j < i; j++) {
    const before = parseNumber(ctx.norms, j)
    if (before && j + before.length > i) return null
  }
  return quantityAt(ctx.norms, i, ctx.norms.length)
}

const WORD_FRACTIONS: Record<string, number> = { half: 0.5, quarter: 0.25, third: 1 / 3, eighth: 0.125 }

/** Is token i a whole number written right before a slash ("1" of "1/4")? */
const slashAfter = (ctx: WoundContext, i: number) =>
  i >= 0 && /^\d+$/.test(ctx.norms[i] ?? '') && /^\d+$/.test(ctx.norms[i + 1] ?? '') &&
  ctx.t.text.slice(ctx.t.tokens[i].end, ctx.t.tokens[i + 1].start).trim() === '/'

/** Up to three decimals, without trailing zeros. */
const decimal = (v: number) => String(Math.round(v * 1000) / 1000)

/**
 * A quantity said with a fraction: "2 1/2 inches", "1/4 inch", "a quarter of an inch", "half an inch"; null for a fraction
 * without its unit or one that is not exact in three decimals; undefined when no fraction starts at token i.
 */
function fractionAt(ctx: WoundContext, i: number): Quantity | null | undefined {
  const n = ctx.norms
  let k = i
  let whole = 0
  if (/^\d+$/.test(n[i]) && slashAfter(ctx, i + 1)) {
    whole = Number(n[i])
    k = i + 1
  }
  let value: number
  if (slashAfter(ctx, k)) {
    value = whole + Number(n[k]) / Number(n[k + 1])
    k += 2
  } else if (['a', 'one', 'half'].includes(n[i]) && (WORD_FRACTIONS[n[i + 1]] || n[i] === 'half')) {
    const word = n[i] === 'half' ? 'half' : n[i + 1]
    value = WORD_FRACTIONS[word]
    k = n[i] === 'half' ? i + 1 : i + 2
    if (n[k] === 'of') k++
    if (n[k] === 'an' || n[k] === 'a') k++
  } else return undefined
  const unit = parseUnit(n, k)
  if (!unit || !Number.isFinite(value) || Math.abs(value * 1000 - Math.round(value * 1000)) > 1e-9) return null
  return { first: i, last: k + unit.length - 1, digits: decimal(value), value, unit: unit.unit }
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
