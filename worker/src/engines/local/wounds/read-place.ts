import { BEING, LYING_WORDS, SIDES, WOUND_NOUNS } from '@shared/src/tags/lexicon'
import { parseNumber } from '@shared/src/tags/numbers'
import { lengthAt, lengthValue, sentenceOf, wordsBetween, type Candidate, type WoundContext, type WoundReading } from './context'
import { measureBeforeNoun } from './read-size'

/** Words that end a site: what follows is a measure, a pronoun or another clause. */
const SITE_STOPS = new Set([
  '.', ';', ':', 'its', 'it', 'measuring', 'measures', 'which', 'with', 'and', 'where', 'there', 'is', 'was', 'are',
])

/** Prepositions before a site; "above the left eyebrow" keeps its preposition, "on the", "at the", "across the", "of the" do not. */
const SITE_PREPOSITIONS = new Set(['on', 'over', 'in', 'at', 'above', 'below', 'behind', 'across', 'of'])
/** A wound that lies or runs across a part is on it: "an incised wound across the front of the left wrist". */
const ACROSS_AFTER = new Set(['runs', 'running', 'extends', 'extending', 'passes'])
const KEPT_PREPOSITIONS = new Set(['above', 'below', 'behind'])
/** Words of the wound's shape or edges: a site ends before them ("back of the head, stellate"). */
const SHAPE_WORDS = new Set([
  'round', 'oval', 'ovoid', 'circular', 'elliptical', 'linear', 'stellate', 'irregular', 'slit-like', 'gaping', 'crescentic',
])
/** Words of a verbless site list ("Stab wound 1: right side of the neck;"): a verb among them makes it a description. */
const VERB_WORDS = new Set(['are', 'has', 'have', 'shows', 'show', 'measures', 'measuring', 'were', 'is', 'was'])

/** Does the site end at token k: a cue, a stop word, a measure, a shape word? */
function siteEnds(ctx: WoundContext, k: number): boolean {
  const n = ctx.norms
  // A site never runs into the next wound's cue ("the chest wall, stab wound 1, …").
  if (ctx.cues.some((c) => c.first === k || (c.first === k + 1 && n[k] === ','))) return true
  if (SITE_STOPS.has(n[k]) || SHAPE_WORDS.has(n[k]) || (n[k] === ',' && SHAPE_WORDS.has(n[k + 1]))) return true
  return /^\d/.test(n[k]) && !!lengthAt(ctx, k)
}

/** "in the midline" ends a site and is part of it ("back of the neck in the midline"). */
const inMidline = (n: string[], k: number) => n[k] === 'in' && n[k + 1] === 'the' && n[k + 2] === 'midline'

/** Words of a place: after a comma, the site goes on only with a place said by one of them ("…, left of the umbilicus"). */
const PLACE_WORDS = new Set([
  'of', 'from', 'above', 'below', 'near', 'lateral', 'medial', 'beside', 'behind', 'over', 'under', 'in', 'at', 'to',
])

/**
 * The end (exclusive) of a site starting at token from, within the sentence; landmarks and places after a comma stay in it,
 * other words after a comma do not ("on the left side of the neck, fixed": a word the recogniser forced after the site).
 */
function siteEnd(ctx: WoundContext, from: number, end: number): number {
  let k = from
  while (k < end && !siteEnds(ctx, k)) {
    if (inMidline(ctx.norms, k) && k > from) return Math.min(k + 3, end)
    if (ctx.norms[k] === ',' && lengthAt(ctx, k + 1)) {
      const landmark = landmarkAt(ctx, k + 1)
      if (landmark < 0) break
      k = landmark
      continue
    }
    if (ctx.norms[k] === ',' && k > from && !placeFollows(ctx, k + 1, end)) break
    k++
  }
  return k
}

/** Whether the words from k to where a site would end say a place. */
function placeFollows(ctx: WoundContext, k: number, end: number): boolean {
  let j = k
  while (j < end && !siteEnds(ctx, j) && ctx.norms[j] !== ',') j++
  return ctx.norms.slice(k, j).some((w) => PLACE_WORDS.has(w))
}

/**
 * A site said without a preposition right after its cue, as a list item or a heading: "Stab wound 1: right side of the neck;",
 * "Stab Wound #1 — Left Chest", "Exit. On the left forehead" (the sentence after a cue said alone).
 */
