import type { Config } from '@shared/node/config'
import { LocalCleanupEngine } from './local/cleanup'
import { LocalTagMatchingEngine } from './local/extract'
import { LocalTranscriptionEngine } from './local/transcribe'
import type { OpenAIClientConfig } from './openai/client'
import { OpenAICleanupEngine } from './openai/cleanup'
import { OpenAITagMatchingEngine, type ResponseFormatKind } from './openai/tag-matching'
import { OpenAITranscriptionEngine } from './openai/transcribe'
import type { CleanupEngine, TagMatchingEngine, TranscriptionEngine } from './types'

export type { CleanupEngine, TagMatchingEngine, TranscriptionEngine } from './types'

/** The settings that choose the engines. */
export type EngineConfig = Pick<Config, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'GEMINI_API_KEY' | 'GEMINI_BASE_URL'> &
  Partial<Pick<Config, 'TRANSCRIBE_THREADS'>>

export interface Engines {
  transcription: TranscriptionEngine
  tagMatching: TagMatchingEngine
  cleanup: CleanupEngine
}

export interface EngineOptions {
  maxRetries?: number
  transcriptionModel?: string
  responseFormat?: ResponseFormatKind
}

/**
 * The engine of each job: the openai kind when a key is configured, else the offline local kind.
 * Transcription needs OPENAI_API_KEY (Gemini's compatible endpoint has no /audio/transcriptions);
 * tag matching and cleanup go online with either key, and pick the endpoint by the prompt's model.
 */
export function createEngines(config: EngineConfig, options: EngineOptions = {}): Engines {
  const client: OpenAIClientConfig = {
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    geminiApiKey: config.GEMINI_API_KEY,
    geminiBaseURL: config.GEMINI_BASE_URL,
    maxRetries: options.maxRetries,
  }
  const online = Boolean(config.OPENAI_API_KEY || config.GEMINI_API_KEY)
  return {
    transcription: config.OPENAI_API_KEY
      ? new OpenAITranscriptionEngine(client, { model: options.transcriptionModel })
      : new LocalTranscriptionEngine({ threads: config.TRANSCRIBE_THREADS }),
    tagMatching: online ? new OpenAITagMatchingEngine(client, { responseFormat: options.responseFormat }) : new LocalTagMatchingEngine(),
    cleanup: online ? new OpenAICleanupEngine(client) : new LocalCleanupEngine(),
  }
}
