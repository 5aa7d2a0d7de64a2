import { toFile } from 'openai'
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
    const result = await client.audio.transcriptions.create(
      {
        file: await toFile(input.audio, input.filename, { type: input.mimeType }),
        model,
        response_format: 'json',
        ...(prompt ? { prompt } : {}),
      },
      { signal: input.signal },
    )
    return { text: result.text.trim() }
  }
}