function listedSites(ctx: WoundContext, reading: string, tier: Candidate['tier']): Candidate[] {
  const out: Candidate[] = []
  for (const cue of ctx.cues) {
    const next = ctx.t.tokens[cue.last + 1]
    if (!next) continue
    const gap = ctx.t.text.slice(ctx.t.tokens[cue.last].end, next.start)
    const colon = ctx.norms[cue.last + 1] === ':'
    if (!colon && !/[—–]| - /.test(gap)) continue
    const from = colon ? cue.last + 2 : cue.last + 1
    const s = sentenceOf(ctx, from)
    const end = siteEnd(ctx, from, s.end)
    const run = ctx.norms.slice(from, end)
    let clause = from
    while (clause < s.end && ![',', ';', '.'].includes(ctx.norms[clause])) clause++
    const verb = ctx.norms.slice(from, clause).some((w) => VERB_WORDS.has(w) || WOUND_NOUNS.has(w))
    if (!run.length || verb || SITE_PREPOSITIONS.has(run[0])) continue
    out.push({ reading, role: 'site', value: wordsBetween(ctx, from, end - 1), first: from, last: end - 1, tier })
  }
  return out
}

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
    { text: 'The incised wound runs across the front of the left wrist.', want: { site: 'front of the left wrist' } },
    { text: 'Gunshot wound B. Exit. On the left forehead.', want: { site: 'left forehead' } },
    // A word after a comma that says no place is not the site's: here one the recogniser forced after it.
    { text: 'Stab wound 1 is on the left side of the neck, fixed.', want: { site: 'left side of the neck' } },
  ],
  counterExamples: [
    'The deceased was found on the floor of the kitchen.',
    'Stab wound two: the margins are clean-cut.',
    'The wound track passes across the midline.',
    'Stab wound 2 of the three is deep.',
  ],
  read(ctx) {
    const out: Candidate[] = listedSites(ctx, this.name, this.tier)
    const cueEnds = new Set(ctx.cues.map((c) => c.last))
    const inCue = (k: number) => ctx.cues.some((c) => c.first <= k && k <= c.last)
    const cueAlone = new Set(ctx.cues.filter((c) => ctx.norms[c.last + 1] === '.').map((c) => c.last + 2))
    const adjectives = ctx.norms.flatMap((_, k) => {
      const a = measureBeforeNoun(ctx, k)
      return a ? [{ first: k, last: a.last }] : []
    })
    for (let i = 0; i < ctx.norms.length - 1; i++) {
      const the = ctx.norms[i + 1] === 'the' ? 1 : 0
      if (!SITE_PREPOSITIONS.has(ctx.norms[i]) || (!the && !KEPT_PREPOSITIONS.has(ctx.norms[i]))) continue
      const s = sentenceOf(ctx, i)
      // The wound or its cue comes before, tied by a verb of being or directly ("an entrance wound on the …"); from the last cue
      // said before it in the sentence ("…, and the exit is on the back of the thigh").
      const head = Math.max(s.first, ...ctx.cues.filter((c) => c.first < i && c.first >= s.first).map((c) => c.first))
      const before = ctx.norms.slice(head, i)
      // "Located on the …", "On the left forehead" opening a sentence, "This is on …", "It is located on …": the wound named last.
      const opens = (before.length === 1 && BEING.has(before[0])) || (before.length === 0 && cueAlone.has(i))
      const pronoun = ['it', 'this'].includes(before[0]) && before.slice(1).every((w) => BEING.has(w)) && before.length > 1
      const named = opens || pronoun || before.some((w, k) => WOUND_NOUNS.has(w) || cueEnds.has(head + k))
      // A number before the site is a measure of something else, unless it is the wound's own ("a 1/4 inch round defect on …").
      // A site right after a verb of lying or after a comma ("and lies on the …", "…, on the right upper abdomen") is the wound's.
      const ownMeasure = (k: number) => inCue(k) || ctx.norms[k - 1] === '/' || adjectives.some((a) => a.first <= k && k <= a.last)
      const placedAfter = LYING_WORDS.has(ctx.norms[i - 1]) || (ctx.norms[i - 1] === ',' && ['on', 'over'].includes(ctx.norms[i]))
      if (!named || (!placedAfter && before.some((w, k) => /^\d/.test(w) && !ownMeasure(head + k)))) continue
      const tiedBy = (w: string) => BEING.has(w) || WOUND_NOUNS.has(w) || w === ',' || w === ':'
      const tied = opens || pronoun || before.some(tiedBy) || cueEnds.has(i - 1)
      // "above the left eyebrow", "at the vertex": only right after the verb or the cue, where they place the wound.
      const prev = ctx.norms[i - 1]
      // "The incised wound of the left palm", "Laceration 2, of the point of the chin", "Laceration 1 is a laceration of the
      // chin": "of" only right after the cue, or after the wound's noun once a cue is said in the sentence.
      const afterCue = cueEnds.has(i - 1) || (prev === ',' && cueEnds.has(i - 2))
      const cueBefore = ctx.cues.some((c) => c.first >= s.first && c.last < i)
      if (ctx.norms[i] === 'of' && !afterCue && !(WOUND_NOUNS.has(prev) && cueBefore)) continue
      const direct = ['on', 'over', 'in', 'of'].includes(ctx.norms[i]) || BEING.has(prev) || afterCue
      const across = !before.includes('track') && (direct || ACROSS_AFTER.has(prev) || WOUND_NOUNS.has(prev))
      if (!tied || !(ctx.norms[i] === 'across' ? across : direct)) continue
      const from = KEPT_PREPOSITIONS.has(ctx.norms[i]) ? i : i + 1 + the
      const end = siteEnd(ctx, i + 1 + the, s.end)
      // "Stab wound 2 of the three": a number is no site.
      if (end === i + 1 + the || parseNumber(ctx.norms, i + 1 + the)) continue
      const variant = before.includes('entrance') || before.includes('entry') ? 'entrance' : before.includes('exit') ? 'exit' : undefined
      const value = wordsBetween(ctx, from, end - 1)
      out.push({ reading: this.name, role: 'site', value, first: i, last: end - 1, tier: this.tier, variant })
      // One site per wound: the next one said in this sentence is another wound's, after its cue.
      const next = ctx.cues.find((c) => c.first >= end && c.first < s.end)
      i = next ? next.first : s.end - 1
    }
    return out
  },
}

const HEEL_LEVEL = (ctx: WoundContext, k: number) =>
  (ctx.norms[k] === 'above' || ctx.norms[k] === 'below') &&
  ctx.norms.slice(k + 1, k + 4).includes('heel')

/**
 * Height of a wound: "120 cm above the heel", "at 95 centimetres above the left heel"; "below the top of the head" is no height
 * above the heel.
 */
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
  counterExamples: ['The body measures 172 cm from crown to heel.', 'It lies 18 inches below the top of the head.'],
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
