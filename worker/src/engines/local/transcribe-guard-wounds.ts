import { parseNumber } from '@shared/src/tags/numbers'
import { unitInfo } from '@shared/src/tags/units'
import { BODY_REGIONS } from '@shared/src/tags/body-regions'
import {
  ASPECTS,
  BEING,
  DIRECTION_CORE,
  DIRECTION_VERBS,
  ORDINAL_WORDS,
  SIDES,
  WOUND_NOUNS,
  WOUND_TYPE_WORDS,
} from '@shared/src/tags/lexicon'
import { heardQuantityAt } from './heard-quantity'
import { lostToThe } from './transcribe-heard-site'
import { cue, cueAt, outOfTurn } from './transcribe-guard-cues'
import {
  ABOUT_WORDS, DEFECT_NOUNS, MEASURE_TAILS, MEASURE_VERBS, ORGAN_VERBS, SHAPES, TRACK_ORGANS,
} from './grammar-wounds'

/**
 * Wound phrases as the guard reads them: a wound role's words with their value, said without a field
 * name, as the recogniser's grammar has them (./grammar-wounds). Each function gives the end
 * (exclusive) of the phrase starting at i, or -1.
 */

const SITE_WORDS = new Set([...SIDES, ...ASPECTS, ...BODY_REGIONS, 'of', 'the'])
const ORGAN_WORDS = new Set([...TRACK_ORGANS.flatMap((o) => o.split(' ')), ...SIDES, ...Object.keys(ORDINAL_WORDS), 'the', 'and', 'comma'])
const SIZE_VERBS = new Set(['measures', 'measuring', 'measured'])

/** A number with a unit of length at i, perhaps after "about" ("4 pounds" is not a wound's measure): its end, or -1. */
function measureAt(words: string[], from: number): number {
  const i = ABOUT_WORDS.includes(words[from]) ? from + 1 : from
  const q = heardQuantityAt(words, i)
  if (!q) return -1
  return q.unit && unitInfo(q.unit)?.dimension === 'length' ? q.last + 1 : -1
}

const at = (words: string[], i: number, seq: string) => seq.split(' ').every((w, k) => words[i + k] === w)

/** Words before "the" and a site ("on", "over", "lies across the wrist", "above the right eyebrow"). */
const SITE_PREPOSITIONS = ['on', 'over', 'in', 'at', 'across', 'above', 'below']

/** "on the outer aspect of the left upper arm": a preposition, "the", site words ending at a body region. */
export function siteAt(words: string[], i: number): number {
  const k = BEING.has(words[i]) ? i + 1 : i
  if (!SITE_PREPOSITIONS.includes(words[k]) || words[k + 1] !== 'the') return -1
  let end = -1
  for (let j = k + 2; j < words.length && SITE_WORDS.has(words[j]); j++) if (BODY_REGIONS.has(words[j])) end = j + 1
  // "Above the heel" is a height, said after its measure, not a site.
  return ['above', 'below'].includes(words[k]) && words[end - 1] === 'heel' ? -1 : end
}

/** The end of the first of the phrases said at i, or -1. */
const oneOf = (words: string[], i: number, phrases: readonly string[]) => {
  const found = phrases.find((p) => at(words, i, p))
  return found ? i + found.split(' ').length : -1
}

/** "130 cm above the heel", "40 cm above heel level", "4 cm to the left of the midline", "3 cm left of the anterior midline". */
function distanceAt(words: string[], i: number): number {
  let k = measureAt(words, i)
  if (k < 0) return -1
  if (words[k] === 'above' || words[k] === 'below') {
    k += words[k + 1] === 'the' ? 2 : 1
    if (SIDES.includes(words[k])) k++
    if (words[k] !== 'heel') return -1
    return words[k + 1] === 'level' ? k + 2 : k + 1
  }
  if (words[k] === 'from') k++
  else {
    // "To the" heard as another word ("4 centimetres none left of the midline") is read as said.
    if (at(words, k, 'to the')) k += 2
    else if (lostToThe(words, k)) k += 1
    if (!SIDES.includes(words[k]) || words[k + 1] !== 'of') return -1
    k += 2
  }
  if (words[k] !== 'the') return -1
  k += ASPECTS.includes(words[k + 1]) ? 2 : 1
  return words[k] === 'midline' ? k + 1 : -1
}

