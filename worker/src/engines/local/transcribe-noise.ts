import type { HeardStretch } from './transcribe-decoder'
import { heardQuantityAt } from './heard-quantity'
import { heardUtterance, type HeardUtterance } from './transcribe-doubt'

/**
 * Doubt in a noisy room. When the room front end had to clean a recording (./room), noise cuts a
 * number short as readily as it forces words: "one hundred and sixty five grams" heard as "one
 * hundred and and five grams" reads as 100 g, with posteriors as high as for words said. A number
 * heard there without a unit right after it is in doubt, so its value is offered below High and
 * the dialog marks it; a number followed by its unit was heard to its end.
 */

/** The number words of an utterance heard in a cleaned recording that no unit follows. */
function numbersWithoutUnit(words: string[]): boolean[] {
  const doubt = words.map(() => false)
  for (let i = 0; i < words.length; i++) {
    const q = heardQuantityAt(words, i)
    if (!q) continue
    if (!q.unit) for (let k = i; k < q.numberEnd; k++) doubt[k] = true
    i = q.last
  }
  return doubt
}

/**
 * The recogniser's stretches as utterances with their words in doubt: those below the posterior
 * bar (./transcribe-doubt; `unsureBelow` sets another, to measure one), and in a recording the front end cleaned
 * (`denoised`) every number said without a unit.
 */
export function heardUtterances(stretches: readonly HeardStretch[], denoised: boolean, unsureBelow?: number): HeardUtterance[] {
  const heard = stretches.filter((h) => h.text).map((h) => heardUtterance(h.text, h.scores, unsureBelow))
  if (!denoised) return heard
  return heard.map((u) => {
    const doubt = numbersWithoutUnit(u.words)
    return { ...u, unsure: u.unsure.map((unsure, i) => unsure || doubt[i]) }
  })
}
