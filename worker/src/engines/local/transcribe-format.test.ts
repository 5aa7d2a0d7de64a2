import { describe, expect, it } from 'vitest'
import type { TagInfo } from '../types'
import { formatTranscript } from './transcribe-format'

const tag = (identifier: string, description: string): TagInfo => ({ id: identifier, identifier, name: identifier, description, category: null })
const VOCABULARY = [tag('brain_weight', 'Unit: g.'), tag('heart_weight', 'Unit: g.'), tag('eye_colour', 'Values: brown, blue.')]

describe('formatTranscript', () => {
  it('writes numbers as digits and starts a sentence at each field', () => {
    expect(formatTranscript(['heart weight three hundred and fifty grams brain weight one thousand grams'], VOCABULARY)).toBe(
      'Heart weight 350 grams. Brain weight 1000 grams.',
    )
  })

  it('joins a value back to its field when a pause split them into two utterances', () => {
    expect(formatTranscript(['brain weight', 'one thousand four hundred and twenty grams'], VOCABULARY)).toBe('Brain weight 1420 grams.')
    expect(formatTranscript(['the heart weighs', 'three hundred grams', 'eye colour', 'blue'], VOCABULARY)).toBe('The heart weighs 300 grams. Eye colour blue.')
  })

  it('does not take a number for a field name: "one a" of the cause of death leaves "one hundred" alone', () => {
    const vocabulary = [...VOCABULARY, tag('cause_of_death', 'Aliases: cause of death, one a.')]
    expect(formatTranscript(['heart weight one hundred grams'], vocabulary)).toBe('Heart weight 100 grams.')
    expect(formatTranscript(['heart weight', 'one hundred grams one a'], vocabulary)).toBe('Heart weight 100 grams. 1 a.')
  })

  it('keeps utterances apart when the first already has its value or ends with a spoken full stop', () => {
    expect(formatTranscript(['heart weight three hundred grams', 'four hundred grams'], VOCABULARY)).toBe('Heart weight 300 grams. 400 grams.')
    expect(formatTranscript(['eye colour brown', 'blue'], VOCABULARY)).toBe('Eye colour brown. Blue.')
    expect(formatTranscript(['brain weight period', 'one thousand grams'], VOCABULARY)).toBe('Brain weight. 1000 grams.')
  })

  it('shows speech outside the grammar as one "…" that ends the sentence before it', () => {
    expect(formatTranscript(['gap_dh gap_ah gap_b', 'gap_aa heart weight three hundred grams gap_s gap_t gap_uw'], VOCABULARY)).toBe('… Heart weight 300 grams. …')
    // A phone or two at the edge of an utterance is breath or noise and shows nothing.
    expect(formatTranscript(['gap_s heart weight three hundred grams gap_b gap_l'], VOCABULARY)).toBe('Heart weight 300 grams.')
    // A gap between a name and a number keeps them apart: the number is not the field's value.
    expect(formatTranscript(['brain weight gap_k gap_ae gap_t', 'one thousand grams'], VOCABULARY)).toBe('Brain weight. … 1000 grams.')
    expect(formatTranscript(['gap_t gap_uw gap_k'], VOCABULARY)).toBe('…')
    // A number right before a gap may be only the start of what was said: it is not kept.
    expect(formatTranscript(['heart weight five hundred gap_ae gap_n gap_t'], VOCABULARY)).toBe('Heart weight. …')
  })

})