/** "(it) has a round central defect of 0.8 cm": the defect of a gunshot wound measured after "of" or "measuring". */
function defectAt(words: string[], i: number): number {
  let k = words[i] === 'it' ? i + 1 : i
  if (!['has', 'shows'].includes(words[k]) || !['a', 'an'].includes(words[k + 1])) return -1
  k += 2
  while (k < words.length && (SHAPES.includes(words[k]) || words[k] === 'central')) k++
  if (!DEFECT_NOUNS.includes(words[k]) || !['of', 'measuring'].includes(words[k + 1])) return -1
  return measureAt(words, k + 2)
}

/**
 * "measures 2 by 1 cm", "to a depth of 7 cm", "it penetrates 7 cm", "4 cm in length", "2 cm long", "has a round defect of 0.8 cm":
 * its end (-1 when none), and whether a verb of measuring says it ("measures", "measuring", "measured"), as narrative says an
 * object's measures too ("the blade measured 19 by 2.5 cm"); a depth, a defect and "penetrates" are a wound's own.
 */
function measuredAt(words: string[], i: number): { end: number; verb: boolean } {
  const defect = defectAt(words, i)
  if (defect > 0) return { end: defect, verb: false }
  const k = words[i] === 'it' ? i + 1 : i
  if (SIZE_VERBS.has(words[k])) {
    const first = heardQuantityAt(words, k + 1)
    if (!first) return { end: -1, verb: true }
    if (words[first.last + 1] === 'by') return { end: measureAt(words, first.last + 2), verb: true }
  }
  for (const lead of ['to a depth of', 'to a total depth of', 'at a depth of', 'at a total depth of']) {
    if (at(words, i, lead)) return { end: measureAt(words, i + lead.split(' ').length), verb: false }
  }
  const verb = oneOf(words, k, MEASURE_VERBS)
  const end = verb < 0 ? -1 : measureAt(words, verb)
  const tail = end < 0 ? -1 : oneOf(words, end, MEASURE_TAILS)
  return { end: tail > 0 ? tail : end, verb: SIZE_VERBS.has(words[k]) }
}

/**
 * Whether a wound was named or "it" said before i in the utterance ("stab wound one is 2 cm long", "it is 2 cm long and 1 cm
 * wide"). A cue counted out of turn (`outOfTurn`: "the ninth sharp wound …") names none.
 */
function woundBefore(words: string[], i: number, before: number): boolean {
  for (let j = 0; j < i; j++) {
    if (outOfTurn(words, j, before)) j = cue(words, j).end - 1
    else if (WOUND_NOUNS.has(words[j]) || WOUND_TYPE_WORDS.has(words[j]) || words[j] === 'it' || words[j] === 'its') return true
  }
  return false
}

/**
 * A measure and its tail said without a verb ("2 cm long", "4 cm in length"): its end, or -1. Narrative says an object's
 * measures so too ("a blade twenty one centimetres long"), so it is a wound's only after one was named (`woundBefore`).
 */
function bareMeasure(words: string[], i: number): number {
  const end = measureAt(words, i)
  return end < 0 ? -1 : oneOf(words, end, MEASURE_TAILS)
}

/**
 * Organs after a verb of reaching them ("through the skin and the liver", "perforating the left kidney",
 * "ends in the hamstring muscles"): the end of the last organ, or -1. Without a verb of direction before
 * it ("passes"), only a verb narrative seldom says counts ("perforating", "ends in"), not "through" or "into".
 */
