import { quantityAt } from '@shared/src/tags/quantity'
import { phraseWords } from '@shared/src/tags/vocabulary'
import { MEASURE_STEMS, type FieldSpec, type PhraseMatch } from './extract-phrases'
import { stemWord, textBetween, type Tokenized } from './extract-tokens'
import { composeQuantity } from './extract-values'
import { TRUST } from './trust'

/** A value read for one side of a paired organ ("lungs weigh 500 and 450 grams right and left"). */
export interface SideValue {
  field: FieldSpec
  value: string
  score: number
  /** Token range of the naming words ("right and left lungs weigh"), which no single-side match may claim. */
  start: number
  end: number
  /** Last token of the values read, so no other reading takes them again. */
  valuesEnd: number
  location: string
}

type Side = 'left' | 'right'
interface Pair {
  left: FieldSpec
  right: FieldSpec
  /** Stems of the phrase without its side word: "lung weigh". */
  base: string[]
}
interface Naming {
  stems: string[]
  /** "lungs" without "weight": only with sides spelled out after it ("lungs: left 520 g, right 480 g"). */
  short: boolean
}
type Num = { kind: 'num'; digits: string; value: number; unit: string | null; last: number }
type Item = { kind: 'side'; side: Side } | Num

const SIDE_OF = (w: string): Side | null => (w === 'left' ? 'left' : w === 'right' ? 'right' : null)

/** Fields that differ only by their side word ("left lung weight" / "right lung weight"). */
export function sidedPairs(fields: FieldSpec[]): Pair[] {
  const key = (words: string[], at: number) => [...words.slice(0, at), '*', ...words.slice(at + 1)].map(stemWord).join(' ')
  const lefts = new Map<string, { field: FieldSpec; base: string[] }>()
  const rights = new Map<string, FieldSpec>()
  for (const field of fields) {
    for (const phrase of field.def.phrases) {
      const words = phraseWords(phrase)
      words.forEach((w, at) => {
        const side = SIDE_OF(w)
        if (side === 'left') lefts.set(key(words, at), { field, base: words.filter((_, k) => k !== at) })
        if (side === 'right') rights.set(key(words, at), field)
      })
    }
  }
  const pairs: Pair[] = []
  for (const [k, { field, base }] of lefts) {
    const right = rights.get(k)
    // One pair of fields may be named several ways ("kidney weight", "renal weight"): one entry per naming.
    const stems = base.map(stemWord)
    if (right && right !== field && !pairs.some((p) => p.left === field && p.right === right && p.base.join(' ') === stems.join(' '))) {
      pairs.push({ left: field, right, base: stems })
    }
  }
  return pairs
}

function collectItems(t: Tokenized, norms: string[], from: number, limit: number): Item[] {
  const items: Item[] = []
  const scope = norms.slice(0, limit)
  for (let j = from; j < limit && items.length < 4; j++) {
    const side = SIDE_OF(norms[j])
    if (side) {
      items.push({ kind: 'side', side })
      continue
    }
    const q = t.tokens[j].punct ? null : quantityAt(scope, j)
    if (!q) continue
    items.push({ kind: 'num', digits: q.digits, value: q.value, unit: q.unit, last: q.last })
    j = q.last
  }
  return items
}

/** "right and left" / "left and right" just before the naming words. */
function sidesBefore(norms: string[], i: number): Side[] {
  if (i < 3) return []
  const [a, and, b] = norms.slice(i - 3, i)
  const s1 = SIDE_OF(a)
  const s2 = SIDE_OF(b)
  return s1 && s2 && and === 'and' && s1 !== s2 ? [s1, s2] : []
}

/** Pairs numbers with sides in the usual dictated orders; nothing when the order is unclear. */
function pairUp(items: Item[], before: Side[], short: boolean, each: boolean): { side: Side; num: Num }[] {
  const shape = items.map((x) => (x.kind === 'side' ? 'S' : 'N')).join('')
  const nums = items.filter((x): x is Num => x.kind === 'num')
  // "Both testes weigh 18 grams each": one value for each side.
  if (each && !short && shape === 'N') return (['right', 'left'] as Side[]).map((side) => ({ side, num: nums[0] }))
  const sides = items.flatMap((x) => (x.kind === 'side' ? [x.side] : []))
  let order: Side[] = []
  if (shape === 'SNSN' || shape === 'NSNS') order = sides
  // "500 and 450 grams right and left", or the sides first: "the lungs, right and left, weigh 500 and 450 grams".
  else if (shape.startsWith('NNSS') || shape.startsWith('SSNN')) order = sides.slice(0, 2)
  else if (!short && (shape === 'NN' || shape === 'NNS' || shape === 'NNN')) order = before
  else if (!short && (shape === 'SN' || shape === 'NS')) order = sides
  if (!order.length || order.length !== Math.min(2, nums.length) || new Set(order).size !== order.length) return []
  // "500 and 450 grams": the unit said once belongs to both numbers.
  const lastUnit = nums[order.length - 1].unit
  return order.map((side, k) => ({ side, num: { ...nums[k], unit: nums[k].unit ?? lastUnit } }))
}

