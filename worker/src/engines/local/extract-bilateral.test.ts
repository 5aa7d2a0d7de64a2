import { describe, expect, it } from 'vitest'
import { ORGAN_TAGS, valuesOf } from '../../../../test/factories/reading-tags'
import { plainTag as plain } from '../../../../test/factories/tags'

/** The two sides of a paired organ, named together. */
describe('paired organs named by their medical adjective', () => {
  it('reads both sides of "renal weights"', () => {
    const kidneys = [
      plain('Left kidney weight', 'Weight of the left kidney, in grams.'),
      plain('Right kidney weight', 'Weight of the right kidney, in grams.'),
    ]
    expect(valuesOf('Renal weights: left 132 g, right 148 g.', kidneys)).toEqual({
      left_kidney_weight: '132 g',
      right_kidney_weight: '148 g',
    })
  })
})

describe('a weight said of both organs of a pair', () => {
  it('reads "each" between a paired organ and its weight for both sides', () => {
    expect(valuesOf('The lungs each weigh 520 grams.', ORGAN_TAGS)).toEqual({ right_lung_weight: '520 g', left_lung_weight: '520 g' })
  })
})
