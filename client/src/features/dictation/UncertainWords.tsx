import type { UncertainSpan } from '@shared/src/jobs/events.schema'

export interface UncertainWordsProps {
  text: string
  /** Spans of `text` the recogniser was unsure of (offsets into it). */
  uncertain: UncertainSpan[]
}

/** What a span says to a reader: the words heard, and the other reading where there is one. */
export const uncertainTitle = (span: UncertainSpan) =>
  span.alternative ? `Unsure: heard “${span.text}”, perhaps “${span.alternative}”` : `Unsure: heard “${span.text}”`

/** The spans in reading order, without overlaps and within the text. */
function ordered(text: string, uncertain: UncertainSpan[]): UncertainSpan[] {
  const out: UncertainSpan[] = []
  for (const s of [...uncertain].sort((a, b) => a.start - b.start)) {
    if (s.end > text.length || s.end <= s.start || text.slice(s.start, s.end) !== s.text) continue
    if (out.length && s.start < out[out.length - 1].end) continue
    out.push(s)
  }
  return out
}

/**
 * The transcript as read back with the words the offline recogniser was unsure of marked: a dotted
 * underline and a question mark (not colour alone), the alternative in the tooltip and in text for
 * screen readers. Nothing when no word was in doubt.
 */
export function UncertainWords({ text, uncertain }: UncertainWordsProps) {
  const spans = ordered(text, uncertain)
  if (!spans.length) return null
  const parts: React.ReactNode[] = []
  let at = 0
  for (const s of spans) {
    if (s.start > at) parts.push(text.slice(at, s.start))
    parts.push(
      <span
        key={s.start}
        data-uncertain=""
        title={uncertainTitle(s)}
        className="rounded-sm bg-amber-50 px-0.5 text-slate-900 underline decoration-amber-700 decoration-dotted decoration-2 underline-offset-4"
      >
        {s.text}
        <span aria-hidden>?</span>
        <span className="sr-only"> ({s.alternative ? `unsure, perhaps ${s.alternative}` : 'unsure'})</span>
      </span>,
    )
    at = s.end
  }
  if (at < text.length) parts.push(text.slice(at))
  return (
    <section aria-labelledby="dictation-uncertain-heading" className="space-y-1 rounded-lg border border-amber-200 bg-white px-3 py-2">
      <h3 id="dictation-uncertain-heading" className="text-xs font-semibold text-slate-800">
        Heard with doubt ({spans.length} {spans.length === 1 ? 'word' : 'words'}, dotted underline and ?): check these values
      </h3>
      <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-800">{parts}</p>
    </section>
  )
}
