import { quantityAt } from '@shared/src/tags/quantity'
import type { TagInfo } from '../types'
import type { HeardStretch } from './transcribe-decoder'
import { heardUtterance, type HeardUtterance } from './transcribe-doubt'
import { guardVocabulary } from './transcribe-format'
import { dictationShare } from './transcribe-guard'

/**
 * Doubt in a noisy room. When the room front end had to clean a recording (./room), the recogniser
 * forces the noise and whatever was said outside its grammar into field words, with posteriors as
 * high as for the words said ("urine nine mils" out of a description of the body). The guard shows
 * an utterance as a gap when less than its share of words forms a field's name and its value; in
 * such a recording an utterance must be mostly dictation (NOISY_DICTATION_SHARE) for its values to
 * be trusted: below that, every word of it is in doubt, so its values are offered below High and
 * the dialog marks them, while they are still offered. And a number heard there without a unit
 * after it is in doubt: noise cuts a number short as readily as it adds one ("one hundred and
 * and five grams" for "one hundred and sixty five grams" reads as 100 g).
 */

/** Share of an utterance's words that must be field dictation (as the guard counts it) in a recording the front end cleaned. */
export const NOISY_DICTATION_SHARE = 0.5

/** The words of an utterance heard in a cleaned recording that are in doubt besides those the posteriors doubt. */
function noisyDoubts(words: string[], share: number): boolean[] {
  if (share < NOISY_DICTATION_SHARE) return words.map(() => true)
  const doubt = words.map(() => false)
  for (let i = 0; i < words.length; i++) {
    const q = quantityAt(words, i)
    if (!q || (words[i] === 'a' && q.numberEnd === i + 1)) continue
    if (!q.unit) for (let k = i; k < q.numberEnd; k++) doubt[k] = true
    i = q.last
  }
  return doubt
}

/**
 * The recogniser's stretches as utterances with their words in doubt: those below the posterior
 * bar (./transcribe-doubt), and in a recording the front end cleaned (`denoised`) every word of an
 * utterance whose share of dictation is below NOISY_DICTATION_SHARE and every number said without a unit.
 */
export function heardUtterances(stretches: readonly HeardStretch[], vocabulary: TagInfo[], denoised: boolean): HeardUtterance[] {
  const heard = stretches.filter((h) => h.text).map((h) => heardUtterance(h.text, h.scores))
  if (!denoised) return heard
  const guarded = guardVocabulary(vocabulary)
  return heard.map((u) => {
    const doubt = noisyDoubts(u.words, dictationShare(u.words, guarded))
    return { ...u, unsure: u.unsure.map((unsure, i) => unsure || doubt[i]) }
  })
}