function namings(pair: Pair): Naming[] {
  const out: Naming[] = [{ stems: pair.base, short: false }]
  // "The lungs each weigh 450 grams": "each" between the organ and its measure.
  if (pair.base.length >= 2 && MEASURE_STEMS.has(pair.base[pair.base.length - 1])) {
    out.push({ stems: [...pair.base.slice(0, -1), 'each', pair.base[pair.base.length - 1]], short: false })
  }
  if (pair.base.length >= 2 && MEASURE_STEMS.has(pair.base[pair.base.length - 1])) {
    out.push({ stems: pair.base.slice(0, -1), short: true })
  }
  return out
}

function readAt(t: Tokenized, norms: string[], matches: PhraseMatch[], pair: Pair, naming: Naming, i: number): SideValue[] {
  if (!naming.stems.every((s, k) => !t.tokens[i + k].punct && t.tokens[i + k].stem === s)) return []
  const end = i + naming.stems.length
  const before = sidesBefore(norms, i)
  const sided = SIDE_OF(norms[i - 1] ?? '') !== null
  const claimed = sided || matches.some((m) => m.start < end && i < m.end)
  if (sided && !before.length) return []
  const sentenceEnd = t.sentences.find((s) => s.first <= i && i < s.end)?.end ?? t.tokens.length
  const nextMatch = matches.find((m) => m.start >= end)?.start ?? t.tokens.length
  const limit = Math.min(sentenceEnd, nextMatch)
  const each = [norms[i - 1], norms[i - 2], ...norms.slice(i, limit)].some((w) => w === 'each' || w === 'both')
  const items = collectItems(t, norms, end, limit)
  // Named by a field of both together ("adrenal glands weight"), the organs are still read per side when
  // the sides are said ("8 grams on the right and 9 on the left") or one value is given for each.
  const perSide = each || /^(SNSN|NSNS|NNSS|SSNN)/.test(items.map((x) => (x.kind === 'side' ? 'S' : 'N')).join(''))
  if (claimed && !before.length && !perSide) return []
  // "The left and right ventricles measure 1.3 and 0.3 cm": both sides said before the plural organ name it in full.
  const bothNamed = before.length > 0 && t.tokens[end - 1].norm !== t.tokens[end - 1].stem
  const paired = pairUp(items, before, naming.short && !bothNamed, each)
  const start = before.length ? i - 3 : i
  const location = textBetween(t, start, limit - 1)
  const valuesEnd = Math.max(...paired.map((p) => p.num.last))
  return paired.flatMap(({ side, num }) => {
    const field = side === 'left' ? pair.left : pair.right
    const q = composeQuantity(field, num.digits, num.value, num.unit)
    return q ? [{ field, value: q.value, score: Math.min(q.score, TRUST.probable), start, end, valuesEnd, location }] : []
  })
}

/** Reads both sides of paired fields named once without a side ("lungs weigh 500 and 450 grams right and left"). */
export function readBilateral(t: Tokenized, norms: string[], fields: FieldSpec[], matches: PhraseMatch[]): SideValue[] {
  const out: SideValue[] = []
  for (const pair of sidedPairs(fields)) {
    for (const naming of namings(pair)) {
      for (let i = 0; i + naming.stems.length <= t.tokens.length; i++) {
        out.push(...readAt(t, norms, matches, pair, naming, i))
      }
    }
  }
  return out
}

/** Words that may follow "the left" when it stands for the organ just named: a verb, a comparison, the value. */
const SIDE_LINKS = new Set([
  'is', 'was', 'weighs', 'weighed', 'measures', 'measured', 'at', 'one', 'side', ',', 'slightly', 'somewhat', 'lighter', 'heavier',
  'smaller', 'larger',
])

/**
 * Where the other side may still be said: the sentence, or the next one when it opens with "the left"
 * followed by a verb or a value ("The right lung weighs 700 g; the left is lighter at 620 g").
 */
function sideClauseEnd(t: Tokenized, norms: string[], from: number, other: Side): number {
  const k = t.sentences.findIndex((s) => s.first <= from && from < s.end)
  if (k < 0) return t.tokens.length
  const next = t.sentences[k + 1]
  if (!next) return t.sentences[k].end
  let i = next.first
  if (norms[i] === 'the') i++
  const opensWithSide = norms[i] === other && (SIDE_LINKS.has(norms[i + 1] ?? '') || /^\d/.test(norms[i + 1] ?? ''))
  return opensWithSide ? next.end : t.sentences[k].end
}

/**
 * "The left kidney weighs 130 g and the right 145 g": after one side's value, the other side named
 * by its side word alone takes the next number of the sentence.
 */
export function readOtherSide(
  t: Tokenized,
  norms: string[],
  fields: FieldSpec[],
  field: FieldSpec,
  from: number,
  taken: (i: number) => boolean,
): { field: FieldSpec; value: string; score: number; at: number; last: number } | null {
  const pair = sidedPairs(fields).find((p) => p.left === field || p.right === field)
  if (!pair) return null
  const other = pair.left === field ? 'right' : 'left'
  const sentenceEnd = sideClauseEnd(t, norms, from, other)
  for (let i = from + 1; i < sentenceEnd; i++) {
    if (norms[i] !== other || taken(i)) continue
    const otherField = other === 'left' ? pair.left : pair.right
    const items = collectItems(t, norms, i + 1, sentenceEnd).slice(0, 1)
    const num = items[0]?.kind === 'num' ? items[0] : null
    if (!num) return null
    const q = composeQuantity(otherField, num.digits, num.value, num.unit)
    return q ? { field: otherField, value: q.value, score: Math.min(q.score, TRUST.likely), at: i, last: num.last } : null
  }
  return null
}
