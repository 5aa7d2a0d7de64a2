import { AlertCircle, Info, RotateCcw } from 'lucide-react'
import { Button } from '../../components/ui/Button'
import { Textarea } from '../../components/ui/Input'
import type { UncertainSpan } from '@shared/src/jobs/events.schema'
import { wordCount } from './audio-file'
import { UncertainWords } from './UncertainWords'

export interface TranscriptPanelProps {
  text: string
  onChange(text: string): void
  /** The inline alert of a failed transcription. */
  error: string | null
  onRetry?: () => void
  disabled?: boolean
  /** The recogniser that produced the text ('local' is the offline one); undefined when unknown. */
  engine?: string
  /** Spans of the text the recogniser was unsure of. */
  uncertain?: UncertainSpan[]
}

/** The transcript: word count, editable text, and what the recogniser can and cannot hear. */
export function TranscriptPanel({ text, onChange, error, onRetry, disabled, engine, uncertain = [] }: TranscriptPanelProps) {
  const words = wordCount(text)
  return (
    <section aria-labelledby="dictation-transcript-heading" className="space-y-2">
      {error && (
        <div role="alert" className="flex items-start gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="font-medium">{error}</p>
            <p className="mt-0.5 text-red-700">You can type or paste the transcript below instead.</p>
          </div>
          {onRetry && (
            <Button variant="outline" size="sm" onClick={onRetry}>
              <RotateCcw className="h-3.5 w-3.5" aria-hidden />
              Try again
            </Button>
          )}
        </div>
      )}
      <div className="flex items-baseline justify-between">
        <label id="dictation-transcript-heading" htmlFor="dictation-transcript" className="text-sm font-semibold text-slate-900">
          Transcription
        </label>
        <span className="text-xs tabular-nums text-slate-600" aria-live="polite">
          {words} {words === 1 ? 'word' : 'words'}
        </span>
      </div>
      <Textarea
        id="dictation-transcript"
        value={text}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        rows={4}
        placeholder="Dictated text appears here. Edit it before matching, or type it yourself."
        className="resize-y leading-relaxed"
      />
      <UncertainWords text={text} uncertain={uncertain} />
      <EngineNote engine={engine} />
    </section>
  )
}

/** What the recogniser that heard the audio can get wrong; nothing when no recogniser is known (a typed transcript). */
function EngineNote({ engine }: { engine: string | undefined }) {
  if (!engine) return null
  return (
    <p className="flex items-start gap-2 text-xs text-slate-600">
      <Info className="mt-0.5 h-3.5 w-3.5 shrink-0 text-sky-700" aria-hidden />
      {engine === 'local' ? (
        <span>
          Transcribed offline, without a cloud speech service. The offline recogniser knows field dictation with numbers and units from the tag
          vocabulary, such as “heart weight three hundred and fifty grams”; speech outside that vocabulary shows as “…” or not at all. Check every
          value before matching.
        </span>
      ) : (
        <span>Check the values before matching.</span>
      )}
    </p>
  )
}
