import { MEASURE_NOUNS, WEAPON_WORDS, WOUND_NOUNS, WOUND_TYPE_WORDS } from '@shared/src/tags/lexicon'
import { SIZE_SEPARATORS } from '@shared/src/tags/quantity'
import { convertUnit } from '@shared/src/tags/units'
import { DETAIL_KINDS } from './cues'
import { aboutWeapon, lengthAt, sentenceOf, lengthValue, type Candidate, type WoundContext, type WoundReading } from './context'

const BY = new Set(SIZE_SEPARATORS)
/** "gapes to 0.6 cm", "gaping up to 2 cm": the width. */
const GAPES = new Set(['gapes', 'gaping'])

/** Two lengths of one wound said together: "3 by 2 cm", "3 x 2 cm", "3 cm in length and 2 cm in width", "3 cm long and 2 cm wide". */
function sizeAt(ctx: WoundContext, i: number): { l: string; w: string; last: number } | null {
  const a = lengthAt(ctx, i)
  if (!a) return null
  const n = ctx.norms
  if (BY.has(n[a.last + 1])) {
    const b = lengthAt(ctx, a.last + 2)
    if (!b) return null
    const unit = b.unit ?? a.unit ?? 'cm'
    return { l: lengthValue(a, unit), w: lengthValue(b, unit), last: b.last }
  }
  const named = (k: number, noun: string, adj: string) => (n[k] === 'in' && n[k + 1] === noun ? k + 1 : n[k] === adj ? k : -1)
  const l = named(a.last + 1, 'length', 'long')
  if (l < 0 || n[l + 1] !== 'and') return null
  const b = lengthAt(ctx, l + 2)
  if (!b) return null
  const w = named(b.last + 1, 'width', 'wide')
  if (w < 0) return null
  const unit = b.unit ?? a.unit ?? 'cm'
  return { l: lengthValue(a, a.unit ?? unit), w: lengthValue(b, unit), last: w }
}

/** Words after a quantity that place the wound rather than measure it ("measures 4 cm from the midline"). */
const PLACING = new Set(['above', 'below', 'from', 'to', 'of', 'lateral'])
const APPROX = new Set(['approximately', 'about', 'around', 'some', 'roughly'])

/** Verbs of a track running on ("passes forward and upward for 4 cm"). */
const RUNNING = new Set(['track', 'passes', 'runs', 'goes', 'extends', 'travels', 'travelled', 'continues', 'passing', 'running'])

/**
 * A length of the track is its depth: "the track runs backwards for approximately 8 cm", "for a distance of 6 cm", "The track is
 * 11 cm", "the track is 9 cm long", "The depth of the track is about 8 cm", "…, 14 cm in all".
 */
function onTrack(ctx: WoundContext, i: number): boolean {
  let k = i - 1
  while (APPROX.has(ctx.norms[k])) k--
  const n = ctx.norms
  const s = sentenceOf(ctx, i)
  // "The track is 11 cm", "The track of wound two is about 9 cm long".
  let subject = k - 1
  while (ctx.cues.some((c) => c.first <= subject && subject <= c.last)) subject--
  if (subject < k - 1 && n[subject] === 'of') subject--
  if ((n[k] === 'is' || n[k] === 'was' || n[k] === 'measures') && n[subject] === 'track') return true
  const d = n.lastIndexOf('depth', k)
  const between = n.slice(d + 1, k + 1)
  if (d >= s.first && between.length <= 6 && !between.some((w) => /^\d/.test(w))) return true
  // "…, 14 cm in all", "11 cm in total": the whole length of the track.
  const q = lengthAt(ctx, i)
  const total = !!q && n[q.last + 1] === 'in' && (n[q.last + 2] === 'all' || n[q.last + 2] === 'total')
  const lead = n[k] === 'for' || (n[k] === 'of' && n[k - 1] === 'distance' && n[k - 3] === 'for') || total
  if (!lead) return false
  return n.slice(s.first, k).some((w) => RUNNING.has(w))
}

/** "Its length is 2.1 cm", "its width 0.6 cm", "diameter: 0.9 cm": the measure noun just before the quantity. */
function nounBefore(n: string[], i: number): 'length' | 'width' | 'depth' | 'diameter' | null {
  const k = ['is', 'of', ':', 'was'].includes(n[i - 1]) ? i - 2 : i - 1
  const noun = MEASURE_NOUNS[n[k]]
  return noun && (n[k] === 'length' || n[k] === 'width' || n[k] === 'depth' || n[k] === 'diameter') ? noun : null
}

/** Words of the marks around an entrance wound: a measure of them ("stippling over an area 6 cm across") is not the wound's. */
const AROUND = /^(stippl|tattoo|soot|powder|blacken|searing|area|zone)/

/** Is the quantity at token i said of the marks around the wound, in its own clause? */
function ofMarks(n: string[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 8 && n[k] !== ',' && n[k] !== '.' && n[k] !== ';'; k--) if (AROUND.test(n[k])) return true
  return false
}

