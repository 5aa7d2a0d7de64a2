import { tagPhrases } from '@shared/src/tags/vocabulary'
import type { TagInfo } from '../types'

// Whisper reads only the last 224 tokens of its prompt; about 4 characters a token.
const MAX_HINT_CHARS = 800

/** The transcription prompt hint: the spoken phrases of every tag, joined, cut to what the model reads. */
export function vocabularyHint(tags: TagInfo[], maxChars = MAX_HINT_CHARS): string {
  const seen = new Set<string>()
  let hint = ''
  for (const tag of tags) {
    for (const phrase of tagPhrases(tag)) {
      if (seen.has(phrase)) continue
      seen.add(phrase)
      const next = hint ? `${hint}, ${phrase}` : phrase
      if (next.length > maxChars) return hint
      hint = next
    }
  }
  return hint
}
