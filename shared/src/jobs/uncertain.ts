import type { UncertainSpan } from './events.schema'

/** The spans of a transcript the offline recogniser was unsure of, kept in place as the text is trimmed or edited. */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A pattern for `text` as a whole word or number ("30" in "30 g", not in "130 g" or "30.5"). */
export const asWord = (text: string, flags = 'i') => new RegExp(`(?<![\\w.])${escape(text)}(?![\\w]|\\.\\d)`, flags)

/**
 * Where each span stands in `transcription`: at its own offsets when the text there is still its
 * text, else at the occurrence of its text nearest to them (the transcript was trimmed or edited
 * around it); a span whose text is gone is dropped.
 */
export function anchorSpans(transcription: string, spans: readonly UncertainSpan[]): UncertainSpan[] {
  const out: UncertainSpan[] = []
  for (const span of spans) {
    if (!span.text) continue
    if (transcription.slice(span.start, span.end) === span.text) {
      out.push(span)
      continue
    }
    const all = [...transcription.matchAll(asWord(span.text, 'gi'))].map((m) => m.index)
    if (!all.length) continue
    const start = all.reduce((best, i) => (Math.abs(i - span.start) < Math.abs(best - span.start) ? i : best))
    out.push({ ...span, start, end: start + span.text.length })
  }
  return out
}