/** Words of a wound's shape said between a measure and the wound's noun ("a 3/8 inch round defect"). */
const SHAPES = new Set(['round', 'circular', 'oval', 'ovoid', 'elliptical', 'irregular', 'stellate', 'linear', 'gaping', 'slit-like'])
/** Nouns of the wound itself after a measure said before it. */
const DEFECTS = new Set([...[...WOUND_NOUNS].filter((w) => !DETAIL_KINDS.has(w)), 'defect', 'perforation', 'hole', 'slit', 'tear'])
/** Words of a gunshot wound: a measure said before one is its diameter. */
const GUNSHOT = new Set(['gunshot', 'entrance', 'entry', 'exit'])

/**
 * A measure said before the wound's noun, after "a": "a 1 1/4 inch stab wound" is its length, "a 1/4 inch round defect" and
 * "a 0.8 cm entrance wound" its diameter. The role and the quantity's last token, or null.
 */
export function measureBeforeNoun(ctx: WoundContext, i: number): { role: 'length' | 'diameter' | 'size'; last: number } | null {
  const n = ctx.norms
  if (n[i - 1] !== 'a' && n[i - 1] !== 'an') return null
  const size = sizeAt(ctx, i)
  const q = lengthAt(ctx, i)
  if (!q || (!q.unit && !size)) return null
  // "a 4 x 0.5 cm laceration": a size said before the noun, read whole by the size reading.
  let k = (size?.last ?? q.last) + 1
  const words: string[] = []
  while (SHAPES.has(n[k]) || (WOUND_TYPE_WORDS.has(n[k]) && !DEFECTS.has(n[k]))) words.push(n[k++])
  if (!DEFECTS.has(n[k])) return null
  const round = words.some((w) => w === 'round' || w === 'circular' || GUNSHOT.has(w)) || n[k] === 'perforation' || n[k] === 'hole'
  return { role: size ? 'size' : round ? 'diameter' : 'length', last: k }
}

const DIMENSION_AFTER = new Set(['long', 'wide', 'deep', 'across'])

/**
 * "2.2 cm and 2.9 cm in length respectively": the words after the last quantity of a list, when they say which dimension,
 * are said of each; null when the quantity ends no such list.
 */
function dimensionAfterList(ctx: WoundContext, last: number): string[] | null {
  const n = ctx.norms
  let k = last
  while ((n[k + 1] === 'and' || n[k + 1] === ',') && lengthAt(ctx, k + 2)) k = lengthAt(ctx, k + 2)!.last
  if (k === last) return null
  const after = n.slice(k + 1, k + 3)
  return DIMENSION_AFTER.has(after[0]) || (after[0] === 'in' && !!MEASURE_NOUNS[after[1]]) ? after : null
}

/** "a round central defect of 0.8 cm": a round defect, hole or perforation ending at token k, measured after "of". */
const roundDefect = (n: string[], k: number) =>
  ['defect', 'hole', 'perforation'].includes(n[k]) && n.slice(Math.max(0, k - 3), k).some((w) => w === 'round' || w === 'circular')

/** Largest bare measure read as a hole's diameter, in cm: anything larger said bare is a height or a distance. */
const HOLE_CM = 5

/**
 * "the entrance is on the right flank, 0.9 cm, and …": a small measure said bare between commas after a site is the
 * hole's diameter (only a gunshot entrance holds one).
 */
function bareHole(ctx: WoundContext, i: number, q: { last: number; value: number; unit: string | null }): boolean {
  const n = ctx.norms
  const cm = (q.unit ? convertUnit(q.value, q.unit, 'cm') : null) ?? Infinity
  if (n[i - 1] !== ',' || /^\d/.test(n[i - 2] ?? '') || !['.', ',', ';', 'and'].includes(n[q.last + 1]) || cm > HOLE_CM) return false
  const s = sentenceOf(ctx, i)
  return n.slice(s.first, i).some((w) => w === 'on' || w === 'over')
}

/** Size as length by width, into one size field or the parts into length and width fields. */
export const readSize: WoundReading = {
  name: 'wound-size',
  stage: 'value',
  tier: 'likely',
  examples: [
    { text: 'It measures 2.5 by 0.8 cm.', want: { size: '2.5 x 0.8 cm' } },
    { text: 'Measuring 3 × 1 centimetres, it has clean-cut margins.', want: { size: '3 x 1 cm' } },
    { text: 'The wound measures 4 cm in length and 1.2 cm in width.', want: { size: '4 x 1.2 cm' } },
    { text: 'This wound is 2 cm long and 0.5 cm wide.', want: { size: '2 x 0.5 cm' } },
  ],
  counterExamples: ['The knife has a blade 14 cm long and 2 cm wide.'],
  read(ctx) {
    const out: Candidate[] = []
    for (let i = 0; i < ctx.norms.length; i++) {
      const s = sizeAt(ctx, i)
      if (!s || aboutWeapon(ctx, i, WEAPON_WORDS)) continue
      const unit = s.w.split(' ')[1]
      const value = `${s.l.split(' ')[0]} x ${s.w}`
      const l = s.l.split(' ')[1] === unit ? value : `${s.l} x ${s.w}`
      out.push({ reading: this.name, role: 'size', value: l, first: i, last: s.last, tier: this.tier, parts: { length: s.l, width: s.w } })
      i = s.last
    }
    return out
  },
}

