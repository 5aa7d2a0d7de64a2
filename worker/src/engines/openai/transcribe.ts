import { APIError, toFile } from 'openai'
import { UnreadableAudioError } from '../local/audio'
import type { TranscriptionEngine, TranscriptionInput } from '../types'
import { createOpenAIClient, type OpenAIClientConfig } from './client'
import { vocabularyHint } from './vocabulary-hint'

export const DEFAULT_TRANSCRIPTION_MODEL = 'whisper-1'

/** Speech to text through `/audio/transcriptions` (OpenAI, or a self-hosted Whisper server). */
export class OpenAITranscriptionEngine implements TranscriptionEngine {
  readonly name = 'openai'

  constructor(
    private readonly config: OpenAIClientConfig,
    private readonly options: { model?: string } = {},
  ) {}

  async transcribe(input: TranscriptionInput): Promise<{ text: string }> {
    const model = input.model ?? this.options.model ?? DEFAULT_TRANSCRIPTION_MODEL
    const client = createOpenAIClient(this.config, model)
    const prompt = vocabularyHint(input.vocabulary)
    const result = await client.audio.transcriptions
      .create(
        {
          file: await toFile(input.audio, input.filename, { type: input.mimeType }),
          model,
          response_format: 'json',
          ...(prompt ? { prompt } : {}),
        },
        { signal: input.signal },
      )
      .catch((error: unknown) => {
        if (isUnreadableAnswer(error)) throw new UnreadableAudioError(`Could not decode audio: ${error.message}`, { cause: error })
        throw error
      })
    return { text: result.text.trim() }
  }
}

/** What the API says of a file it cannot decode: "Invalid file format", "Audio file might be corrupted or unsupported". */
const UNREADABLE = /invalid file format|corrupt|unsupported|could not be decoded|failed to decode|invalid audio/i

/** A 400 about the file itself: sending the same bytes again will fail the same way. */
function isUnreadableAnswer(error: unknown): error is APIError {
  return error instanceof APIError && error.status === 400 && (error.param === 'file' || UNREADABLE.test(error.message))
}
