import OpenAI from 'openai'

/** Where the openai-kind engines send requests (from Config: OPENAI_*, GEMINI_*). */
export interface OpenAIClientConfig {
  apiKey?: string
  baseURL?: string
  geminiApiKey?: string
  geminiBaseURL: string
  /** SDK-level retries; 0 by default because the job queue already retries a failed job. */
  maxRetries?: number
  /** Request timeout in milliseconds (SDK default: 10 minutes). */
  timeoutMs?: number
}

/** Gemini models are served by Gemini's OpenAI-compatible endpoint, everything else by OPENAI_BASE_URL. */
export const isGeminiModel = (model: string) => model.toLowerCase().startsWith('gemini-')

/** An SDK client for the endpoint that serves `model`; throws when that endpoint's key is not configured. */
export function createOpenAIClient(config: OpenAIClientConfig, model: string): OpenAI {
  const gemini = isGeminiModel(model)
  const apiKey = gemini ? config.geminiApiKey : config.apiKey
  if (!apiKey) {
    throw new Error(
      gemini
        ? `Model ${model} needs GEMINI_API_KEY, which is not set. Set it or choose another model for the active prompt.`
        : `Model ${model} needs OPENAI_API_KEY, which is not set. Set it or choose a gemini-* model for the active prompt.`,
    )
  }
  return new OpenAI({
    apiKey,
    baseURL: gemini ? config.geminiBaseURL : config.baseURL,
    maxRetries: config.maxRetries ?? 0,
    timeout: config.timeoutMs,
  })
}
