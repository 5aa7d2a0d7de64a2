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
 * the dialog marks them, while they are still offered.
 */

/** Share of an utterance's words that must be field dictation (as the guard counts it) in a recording the front end cleaned. */
export const NOISY_DICTATION_SHARE = 0.5

/**
 * The recogniser's stretches as utterances with their words in doubt: those below the posterior
 * bar (./transcribe-doubt), and in a recording the front end cleaned (`denoised`) every word of an
 * utterance whose share of dictation is below NOISY_DICTATION_SHARE.
 */
export function heardUtterances(stretches: readonly HeardStretch[], vocabulary: TagInfo[], denoised: boolean): HeardUtterance[] {
  const heard = stretches.filter((h) => h.text).map((h) => heardUtterance(h.text, h.scores))
  if (!denoised) return heard
  const guarded = guardVocabulary(vocabulary)
  return heard.map((u) => (dictationShare(u.words, guarded) < NOISY_DICTATION_SHARE ? { ...u, unsure: u.words.map(() => true) } : u))
}
