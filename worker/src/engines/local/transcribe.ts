import type { TranscriptionEngine, TranscriptionInput } from '../types'
import { decodeAudio, type DecodeAudioOptions } from './audio'
import { decoderFor } from './transcribe-decoder'
import { formatTranscript } from './transcribe-format'

export interface LocalTranscriptionOptions {
  /** ffmpeg binary; default: system ffmpeg on PATH, else @ffmpeg-installer/ffmpeg. */
  ffmpegPath?: string
  /** Limit on decoding the upload with ffmpeg (default 60 s). */
  decodeTimeoutMs?: number
  /** Longest audio accepted (default 30 minutes). */
  maxSeconds?: number
}

/**
 * Offline transcription: PocketSphinx (soundswallower, WebAssembly) with a grammar generated from
 * the tag vocabulary. Strong on field dictation ("heart weight three hundred and fifty grams");
 * speech outside the grammar yields nothing, so the transcript stays editable.
 */
export class LocalTranscriptionEngine implements TranscriptionEngine {
  readonly name = 'local'

  constructor(private readonly options: LocalTranscriptionOptions = {}) {}

  async transcribe(input: TranscriptionInput): Promise<{ text: string }> {
    input.signal?.throwIfAborted()
    const decodeOptions: DecodeAudioOptions = {
      filename: input.filename,
      mimeType: input.mimeType,
      signal: input.signal,
      ffmpegPath: this.options.ffmpegPath,
      timeoutMs: this.options.decodeTimeoutMs,
      maxSeconds: this.options.maxSeconds,
    }
    // The decoder for this vocabulary loads while ffmpeg runs.
    const [pcm, decoder] = await Promise.all([decodeAudio(input.audio, decodeOptions), decoderFor(input.vocabulary)])
    const utterances = await decoder.decode(pcm, input.signal)
    return { text: formatTranscript(utterances, input.vocabulary) }
  }
}
