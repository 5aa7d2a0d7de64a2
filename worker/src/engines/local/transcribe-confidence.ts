import { CONFIDENCE_HIGH } from '@shared/src/constants'
import type { UncertainSpan } from '@shared/src/jobs/events.schema'
import { anchorSpans, asWord } from '@shared/src/jobs/uncertain'
import type { MatchedTag } from '../types'

/**
 * Confidence from the audio, applied to the values found in an offline transcript: a value that
 * rests on a word the recogniser was unsure of, or on a number said with a -teen/-ty word (the
 * transcript's uncertain spans, ./transcribe-doubt), is never offered at high confidence. (A value
 * outside its field's plausible range is already held below it by the job's checks.)
 */

/** The most a value resting on an uncertain span is offered at: below the dialog's high threshold. */
export const UNCERTAIN_CAP = Math.round((CONFIDENCE_HIGH - 0.05) * 100) / 100

/** Whether a value holds the span's text as a whole word or number ("30" in "30 g", not in "130 g"). */
const valueHolds = (value: string, span: UncertainSpan) => asWord(span.text).test(value.replace(/(\d),(?=\d{3}\b)/g, '$1'))

/**
 * Caps the confidence of each match whose value holds an uncertain span said where the match was
 * found (its location in the transcript; anywhere when the location cannot be found).
 */
export function capUncertainValues<T extends MatchedTag>(
  matches: T[],
  transcription: string,
  spans: readonly UncertainSpan[] | undefined,
): T[] {
  if (!spans?.length) return matches
  const anchored = anchorSpans(transcription, spans)
  if (!anchored.length) return matches
  return matches.map((m) => {
    const at = m.location ? transcription.indexOf(m.location) : -1
    const near = at < 0 ? anchored : anchored.filter((s) => s.start >= at && s.end <= at + m.location.length)
    const doubtful = near.some((s) => valueHolds(m.value, s))
    return doubtful && m.confidence > UNCERTAIN_CAP ? { ...m, confidence: UNCERTAIN_CAP } : m
  })
}
