import { BEING, SIDES, WOUND_NOUNS } from '@shared/src/tags/lexicon'
import { lengthAt, lengthValue, sentenceOf, wordsBetween, type Candidate, type WoundContext, type WoundReading } from './context'

/** Words that end a site: what follows is a measure, a pronoun or another clause. */
const SITE_STOPS = new Set([
  '.', ';', ':', 'its', 'it', 'measuring', 'measures', 'which', 'with', 'and', 'where', 'there', 'is', 'was', 'are',
])

/** ", 5 cm from the umbilicus": a distance from a landmark other than the midline or the heel is part of the site. */
function landmarkAt(ctx: WoundContext, i: number): number {
  const q = lengthAt(ctx, i)
  if (!q || !['from', 'above', 'below', 'lateral', 'medial'].includes(ctx.norms[q.last + 1])) return -1
  let k = q.last + 2
  while (k < ctx.norms.length && !['.', ',', ';', 'and'].includes(ctx.norms[k])) k++
  const words = ctx.norms.slice(q.last + 1, k)
  return words.some((w) => ['midline', 'heel', 'top', 'head', 'crown'].includes(w)) ? -1 : k
}

/** Where a wound is: "Stab wound two is on the outer aspect of the left upper arm", "an entrance wound on the left flank". */
export const readSite: WoundReading = {
  name: 'wound-site',
  stage: 'value',
  tier: 'likely',
  examples: [
    {
      text: 'Stab wound two is on the outer aspect of the left upper arm, 120 cm above the heel.',
      want: { site: 'outer aspect of the left upper arm' },
    },
    { text: 'Wound #1 is situated over the right side of the back.', want: { site: 'right side of the back' } },
    {
      text: 'Gunshot wound A is an entrance wound on the front of the abdomen, left of the umbilicus.',
      want: { site: 'front of the abdomen, left of the umbilicus' },
    },
  ],
  counterExamples: ['The deceased was found on the floor of the kitchen.', 'Stab wound two: the margins are clean-cut.'],
  read(ctx) {
    const out: Candidate[] = []
    const cueEnds = new Set(ctx.cues.map((c) => c.last))
    for (let i = 1; i < ctx.norms.length - 1; i++) {
      if (!['on', 'over', 'in'].includes(ctx.norms[i]) || ctx.norms[i + 1] !== 'the') continue
      const s = sentenceOf(ctx, i)
      // The wound or its cue comes before, tied by a verb of being or directly ("an entrance wound on the …").
      const before = ctx.norms.slice(s.first, i)
      // "Located on the …" opening a sentence: the site of the wound named last.
      const opens = before.length === 1 && BEING.has(before[0])
      const named = opens || before.some((w, k) => WOUND_NOUNS.has(w) || cueEnds.has(s.first + k))
      if (!named || before.some((w, k) => /^\d/.test(w) && !cueEnds.has(s.first + k))) continue
      const tied = opens || before.some((w) => BEING.has(w) || WOUND_NOUNS.has(w) || w === ',' || w === ':') || cueEnds.has(i - 1)
      if (!tied) continue
      let end = i + 2
      while (end < s.end && !SITE_STOPS.has(ctx.norms[end])) {
        if (ctx.norms[end] === ',' && lengthAt(ctx, end + 1)) {
          const landmark = landmarkAt(ctx, end + 1)
          if (landmark < 0) break
          end = landmark
          continue
        }
        end++
      }
      if (end === i + 2) continue
      const variant = before.includes('entrance') || before.includes('entry') ? 'entrance' : before.includes('exit') ? 'exit' : undefined
      const value = wordsBetween(ctx, i + 2, end - 1)
      out.push({ reading: this.name, role: 'site', value, first: i, last: end - 1, tier: this.tier, variant })
      i = s.end - 1
    }
    return out
  },
}

const HEEL_LEVEL = (ctx: WoundContext, k: number) =>
  (ctx.norms[k] === 'above' || ctx.norms[k] === 'below') &&
  (ctx.norms.slice(k + 1, k + 4).includes('heel') || (ctx.norms[k + 1] === 'the' && ctx.norms[k + 2] === 'top'))

/** Height of a wound: "120 cm above the heel", "at 95 centimetres above the left heel", "30 cm below the top of the head". */
export const readHeel: WoundReading = {
  name: 'wound-height',
  stage: 'value',
  tier: 'sure',
  examples: [
    { text: 'It lies 128 cm above the heel.', want: { heel: '128 cm' } },
    { text: 'Its centre is 95 centimetres above the left heel.', want: { heel: '95 cm' } },
    { text: 'The wound is 40 cm above heel level.', want: { heel: '40 cm' } },
    { text: 'It lies one hundred and twenty eight centimetres above the heel.', want: { heel: '128 cm' } },
  ],
  counterExamples: ['The body measures 172 cm from crown to heel.'],
  read(ctx) {
    const out: Candidate[] = []
    for (let i = 0; i < ctx.norms.length; i++) {
      const q = lengthAt(ctx, i)
      if (!q || !HEEL_LEVEL(ctx, q.last + 1)) continue
      out.push({ reading: this.name, role: 'heel', value: lengthValue(q), first: i, last: q.last + 3, tier: this.tier })
    }
    return out
  },
}

/**
 * Distance from the midline with its side: "4 cm to the right of the midline", "3 cm left of the anterior midline", "5 cm from the
 * midline".
 */
export const readMidline: WoundReading = {
  name: 'wound-midline',
  stage: 'value',
  tier: 'sure',
  examples: [
    { text: 'It is 4 cm to the right of the midline.', want: { midline: '4 cm right' } },
    { text: 'The wound lies 3.5 cm left of the anterior midline.', want: { midline: '3.5 cm left' } },
    { text: 'It is 6 centimetres from the midline.', want: { midline: '6 cm' } },
  ],
  counterExamples: ['The midline incision was closed with staples.'],
  read(ctx) {
    const out: Candidate[] = []
    for (let i = 0; i < ctx.norms.length; i++) {
      const q = lengthAt(ctx, i)
      if (!q) continue
      let k = q.last + 1
      if (ctx.norms[k] === 'to' && ctx.norms[k + 1] === 'the') k += 2
      const side = SIDES.includes(ctx.norms[k]) ? ctx.norms[k] : null
      if (side) k++
      if (!['of', 'from', 'to'].includes(ctx.norms[k]) && !(ctx.norms[k] === 'lateral' && ctx.norms[k + 1] === 'to')) continue
      const tail = ctx.norms.slice(k + 1, k + 5)
      const at = tail.indexOf('midline')
      if (at < 0 || tail.slice(0, at).some((w) => !['the', 'anterior', 'posterior', 'to'].includes(w))) continue
      const value = side ? `${lengthValue(q)} ${side}` : lengthValue(q)
      out.push({ reading: this.name, role: 'midline', value, first: i, last: k + 1 + at, tier: this.tier })
    }
    return out
  },
}
