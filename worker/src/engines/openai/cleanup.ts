import { DEFAULT_PROMPT_MODEL } from '@shared/src/constants'
import type { CleanupEngine, CleanupInput } from '../types'
import { renderReportMarkdown } from '../local/cleanup'
import { createOpenAIClient, type OpenAIClientConfig } from './client'
import { DEFAULT_CLEANUP_PROMPT, DIALECT_RULES } from './prompts'

/** The user message: the local formatter's output as the draft, so values and missing markers are already in place. */
export function cleanupUserMessage(input: CleanupInput): string {
  return `Clean up this draft report. Answer with the full cleaned report.\n\n${renderReportMarkdown(input.title, input.chapters)}`
}

/** Cleanup by a streamed chat completion; yields the model's text deltas as they arrive. */
export class OpenAICleanupEngine implements CleanupEngine {
  readonly name = 'openai'

  constructor(private readonly config: OpenAIClientConfig) {}

  async *stream(input: CleanupInput): AsyncIterable<string> {
    const model = input.prompt?.model || DEFAULT_PROMPT_MODEL
    const client = createOpenAIClient(this.config, model)
    const stream = await client.chat.completions.create(
      {
        model,
        stream: true,
        messages: [
          { role: 'system', content: `${input.prompt?.text.trim() || DEFAULT_CLEANUP_PROMPT}\n\n${DIALECT_RULES}` },
          { role: 'user', content: cleanupUserMessage(input) },
        ],
      },
      { signal: input.signal },
    )
    for await (const chunk of stream) {
      const content = chunk.choices[0]?.delta?.content
      if (content) yield content
    }
  }
}
