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
import {
  ABOUT_WORDS, DEFECT_NOUNS, MEASURE_TAILS, MEASURE_VERBS, ORGAN_VERBS, SHAPES, TRACK_ORGANS, WOUND_LETTERS,
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

/**
 * "stab wound two", "wound number three", "gunshot wound A", "the second stab wound", "the next wound", and a wound
 * named by its kind alone after "the" ("the exit wound", "the incised wound"): its end, or -1.
 */
export function cueAt(words: string[], i: number): number {
  return cue(words, i).end
}

/** A cue at i: its end (-1 when none), and whether it names its wound by its kind alone ("the exit wound"). */
function cue(words: string[], i: number): { end: number; kindOnly: boolean } {
  const none = { end: -1, kindOnly: false }
  let k = words[i] === 'the' ? i + 1 : i
  const counted = words[i] === 'the' && (ORDINAL_WORDS[words[k]] !== undefined || words[k] === 'next')
  if (counted) k++
  const typed = k
  while (WOUND_TYPE_WORDS.has(words[k]) && !WOUND_NOUNS.has(words[k])) k++
  while (WOUND_TYPE_WORDS.has(words[k]) && WOUND_NOUNS.has(words[k + 1] ?? '')) k++
  if (!WOUND_NOUNS.has(words[k])) return none
  k++
  if (counted) return { end: k, kindOnly: false }
  if (words[k] === 'number') k++
  if (WOUND_LETTERS.includes(words[k]) && words[k] !== 'a') return { end: k + 1, kindOnly: false }
  const num = parseNumber(words, k)
  if (num) return { end: k + num.length, kindOnly: false }
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
    if (at(words, k, 'to the')) k += 2
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

/** "measures 2 by 1 cm", "to a depth of 7 cm", "it penetrates 7 cm", "4 cm in length", "2 cm long", "has a round defect of 0.8 cm". */
function measuredAt(words: string[], i: number): number {
  const defect = defectAt(words, i)
  if (defect > 0) return defect
  const k = words[i] === 'it' ? i + 1 : i
  if (SIZE_VERBS.has(words[k])) {
    const first = heardQuantityAt(words, k + 1)
    if (!first) return -1
    if (words[first.last + 1] === 'by') return measureAt(words, first.last + 2)
  }
  for (const lead of ['to a depth of', 'to a total depth of', 'at a depth of', 'at a total depth of']) {
    if (at(words, i, lead)) return measureAt(words, i + lead.split(' ').length)
  }
  const verb = oneOf(words, k, MEASURE_VERBS)
  if (verb < 0) return -1
  const end = measureAt(words, verb)
  if (end < 0) return -1
  const tail = oneOf(words, end, MEASURE_TAILS)
  return tail > 0 ? tail : end
}

/**
 * A measure and its tail said without a verb ("2 cm long", "4 cm in length"): its end (-1 when none), and whether a wound
 * was named or "it" said earlier in the utterance ("stab wound one is 2 cm long", "it is 2 cm long and 1 cm wide").
 * Narrative says an object's measures so too ("a blade twenty one centimetres long"), with no wound named.
 */
function bareMeasure(words: string[], i: number): { end: number; ofWound: boolean } {
  const end = measureAt(words, i)
  const tail = end < 0 ? -1 : oneOf(words, end, MEASURE_TAILS)
  const ofWound = words.slice(0, i).some((w) => WOUND_NOUNS.has(w) || WOUND_TYPE_WORDS.has(w) || w === 'it' || w === 'its')
  return { end: tail, ofWound }
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
 * organs, a cue of a bruise or an injury, or a measure and its tail with no wound named before it half; a site a
 * quarter. The recogniser forces narrative into these words too ("sharp bruise 5", "scar present at the eye abdomen",
 * measured on flite's narrative paragraphs). End -1 when there is none.
 */
export function woundPhrase(words: string[], i: number): { end: number; weight: number } {
  const bare = bareMeasure(words, i)
  const strong = Math.max(distanceAt(words, i), measuredAt(words, i), bare.ofWound ? bare.end : -1)
  const said = cue(words, i)
  // A wound named by its kind alone counts half: "the stab wound" is said in narrative too.
  const named = said.end > i && !said.kindOnly && words.slice(i, said.end).some((w) => w === 'wound' || w === 'laceration') ? said.end : -1
  const full = Math.max(strong, named)
  const half = Math.max(said.end, trackAt(words, i), bare.end)
  const site = siteAt(words, i)
  if (site > Math.max(full, half)) return { end: site, weight: 0.25 }
  return half > full ? { end: half, weight: 0.5 } : { end: full, weight: 1 }
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
