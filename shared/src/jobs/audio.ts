import { AUDIO_EXTENSIONS } from '../constants'

export type AudioFormat = 'wav' | 'mp3' | 'm4a' | 'webm'

const MIME_OF: Record<AudioFormat, string> = { wav: 'audio/wav', mp3: 'audio/mpeg', m4a: 'audio/mp4', webm: 'audio/webm' }

// Declared types browsers and recorders use for the allowed formats.
const DECLARED_MIME = new Set([
  'audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave',
  'audio/mpeg', 'audio/mp3', 'audio/mpeg3', 'audio/x-mpeg-3',
  'audio/mp4', 'audio/m4a', 'audio/x-m4a', 'audio/aac',
  'audio/webm', 'video/webm',
])

/** Bytes needed to recognise a format by its content. */
export const AUDIO_SNIFF_BYTES = 12

const ascii = (b: Uint8Array, from: number, text: string) =>
  [...text].every((c, i) => b[from + i] === c.charCodeAt(0))

/** The audio format a file's first bytes show (magic bytes), or null for anything else. */
export function sniffAudio(head: Uint8Array): AudioFormat | null {
  if (head.length >= 12 && ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return 'wav'
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm'
  if (head.length >= 8 && ascii(head, 4, 'ftyp')) return 'm4a'
  if (head.length >= 3 && ascii(head, 0, 'ID3')) return 'mp3'
  // An MPEG audio frame: 11 sync bits, a layer other than "reserved".
  if (head.length >= 2 && head[0] === 0xff && (head[1] & 0xe0) === 0xe0 && (head[1] & 0x06) !== 0) return 'mp3'
  return null
}

/** The canonical MIME type of a recognised format (what the engines are told). */
export const audioMimeType = (format: AudioFormat): string => MIME_OF[format]

/** Whether the declared type (MIME type, else file extension) names an allowed audio type. */
export function isDeclaredAudio(mimeType: string | undefined, filename: string | undefined): boolean {
  const mime = (mimeType ?? '').split(';')[0].trim().toLowerCase()
  if (DECLARED_MIME.has(mime)) return true
  const ext = (filename ?? '').toLowerCase().split('.').pop() ?? ''
  const generic = mime === '' || mime === 'application/octet-stream'
  return generic && (AUDIO_EXTENSIONS as readonly string[]).includes(ext)
}
