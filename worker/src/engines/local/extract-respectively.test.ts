import { describe, expect, it } from 'vitest'
import { ORGAN_TAGS, valuesOf } from '../../../../test/factories/reading-tags'

/** Names listed, then as many values, and "respectively": each value goes to the name in the same place. */
describe('lists answered in order', () => {
  it('gives a "respectively" list of numbers to its list of names in order', () => {
    expect(valuesOf(
      'The spleen, heart and liver weigh 150, 390 and 1,700 grams respectively.',
      ORGAN_TAGS,
    )).toEqual({ spleen_weight: '150 g', heart_weight: '390 g', liver_weight: '1700 g' })
  })
  it('leaves a list alone when the counts differ', () => {
    expect(valuesOf(
      'The heart and liver weigh 390, 1,700 and 150 grams respectively.',
      ORGAN_TAGS,
    )).not.toHaveProperty('liver_weight', '1700 g')
  })
})