function organsAt(words: string[], i: number, afterDirection: boolean): number {
  const verbs = afterDirection ? ORGAN_VERBS : ORGAN_VERBS.filter((v) => !['through', 'into', 'enters', 'entering'].includes(v))
  const k = oneOf(words, i, verbs)
  if (k < 0) return -1
  let end = -1
  for (let j = k; j < words.length && ORGAN_WORDS.has(words[j]); j++) if (TRACK_ORGANS.some((o) => o.endsWith(words[j]))) end = j + 1
  return end
}

/** "passes front to back", "directed right to left and slightly downwards", "passes through the skin and the liver". */
function trackAt(words: string[], i: number): number {
  let k = at(words, i, 'the track') ? i + 2 : words[i] === 'it' ? i + 1 : i
  if (words[k] === 'is') k++
  if (!DIRECTION_VERBS.has(words[k])) return organsAt(words, words[k] === 'and' ? k + 1 : k, false)
  k++
  const organs = organsAt(words, k, true)
  if (organs > 0) return organs
  let end = -1
  for (let j = k; j < words.length; j++) {
    const w = words[j]
    if (DIRECTION_CORE.has(w)) {
      // A pair ("front to back"), then single words joined to it ("… and slightly downwards").
      if (words[j - 1] === 'to' || words[j - 2] === 'to' || end > 0) end = j + 1
    } else if (!['to', 'the', 'from', 'and', 'comma', 'slightly', 'steeply', 'sharply', 'somewhat', 'markedly'].includes(w)) break
  }
  // "Passes front to back and downwards through the left lung and the heart": the organs right after the direction.
  const reached = end > 0 ? organsAt(words, end, true) : -1
  return Math.max(end, reached)
}

/** The end of a pair of directions at i ("front to back", "from left to the right"), or -1. */
function pairAt(words: string[], i: number): number {
  const k = words[i] === 'from' ? i + 1 : i
  if (!DIRECTION_CORE.has(words[k]) || words[k + 1] !== 'to') return -1
  const to = words[k + 2] === 'the' ? k + 3 : k + 2
  return DIRECTION_CORE.has(words[to]) ? to + 1 : -1
}

/**
 * Whether a pair of directions starts at i right after another pair, as in "back to front left to right":
 * a pause stands there in speech and a comma in writing ("back to front, left to right").
 */
export function pairAfterPair(words: string[], i: number): boolean {
  if (pairAt(words, i) < 0) return false
  for (let j = Math.max(0, i - 5); j < i; j++) if (pairAt(words, j) === i) return true
  return false
}

/** The end of one organ a track reaches at i ("the left lung", "pericardium"), or -1. */
function organAt(words: string[], i: number): number {
  let k = words[i] === 'the' ? i + 1 : i
  if (SIDES.includes(words[k])) k++
  if (ORDINAL_WORDS[words[k]] !== undefined) k++
  const found = TRACK_ORGANS.filter((o) => at(words, k, o)).sort((a, b) => b.length - a.length)[0]
  return found ? k + found.split(' ').length : -1
}

/**
 * Whether "the" and an organ start at i right after another organ, as in "through the skin the left lung":
 * a pause stands there in speech and a comma in writing ("the skin, the left lung").
 */
export function organAfterOrgan(words: string[], i: number): boolean {
  if (words[i] !== 'the' || organAt(words, i) < 0) return false
  for (let j = Math.max(0, i - 5); j < i; j++) if (organAt(words, j) === i) return true
  return false
}

/** The end of a wound phrase starting at i, or -1. */
export function woundPhraseAt(words: string[], i: number): number {
  return woundPhrase(words, i).end
}

/**
 * The wound phrase starting at i and how much its words count as dictation: a quantity with its unit
 * of length and a role's own words (a distance, a size, a depth) or a wound cue fully; a direction, the
 * organs, a cue of a bruise or an injury or one counted out of turn, or a measure after a verb of measuring or with its tail
 * and no wound named before it half; a site a quarter. The recogniser forces narrative into these words too ("sharp bruise
 * 5", "scar present at the eye abdomen", measured on flite's narrative paragraphs). End -1 when there is none. `before`: the
 * wounds named in the recording's stretches before this one (./transcribe-guard-cues, `outOfTurn`).
 */
