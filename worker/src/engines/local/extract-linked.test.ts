import { describe, expect, it } from 'vitest'
import { fillsOf, valuesOf } from '../../../../test/factories/reading-tags'
import { plainTag } from '../../../../test/factories/tags'
import { extractTags } from './extract'

/** Values said after a dimension verb, for the field named before the verb (or in the sentence before): readLinked. */
describe('a verb ties the value to the organ named before it', () => {
  it('reads the weight after another measurement of the same organ', () => {
    expect(valuesOf('The spleen measures 14 x 8 x 4 cm and weighs 260 grams.')).toMatchObject({
      spleen_weight: '260 g',
      spleen_size: '14 x 8 x 4 cm',
    })
  })
  it('reads through a relative clause and a fresh weight', () => {
    expect(valuesOf('The spleen, which weighs 190 g, is soft.')).toEqual({ spleen_weight: '190 g' })
    expect(valuesOf('The kidney has a fresh weight of 145 grams.')).toEqual({ kidney_weight: '145 g' })
  })
  it('takes the subject of the sentence before for "it"', () => {
    const f = fillsOf('The spleen is congested. It weighs 310 grams.')
    expect(f.spleen_weight?.[0]).toBe('310 g')
    expect(f.spleen_weight?.[1]).toBeGreaterThanOrEqual(0.8)
  })
  it('reads the weight after "but" right before the verb, and none across "but" and another subject', () => {
    expect(valuesOf('The spleen is small but weighs 90 grams.')).toEqual({ spleen_weight: '90 g' })
    expect(valuesOf('The spleen is small but the kidney weighs 130 g.')).toEqual({ kidney_weight: '130 g' })
    expect(valuesOf('The spleen is small, but it was not weighed and 90 grams of clot lay beside it.')).toEqual({})
  })
  it('does not carry a weight across to another organ with its own', () => {
    expect(valuesOf('The spleen weighs 150 g and the kidney weighs 130 g.')).toEqual({ spleen_weight: '150 g', kidney_weight: '130 g' })
  })
  it('offers, below High, a weight with its unit after the verb and an "and" the recogniser put in a pause', () => {
    const f = fillsOf('The spleen is swollen the weigh and 260 grams.')
    expect(f.spleen_weight?.[0]).toBe('260 g')
    expect(f.spleen_weight?.[1]).toBeLessThan(0.8)
    expect(valuesOf('The lungs were weighed and 2 samples were taken.')).toEqual({})
  })
  it('offers, below High, the weight of the organ named before another field of another kind and "and" the verb', () => {
    // As the recogniser forced a name into "the spleen is soft and diffluent and weighs 210 grams".
    const f = fillsOf('The spleen is soft than laceration length and weighs 210 grams.')
    expect(f.spleen_weight?.[0]).toBe('210 g')
    expect(f.spleen_weight?.[1]).toBeLessThan(0.8)
  })
  it('never takes a quantity of another kind for a weight', () => {
    expect(valuesOf('The spleen is enlarged and weighs about 12 cm.')).not.toHaveProperty('spleen_weight')
  })
  it('reads a size after the verb whole, in the unit said, never its first dimension alone', () => {
    expect(valuesOf('The spleen on the cut surface measures 140 x 80 mm.')).toEqual({ spleen_size: '140 x 80 mm' })
  })
  it('gives a size said after the verb to no single length: it measures a thing, never the foot named before', () => {
    const foot = [plainTag('Foot length', 'Length of the foot, in cm.')]
    const read = (text: string) => extractTags(text, foot).map((m) => m.value)
    expect(read('The foot is white and the blade measured 19 by 2.5 centimetres.')).toEqual([])
    expect(read('The foot is white and the blade measured 19 centimetres by 2.5 centimetres.')).toEqual([])
    expect(read('The foot is white and measures 26 centimetres.')).toEqual(['26 cm'])
  })
  it('reads a volume named after its quantity', () => {
    expect(valuesOf('The bladder contains 45 mL of urine.')).toEqual({ urine_volume: '45 mL' })
  })
})

describe('a length chosen by the words said', () => {
  it('takes the length the sentence names', () => {
    expect(valuesOf('The laceration measures 0.6 cm in width.')).toEqual({ laceration_width: '0.6 cm' })
    expect(valuesOf('Measuring 4.5 cm in length, the laceration runs obliquely.')).toMatchObject({ laceration_length: '4.5 cm' })
  })
  it('offers the conventional length without trusting it', () => {
    const f = fillsOf('The laceration measures 3 cm.')
    expect(f.laceration_length?.[0]).toBe('3 cm')
    expect(f.laceration_length?.[1]).toBeLessThan(0.8)
  })
  it('offers the conventional length for a participle after the place of the thing', () => {
    expect(valuesOf('A laceration on the left shin, 30 cm above the ground, measuring 4 cm.')).toMatchObject({
      laceration_length: '4 cm',
      height_above_ground: '30 cm',
    })
    expect(valuesOf('A laceration on the left shin measures 4 cm, the laceration track 6 cm.')).not.toHaveProperty(
      'laceration_length',
      '6 cm',
    )
  })
  it('knows a track from its wound by the alternative name in the description', () => {
    expect(valuesOf('The laceration track measures 7 cm.')).toEqual({ laceration_depth: '7 cm' })
  })
  it('never reads a measurement as a free-text description', () => {
    expect(valuesOf('Laceration notes measure 4 cm.')).not.toHaveProperty('laceration_notes')
  })
})
