import {
  DIRECTION_CORE, DIRECTION_GLUE, DIRECTION_VERBS, NEGATIONS, SIDES, TRACK_NOUNS, WOUND_NOUNS, WOUND_TYPES,
} from '@shared/src/tags/lexicon'
import { lengthAt, sentenceOf, wordsBetween, type Candidate, type WoundContext, type WoundReading } from './context'

/** The direction words from token i on: core words and the glue between them, never a trailing glue word. */
function directionFrom(ctx: WoundContext, i: number): number {
  let last = -1
  for (let k = i; k < ctx.norms.length; k++) {
    const w = ctx.norms[k]
    if (DIRECTION_CORE.has(w)) last = k
    // "to the left": "the" only before a side; "to a depth" ends the direction.
    else if (w === 'the' && !SIDES.includes(ctx.norms[k + 1])) break
    else if (!DIRECTION_GLUE.has(w)) break
  }
  return last
}

/**
 * Direction of the track, stopping before the measures and organs that follow: "directed front to back, right to left and slightly
 * downwards".
 */
export const readDirection: WoundReading = {
  name: 'wound-direction',
  stage: 'value',
  tier: 'likely',
  examples: [
    {
      text: 'The track is directed front to back, right to left and slightly downwards, to a depth of 9 cm.',
      want: { direction: 'front to back, right to left and slightly downwards' },
    },
    {
      text: 'The track passes backwards, to the left and upwards through the left lung.',
      want: { direction: 'backwards, to the left and upwards' },
    },
    { text: 'The blade was drawn from right to left.', want: { direction: 'from right to left' } },
    { text: 'The wound path is front to back and downward.', want: { direction: 'front to back and downward' } },
    { text: 'Track backwards to forwards through the left kidney.', want: { direction: 'backwards to forwards' } },
  ],
  counterExamples: ['The track passes through the liver.', 'The body was turned to the left.', 'The track of wound two is 9 cm long.'],
  read(ctx) {
    const out: Candidate[] = []
    for (let i = 0; i < ctx.norms.length; i++) {
      if (!DIRECTION_VERBS.has(ctx.norms[i]) && !TRACK_NOUNS.has(ctx.norms[i])) continue
      const from = ctx.norms[i + 1] === 'is' || ctx.norms[i + 1] === ':' || ctx.norms[i + 1] === 'was' ? i + 2 : i + 1
      const last = directionFrom(ctx, from)
      if (last < 0) continue
      out.push({ reading: this.name, role: 'direction', value: wordsBetween(ctx, from, last), first: i, last, tier: this.tier })
      i = last
    }
    return out
  },
}

const ORGAN_STOPS = new Set([
  '.', ';', ':', 'to', 'directed', 'before', 'where', 'which', 'with', 'travelling', 'traveling', 'passing', 'running',
  'coursing',
])
/** Words before "through" that make it the track's ("the track passes through …"). */
const TRACK_WORDS = new Set([
  'passes', 'passing', 'passed', 'track', 'penetrates', 'perforates', 'runs', 'directed', 'goes', 'extends', 'travels', 'travelled',
  'continues', 'ends', 'perforating', 'penetrating',
])
/** After "and", words that start another clause rather than another organ ("… and it is directed backwards"). */
const AND_ENDS = new Set(['is', 'passes', 'then', 'it'])
const ENTERS = new Set([
  'penetrates', 'perforates', 'enters', 'pierces', 'transects', 'penetrating', 'perforating', 'entering', 'piercing', 'transecting',
])
/** Verbs after which "in the …" names where the track ends ("ends in the hamstring muscles"). */
const ENDS_IN = new Set(['ends', 'ending', 'terminates', 'terminating'])

/** Does the organ list end at token k: a measure said after it ("…, 8.5 cm deep", "at a depth of 10 cm", "for 7 cm")? */
function depthFollows(ctx: WoundContext, k: number): boolean {
  const n = ctx.norms
  if (n[k] === 'for' || (n[k] === 'at' && (n[k + 1] === 'a' || n[k + 1] === 'depth'))) return true
  return /^\d/.test(n[k] ?? '') || lengthAt(ctx, k) !== null
}

