import { AUDIO_EXTENSIONS, AUDIO_MAX_BYTES } from '@shared/src/constants'
import { isDeclaredAudio } from '@shared/src/jobs/audio'
import { JOB_TEXTS } from '@shared/src/jobs/texts'

/** A refused audio file, with the toast that says why. */
export interface AudioProblem {
  title: string
  description: string
}

/** What the file picker offers: the allowed extensions and the MIME types browsers give them. */
export const AUDIO_ACCEPT = [
  ...AUDIO_EXTENSIONS.map((ext) => `.${ext}`),
  'audio/wav',
  'audio/x-wav',
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/webm',
].join(',')

/**
 * Audio upload: wav, mp3, mpeg, m4a or webm, at most 25 MB. The same type rule as
 * the server (declared MIME type, else the extension), so a file passing here is not refused there
 * for its name; the server still checks the first bytes.
 */
export function checkAudioFile(file: { name: string; type: string; size: number }): AudioProblem | null {
  if (!isDeclaredAudio(file.type, file.name)) return { title: 'Invalid file type', description: JOB_TEXTS.audioType }
  if (file.size > AUDIO_MAX_BYTES) return { title: 'File too large', description: JOB_TEXTS.audioTooLarge }
  return null
}

/** A byte count for people: '812 KB', '3.4 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** Recording time as m:ss. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`
}

/** Words in a transcript (whitespace separated). */
export function wordCount(text: string): number {
  const t = text.trim()
  return t ? t.split(/\s+/).length : 0
}
