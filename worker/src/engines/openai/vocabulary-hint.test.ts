import { describe, expect, it } from 'vitest'
import { vocabularyHint } from './vocabulary-hint'

const tag = (identifier: string, name: string) => ({ id: identifier, identifier, name, description: '', category: null })

describe('vocabularyHint', () => {
  it('lists every field by the names the extractor reads, own names before inferred ones', () => {
    expect(vocabularyHint([tag('heart_weight', 'Heart weight'), tag('liver_weight', 'Liver weight')])).toBe(
      'heart weight, liver weight, cardiac weight, hepatic weight',
    )
  })

  it('stops before the phrase that would pass the limit', () => {
    expect(vocabularyHint(
      [tag('heart_weight', 'Heart weight'), tag('liver_weight', 'Liver weight')],
      30,
    )).toBe('heart weight, liver weight')
  })
})
