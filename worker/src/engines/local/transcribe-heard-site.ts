import { BODY_REGIONS } from '@shared/src/tags/body-regions'
import { ASPECTS, SIDES } from '@shared/src/tags/lexicon'
import { parseNumber } from '@shared/src/tags/numbers'
import { unitInfo } from '@shared/src/tags/units'
import { PART_REGIONS } from './grammar-wounds'

/**
 * Short unstressed words of a wound's place heard as other words, which the transcript writes as said, in doubt.
 *
 * A site's "of the" heard as another word. The grammar says a part of a place before "of the" and the place ("the left side
 * of the chest", "the back of the head"); the short unstressed "of the" is what noise takes first, and the recogniser
 * fills its time with a site word of the grammar ("the left side outer chest", "the right side front chest", "the back
 * mouth the head"). A site does not go on from such a part to another word and a region without "of": the word standing
 * there is "of the" (or "of", where "the" was heard), written in doubt with the word heard as its alternative.
 */

const PARTS = new Set(['side', ...PART_REGIONS])
const SITE_OPENERS = new Set(['on', 'over', 'in', 'at', 'to', 'across', 'above', 'below'])
const SITE_PREFIX = new Set([...SIDES, ...ASPECTS])

/** Whether the words before a part open a site: a preposition, "the" and only sides and aspects up to the part. */
function inSite(words: readonly string[], part: number): boolean {
  for (let k = part - 1; k >= 1; k--) {
    if (words[k] === 'the') return SITE_OPENERS.has(words[k - 1])
    if (!SITE_PREFIX.has(words[k])) return false
  }
  return false
}

/** Whether a place starts at j: a region, or a side and a region ("of the right hand"). */
const placeAt = (words: readonly string[], j: number) =>
  BODY_REGIONS.has(words[j]) || (SIDES.includes(words[j]) && BODY_REGIONS.has(words[j + 1] ?? ''))

/**
 * What the word at i stands for when it stands in a site's "of the" ("of the", or "of" before a "the" heard), or null: the word
 * after a part of a place ("side", "back", "crown" …) in a site, before the place, and neither "of", "the", a side nor a number.
 * After a part other than "side" an aspect is the place's own ("the back upper arm" is left as heard).
 */
export function lostOfThe(words: readonly string[], i: number): string | null {
  const part = words[i - 1]
  const word = words[i]
  if (!part || !PARTS.has(part) || !word || ['of', 'the', ...SIDES].includes(word) || parseNumber(words, i)) return null
  if (part !== 'side' && ASPECTS.includes(word)) return null
  const the = words[i + 1] === 'the'
  if (!placeAt(words, the ? i + 2 : i + 1) || !inSite(words, i - 1)) return null
  return the ? 'of' : 'of the'
}

/**
 * Whether the word at i stands in the "to the" of a distance from the midline: the word before a side, "of the" and the
 * midline ("4 centimetres none left of the midline", "2 inches and left of the midline"), neither "to", "the", "from",
 * "of", a side nor a number. Noise takes the unstressed "to the" as it takes a site's "of the".
 */
export function lostToThe(words: readonly string[], i: number): boolean {
  const word = words[i]
  if (!word || ['to', 'the', 'from', 'of', ...SIDES].includes(word) || parseNumber(words, i)) return false
  if (!SIDES.includes(words[i + 1] ?? '') || words[i + 2] !== 'of' || words[i + 3] !== 'the') return false
  return words[i + 4] === 'midline' || (ASPECTS.includes(words[i + 4] ?? '') && words[i + 5] === 'midline')
}

/** As `lostToThe`, where the word before it is a unit of length (the distance's measure ends there). */
export const lostToTheAfterMeasure = (words: readonly string[], i: number) =>
  unitInfo(words[i - 1] ?? '')?.dimension === 'length' && lostToThe(words, i)
