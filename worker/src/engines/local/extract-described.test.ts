import { describe, expect, it } from 'vitest'
import { fillsOf, valuesOf } from '../../../../test/factories/reading-tags'

/** A weight or volume said after the description of the organ that opens the sentence, without a verb: readDescribedMeasures. */
describe('a weight said after the description of the organ named first', () => {
  it('offers it below High to the organ the sentence opens with', () => {
    for (const said of ['The spleen is firm and dark, 160 grams.', 'The spleen is firm and dark hemorrhage 160 grams.']) {
      const f = fillsOf(said)
      expect(f.spleen_weight?.[0], said).toBe('160 g')
      expect(f.spleen_weight?.[1], said).toBeLessThan(0.8)
    }
  })
  it('reads nothing where another thing or another name stands between, or the organ does not open the sentence', () => {
    expect(valuesOf('The spleen is firm and a clot of 30 grams lies beside it.')).toEqual({})
    expect(valuesOf('The spleen is soft, the kidney pale, 160 grams.').spleen_weight).toBeUndefined()
    expect(valuesOf('Beside the spleen is a dark clot, 60 grams.')).toEqual({})
  })
  it('reads no length: a length after a description is a place ("5 cm from the midline") or another thing\'s', () => {
    expect(valuesOf('The spleen is firm and dark, 5 cm.')).toEqual({})
  })
})
