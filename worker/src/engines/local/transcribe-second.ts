import type { HeardStretch } from './transcribe-decoder'
import type { Quantity } from '@shared/src/tags/quantity'
import { heardQuantityAt } from './heard-quantity'
import { UNSURE_BELOW } from './transcribe-doubt'
import { dictationShare, looksForced, type GuardOptions, type GuardVocabulary } from './transcribe-guard'

/**
 * A second reading in a noisy room. The room front end (./room) cleans a recording one way; where the
 * recogniser's reading of a stretch of it is weak, the same stretch from another front end is decoded again
 * and kept in its place only where it is better supported. Only the weak stretches are decoded twice, so a
 * recording costs little more than one pass, and a recording the front end left alone is never read twice.
 */

/**
 * The dictation share (./transcribe-guard) a second reading needs to replace a first reading the guard took for forced words
 * or that heard nothing. On the noisy tuning clips (development sentences and wound reports at 20, 15 and 10 dB) a bar of 0.4
 * or 0.3 kept the same second readings, 0.5 two fewer values right for the same wrong fills, 0.6 and 0.7 almost none.
 */
export const SECOND_READING_SHARE = 0.4

/** A stretch's words as the guard and the readings read them. */
export const wordsOf = (h: HeardStretch) => h.text.toLowerCase().split(/\s+/).filter(Boolean)

/**
 * A second reading as kept: none of its words is taken as sure (score 0), as with a reading that reached no end of the
 * grammar, so its values are offered below High and marked for checking. It replaces a reading too weak to be trusted, and
 * on the noisy wound clips kept with the posteriors of the words both readings heard it put two wrong values at High.
 */
export const inDoubt = (second: HeardStretch): HeardStretch => ({ ...second, scores: second.scores.map(() => 0) })

/** How many numbers of the stretch were heard to their unit, every word of them at or above the recogniser's posterior bar. */
export function sureMeasures(h: HeardStretch): number {
  if (h.partial) return 0
  return heardNumbers(wordsOf(h)).filter(({ at, q }) => q.unit && h.scores.slice(at, q.last + 1).every((p) => p >= UNSURE_BELOW)).length
}

/** The numbers heard in a stretch's words, in order: the word each starts at and how ./heard-quantity reads it. */
export function heardNumbers(words: readonly string[]): { at: number; q: Quantity }[] {
  const found: { at: number; q: Quantity }[] = []
  for (let i = 0; i < words.length; i++) {
    const q = heardQuantityAt(words, i)
    if (!q) continue
    found.push({ at: i, q })
    i = q.last
  }
  return found
}

/** Whether the guard takes the stretch, read on its own, for forced field words (a partial reading always counts as forced). */
function forced(h: HeardStretch, vocabulary: GuardVocabulary, guard: GuardOptions): boolean {
  return !!h.partial || looksForced(wordsOf(h), vocabulary, guard)
}

/**
 * Whether a stretch's first reading is weak enough to be decoded again: nothing heard, or a reading the guard takes for
 * forced words. A reading the guard keeps is not read again, even with no measure heard surely: on the noisy tuning clips
 * replacing those as well gained 2 values of 390 for up to half as many again stretches decoded twice.
 */
export function needsSecondReading(h: HeardStretch, vocabulary: GuardVocabulary, guard: GuardOptions): boolean {
  return !h.text || forced(h, vocabulary, guard)
}

/**
 * The reading kept for a stretch: a first reading the guard took for forced words (or nothing) gives way to a second the
 * guard keeps with a dictation share of at least `share` that holds a measure heard surely to its unit. Otherwise the first
 * reading stays.
 */
export function chooseReading(
  first: HeardStretch, second: HeardStretch | null | undefined, vocabulary: GuardVocabulary, guard: GuardOptions,
  share = SECOND_READING_SHARE,
): HeardStretch {
  if (first.text && !forced(first, vocabulary, guard)) return first
  if (!second?.text || second.partial || forced(second, vocabulary, guard) || !sureMeasures(second)) return first
  return dictationShare(wordsOf(second), vocabulary) >= share ? inDoubt(second) : first
}

/** Each stretch's reading as kept (`chooseReading`): the first readings as they were where no second reading was made. */
export function keptReadings(
  first: HeardStretch[], second: readonly (HeardStretch | null)[] | undefined, vocabulary: GuardVocabulary, guard: GuardOptions,
): HeardStretch[] {
  return second ? first.map((h, i) => chooseReading(h, second[i], vocabulary, guard)) : first
}

/**
 * How much of a recording's speech may be read a second time: 15 % of it, or 30 seconds when that is more. A short
 * dictation (every clip of the evaluation sets) has every weak stretch read again; a long noisy one, where most stretches
 * may be weak, costs little more than one pass. A 5-minute noisy recording (243 s of speech, pink noise at 15 dB) cost 1.38 times
 * the CPU of one pass with every weak stretch read again, 1.27 times with a quarter of its speech, 1.15 times with 15 %;
 * the other denoiser's pass over the whole recording is about 6 s of CPU of that.
 */
export const SECOND_READING_BUDGET = { share: 0.15, seconds: 30 }

/**
 * The weak stretches (indices, in the recording's order) that fit the budget, taken in order as long as their speech fits;
 * `lengths` are every stretch's samples at `sampleRate`; `spent`, the samples already read again for other reasons. The same
 * recording always gives the same stretches.
 */
export function withinBudget(
  weak: readonly number[], lengths: readonly number[], sampleRate: number, budget = SECOND_READING_BUDGET, spent = 0,
): number[] {
  const total = lengths.reduce((a, b) => a + b, 0)
  let left = Math.max(budget.share * total, budget.seconds * sampleRate) - spent
  return weak.filter((i) => (lengths[i] <= left ? ((left -= lengths[i]), true) : false))
}
