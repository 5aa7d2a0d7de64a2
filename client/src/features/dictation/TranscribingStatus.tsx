import { Progress } from 'radix-ui'
import { JOB_TEXTS, transcribingProgress } from '@shared/src/jobs/texts'
import { Spinner } from '../../components/ui/Spinner'

/**
 * What the dialog shows while a recording is transcribed: 'Transcribing audio…' until the job reports
 * how far it is, then 'Transcribing… 40 %' over a progress bar (the job's status events).
 */
export function TranscribingStatus({ progress }: { progress: number | null }) {
  const percent = progress === null ? null : Math.floor(Math.min(1, Math.max(0, progress)) * 100)
  return (
    <div className="space-y-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
      <div role="status" className="flex items-center gap-3">
        <Spinner className="text-sky-700" label="Transcribing" />
        {progress === null ? JOB_TEXTS.transcribing : transcribingProgress(progress)}
      </div>
      {percent !== null && (
        <Progress.Root
          value={percent}
          max={100}
          aria-label="Transcription progress"
          getValueLabel={(value) => `${value} %`}
          className="relative h-2 w-full overflow-hidden rounded-full bg-sky-100"
        >
          <Progress.Indicator
            className="h-full w-full rounded-full bg-sky-700 transition-transform duration-500 ease-out motion-reduce:transition-none"
            style={{ transform: `translateX(-${100 - percent}%)` }}
          />
        </Progress.Root>
      )}
    </div>
  )
}