/** One dimension said of a wound: "measures 3 cm", "gapes to 0.5 cm", "1.1 cm in diameter", "to a depth of 9 cm", "penetrates 7 cm". */
export const readDimension: WoundReading = {
  name: 'wound-dimension',
  stage: 'value',
  tier: 'likely',
  examples: [
    { text: 'With the edges brought together it measures 3 cm, and it gapes to 0.6 cm.', want: { length: '3 cm', width: '0.6 cm' } },
    { text: 'It gapes to 0.4 of a centimetre.', want: { width: '0.4 cm' } },
    { text: 'It gapes to half a centimetre.', want: { width: '0.5 cm' } },
    { text: 'The skin defect is 0.9 cm in diameter.', want: { diameter: '0.9 cm' } },
    { text: 'It is round, 0.7 cm, surrounded by powder stippling over an area 6 cm across.', want: { diameter: '0.7 cm' } },
    { text: 'The track passes through the liver to a total depth of 9 cm.', want: { depth: '9 cm' } },
    { text: 'It penetrates 7 cm.', want: { depth: '7 cm' } },
    { text: 'It is 1.5 cm deep.', want: { depth: '1.5 cm' } },
    { text: 'The depth is 6 cm.', want: { depth: '6 cm' } },
    { text: 'The track is 9 cm long.', want: { depth: '9 cm' } },
    { text: 'The depth of the track is about 8 cm.', want: { depth: '8 cm' } },
    { text: 'It passes forward and upward for 4 cm.', want: { depth: '4 cm' } },
    { text: 'Its length is 2.1 cm and its width 0.6 cm.', want: { length: '2.1 cm', width: '0.6 cm' } },
    { text: 'It is a 1/4 inch round defect.', want: { diameter: '0.25 in' } },
    { text: 'It has a round central defect of 0.8 cm.', want: { diameter: '0.8 cm' } },
    { text: 'The track of wound two is about 9 cm long.', want: { depth: '9 cm' } },
    { text: 'The track passes through the tongue, 11 cm in total.', want: { depth: '11 cm' } },
    { text: 'The entrance is on the right flank, 0.9 cm, and round.', want: { diameter: '0.9 cm' } },
    { text: 'Below it is a 1 1/4 inch stab wound.', want: { length: '1.25 in' } },
  ],
  counterExamples: [
    'The knife blade measures 14 cm.',
    'The depth of this wound could not be measured.',
    'The depth of stab wound one was not measured.',
    'A 2 cm bruise lies beside it.',
    'The entrance is on the right temple, 165 cm, above the heel.',
  ],
  read(ctx) {
    const out: Candidate[] = []
    const n = ctx.norms
    for (let i = 0; i < n.length; i++) {
      const q = lengthAt(ctx, i)
      if (!q || aboutWeapon(ctx, i, WEAPON_WORDS) || BY.has(n[q.last + 1])) continue
      const after = dimensionAfterList(ctx, q.last) ?? n.slice(q.last + 1, q.last + 3)
      const before = n.slice(Math.max(0, i - 4), i)
      const push = (role: Candidate['role'], last = q.last) =>
        out.push({ reading: this.name, role, value: lengthValue(q), first: i, last, tier: this.tier })
      const adjective = measureBeforeNoun(ctx, i)
      if (adjective?.role === 'size') continue
      if (adjective) push(adjective.role, adjective.last)
      else if (after[0] === 'deep' || (after[0] === 'in' && after[1] === 'depth')) push('depth', q.last + 1)
      else if (onTrack(ctx, i)) push('depth', after[0] === 'long' ? q.last + 1 : q.last)
      else if ((after[0] === 'in' && after[1] === 'diameter') || after[0] === 'across') {
        if (!ofMarks(n, i)) push('diameter', q.last + 1)
      } else if (n[i - 1] === ',' && (n[i - 2] === 'round' || n[i - 2] === 'circular')) push('diameter')
      else if (n[i - 1] === 'of' && roundDefect(n, i - 2)) push('diameter')
      else if (after[0] === 'in' && after[1] === 'length') push('length', q.last + 2)
      else if ((after[0] === 'in' && after[1] === 'width') || after[0] === 'wide') push('width', q.last + 1)
      else if (after[0] === 'long') push('length', q.last + 1)
      else if (before.includes('depth') || n[i - 1] === 'penetrates' || n[i - 1] === 'penetrating') push('depth')
      else if (nounBefore(n, i)) push(nounBefore(n, i)!)
      else if (n[i - 1] === 'to' && GAPES.has(n[i - 2] === 'up' ? n[i - 3] : n[i - 2])) push('width')
      else if (n[i - 1] === 'diameter' || (n[i - 1] === 'of' && n[i - 2] === 'diameter')) push('diameter')
      else if (['measures', 'measuring'].includes(n[i - 1]) && !PLACING.has(after[0] ?? '')) push('length')
      else if (bareHole(ctx, i, q)) push('diameter')
    }
    return out
  },
}

