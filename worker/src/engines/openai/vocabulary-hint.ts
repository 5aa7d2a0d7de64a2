import { ownPhrases, spokenField } from '@shared/src/tags/spoken-field'
import type { TagInfo } from '../types'

// Whisper reads only the last 224 tokens of its prompt; about 4 characters a token.
const MAX_HINT_CHARS = 800

/**
 * The transcription prompt hint: the spoken phrases of every tag, joined, cut to what the model reads.
 * The phrases are the extractor's (the field definition's): first every tag's own names and synonyms,
 * then the forms inferred from them, so a long vocabulary keeps every field's own name in the hint.
 */
export function vocabularyHint(tags: TagInfo[], maxChars = MAX_HINT_CHARS): string {
  const seen = new Set<string>()
  let hint = ''
  const phrases = [...tags.flatMap(ownPhrases), ...tags.flatMap((t) => spokenField(t).phrases)]
  for (const phrase of phrases) {
    if (seen.has(phrase)) continue
    seen.add(phrase)
    const next = hint ? `${hint}, ${phrase}` : phrase
    if (next.length > maxChars) return hint
    hint = next
  }
  return hint
}