/** The organs a track passes through, as a list: "passes through the pericardium and the right ventricle". */
export const readOrgans: WoundReading = {
  name: 'wound-organs',
  stage: 'value',
  tier: 'likely',
  examples: [
    { text: 'The track passes through the diaphragm and the liver, to a total depth of 9 cm.', want: { organs: 'diaphragm, liver' } },
    { text: 'The track passes into the small intestine to a depth of 8 cm.', want: { organs: 'small intestine' } },
    { text: 'The track passes through the liver and the psoas muscle at a depth of about 10 cm.', want: { organs: 'liver, psoas muscle' } },
    { text: 'The track runs backwards, perforating the left kidney, 8.5 cm deep.', want: { organs: 'left kidney' } },
    { text: 'It passes forwards and ends in the hamstring muscles.', want: { organs: 'hamstring muscles' } },
    { text: 'It runs through the stomach, ending in the pancreas.', want: { organs: 'stomach, pancreas' } },
    {
      text: 'It passes through the skin, the left fifth intercostal muscle, the pericardium and the right ventricle.',
      want: { organs: 'skin, left fifth intercostal muscle, pericardium, right ventricle' },
    },
  ],
  counterExamples: ['The body was carried through the house.'],
  read(ctx) {
    const out: Candidate[] = []
    const n = ctx.norms
    for (let i = 1; i < n.length; i++) {
      // "through the …" after a track verb, or "penetrates the liver".
      const verb = n.slice(sentenceOf(ctx, i).first, i)
      const tracked = verb.some((w) => TRACK_WORDS.has(w))
      const into = n[i] === 'into' && (TRACK_WORDS.has(n[i - 1]) || tracked)
      const endsIn = n[i] === 'in' && ENDS_IN.has(n[i - 1])
      const enters = (ENTERS.has(n[i]) || into || endsIn) && n[i + 1] === 'the'
      if (n[i] !== 'through' && !enters) continue
      // "…; through the stomach and pancreas": a list of the track after a semicolon.
      if (!enters && !tracked && n[i - 1] !== ';') continue
      const items: string[] = []
      let start = i + 1
      let k = start
      for (; k < n.length; k++) {
        const w = n[k]
        const next = n[k + 1]
        const clauseEnds = (w === ',' && (next === 'to' || next === 'directed')) || (w === 'and' && AND_ENDS.has(next))
        if (ORGAN_STOPS.has(w) || clauseEnds || depthFollows(ctx, k)) break
        if (w === 'into' && n[k - 1] === 'and') start = k + 1
        // "through the descending colon, ending in the psoas muscle": the list goes on after the verb.
        const joined = n[k - 1] === ',' || n[k - 1] === 'and'
        if (joined && ENDS_IN.has(w) && n[k + 1] === 'in') start = k + 2
        if (joined && ENTERS.has(w)) start = k + 1
        if (w !== ',' && w !== 'and' && w !== 'into') continue
        if (k > start) items.push(wordsBetween(ctx, start, k - 1))
        start = k + 1
      }
      if (k > start) items.push(wordsBetween(ctx, start, k - 1))
      const list = items.filter(Boolean)
      if (list.length) out.push({ reading: this.name, role: 'organs', value: list.join(', '), first: i, last: k - 1, tier: this.tier })
      if (list.length) i = k - 1
    }
    return out
  },
}

/** The wound's type, said in its cue or of it: "stab wound two", "an incised wound", "laceration 1". */
export const readType: WoundReading = {
  name: 'wound-type',
  stage: 'value',
  tier: 'likely',
  examples: [
    { text: 'Stab wound two is on the left chest.', want: { type: 'stab' } },
    { text: 'Wound #3 is an incised wound on the forearm.', want: { type: 'incised' } },
    { text: 'Laceration 1 is on the scalp.', want: { type: 'laceration' } },
    { text: 'The second of the stab wounds is on the back.', want: { type: 'stab' } },
  ],
  counterExamples: ['There are no stab wounds.', 'Wound #2 is on the left flank.'],
  read(ctx) {
    const out: Candidate[] = []
    const cueStarts = new Set(ctx.cues.map((c) => c.first))
    // "Stab wounds 2 and 3", "the second of the stab wounds": a plural cue names each wound's type.
    const inPluralCue = (i: number) => ctx.cues.some((c) => c.first <= i && i <= c.last && (c.more?.length || c.mode === 'ordinal'))
    for (let i = 0; i < ctx.norms.length; i++) {
      const w = ctx.norms[i]
      if (!WOUND_TYPES.includes(w)) continue
      const plural = ctx.norms[i + 1] === 'wounds' && inPluralCue(i)
      const noun = w === 'laceration' || w === 'abrasion' || w === 'bruise' || WOUND_NOUNS.has(ctx.norms[i + 1] ?? '') || plural
      if (!noun || ctx.norms.slice(Math.max(sentenceOf(ctx, i).first, i - 3), i).some((x) => NEGATIONS.has(x))) continue
      if ((ctx.norms[i + 1] === 'wounds' && !plural) || /^\d/.test(ctx.norms[i - 1] ?? '')) continue
      // At a cue's start the type names the cue's wound; elsewhere it is said of the wound named last.
      out.push({ reading: this.name, role: 'type', value: w, first: cueStarts.has(i - 1) ? i - 1 : i, last: i, tier: this.tier })
    }
    return out
  },
}
