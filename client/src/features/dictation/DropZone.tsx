import { useId, useRef, useState, type DragEvent } from 'react'
import { FileAudio, UploadCloud } from 'lucide-react'
import { toast } from '../../components/toast/toast-store'
import { cn } from '../../components/ui/cn'
import { AUDIO_ACCEPT, checkAudioFile, formatBytes } from './audio-file'

export interface DropZoneProps {
  /** Called with a file that passed the type and size checks. */
  onFile(file: File): void
  /** The chosen file: the zone shrinks to a file row that still takes a replacement. */
  file?: { name: string; size: number } | null
  disabled?: boolean
}

/** Audio upload by drag and drop or click (type and 25 MB checks, with their toasts). */
export function DropZone({ onFile, file, disabled }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null)
  // The zone and the chip are named by all the text they show (axe: label-content-name-mismatch).
  const ids = { hint: useId(), name: useId(), size: useId(), replace: useId() }
  const [over, setOver] = useState(false)

  const take = (f: File | undefined) => {
    if (!f || disabled) return
    const problem = checkAudioFile(f)
    if (problem) toast({ ...problem, variant: 'destructive' })
    else onFile(f)
  }
  const pick = () => !disabled && input.current?.click()
  const drag = (on: boolean) => (e: DragEvent) => {
    e.preventDefault()
    if (!disabled) setOver(on)
  }

  const zoneProps = {
    role: 'button' as const,
    tabIndex: disabled ? -1 : 0,
    'aria-disabled': disabled || undefined,
    onClick: pick,
    onKeyDown: (e: React.KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault()
        pick()
      }
    },
    onDragOver: drag(true),
    onDragEnter: drag(true),
    onDragLeave: drag(false),
    onDrop: (e: DragEvent) => {
      e.preventDefault()
      setOver(false)
      take(e.dataTransfer.files?.[0])
    },
  }

  return (
    <>
      {file ? (
        <div
          {...zoneProps}
          aria-labelledby={`${ids.name} ${ids.size} ${ids.replace}`}
          aria-describedby={ids.hint}
          className={cn(
            'flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600',
            over && 'border-sky-500 bg-sky-50',
            disabled ? 'cursor-not-allowed opacity-70' : 'cursor-pointer hover:border-slate-300',
          )}
        >
          <FileAudio className="h-5 w-5 shrink-0 text-sky-700" aria-hidden />
          <span id={ids.name} className="min-w-0 flex-1 truncate font-medium text-slate-900">
            {file.name}
          </span>
          <span id={ids.size} className="shrink-0 text-slate-600">
            {formatBytes(file.size)}
          </span>
          <span id={ids.replace} className="shrink-0 font-medium text-sky-700">
            {disabled ? '' : 'Replace'}
          </span>
        </div>
      ) : (
        <div
          {...zoneProps}
          className={cn(
            'flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2',
            over ? 'border-sky-500 bg-sky-50' : 'border-slate-300 bg-slate-50 hover:border-sky-400 hover:bg-sky-50/50',
            disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
          )}
        >
          <UploadCloud className={cn('h-9 w-9', over ? 'text-sky-600' : 'text-slate-400')} aria-hidden />
          <p className="text-sm font-medium text-slate-900">
            Drop an audio file here, or click to choose one
          </p>
          <p className="text-xs text-slate-600">
            WAV, MP3, M4A or WebM, up to 25 MB
          </p>
        </div>
      )}
      {/* Outside the chip: text inside it, even hidden, would have to be part of its name. */}
      {file && (
        <span id={ids.hint} className="sr-only">
          Audio file. Drop or choose another file to replace it.
        </span>
      )}
      <input
        ref={input}
        type="file"
        accept={AUDIO_ACCEPT}
        aria-label="Audio file"
        className="hidden"
        disabled={disabled}
        onChange={(e) => {
          take(e.target.files?.[0])
          // The same file chosen twice in a row still counts as a choice.
          e.target.value = ''
        }}
      />
    </>
  )
}