export function woundPhrase(words: string[], i: number, before = Infinity): { end: number; weight: number } {
  const bare = bareMeasure(words, i)
  const measured = measuredAt(words, i)
  const ofWound = words[i] === 'it' || ((bare > i || measured.verb) && woundBefore(words, i, before))
  // A measure said with a verb of measuring, or with none, is an object's as often as a wound's, unless a wound was named.
  const loose = Math.max(bare, measured.verb ? measured.end : -1)
  const strong = Math.max(distanceAt(words, i), measured.verb ? -1 : measured.end, ofWound ? loose : -1)
  const said = cue(words, i)
  // A wound named by its kind alone counts half: "the stab wound" is said in narrative too; so does one counted out of turn,
  // where the stretch ends with it or a wound's own measure follows it ("the ninth stab wound … 4 cm from the midline"): with
  // only narrative after it ("the ninth sharp wound to the buttock … 21 centimetres long"), it counts nothing.
  const wounded = words.slice(i, said.end).some((w) => w === 'wound' || w === 'laceration')
  const early = said.end > i && outOfTurn(words, i, before)
  const named = said.end > i && !said.kindOnly && wounded && !early ? said.end : -1
  const counted = early && said.end < words.length && !ownAfter(words, said.end, before) ? -1 : said.end
  const full = Math.max(strong, named)
  const half = Math.max(counted, trackAt(words, i), loose)
  const site = siteAt(words, i)
  if (site > Math.max(full, half)) return { end: site, weight: 0.25 }
  return half > full ? { end: half, weight: 0.5 } : { end: full, weight: 1 }
}

/** Whether a wound's own phrase, one that counts fully, starts at or after `from` (a distance, a depth, "it measures …"). */
function ownAfter(words: string[], from: number, before: number): boolean {
  for (let k = from; k < words.length; k++) {
    const phrase = woundPhrase(words, k, before)
    if (phrase.end > k && phrase.weight === 1) return true
  }
  return false
}

/** Words that may follow a site in dictation: a join, a pronoun starting the next statement, a verb of measuring. */
const AFTER_SITE = new Set(['and', 'comma', 'period', 'next', 'it', 'its', 'which', 'with', 'where', 'measuring', 'measures', 'extending'])

/**
 * The words right after a site or a track that continue nothing ("on the crown none the head", "above the right eye brown",
 * "through the left lung none"): where a word of narrative was forced after one, the recogniser hears one of the grammar's
 * loop items there, and the extractor reads the site or the organs on to it ("crown, none"). The first such word after each,
 * as indexes; a number, a join, a pronoun or another wound phrase may follow a site or a track.
 */
export function strayAfterSites(words: string[]): number[] {
  const stray: number[] = []
  for (let i = 0; i < words.length; i++) {
    const end = Math.max(siteAt(words, i), trackAt(words, i))
    if (end < 0 || end >= words.length) continue
    const next = words[end]
    const continues =
      AFTER_SITE.has(next) || parseNumber(words, end) !== null || woundPhrase(words, end).end > end || cueAt(words, end) > end
    if (!continues && !stray.includes(end)) stray.push(end)
    i = end - 1
  }
  return stray
}

/**
 * Measures of nothing ("gapes to zero inch"): no wound is measured as zero, but noise cuts "zero point eight" short, leaving
 * the "zero" and the unit. The index of each such "zero".
 */
export function zeroMeasures(words: string[]): number[] {
  const zeros: number[] = []
  for (let i = 0; i < words.length; i++) {
    if (words[i] === 'zero' && parseNumber(words, i)?.length === 1 && measureAt(words, i) > i) zeros.push(i)
  }
  return zeros
}
