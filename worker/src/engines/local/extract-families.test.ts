import { describe, expect, it } from 'vitest'
import type { TagInfo } from '../types'
import { plainTag as plain } from '../../../../test/factories/tags'
import { valuesOf } from '../../../../test/factories/reading-tags'
import { extractTags } from './extract'

/**
 * The dictation families (verbs, lists, paired organs, descriptions and the rest), with tags described in plain sentences as a user
 * creates them: no stored properties, so kind, unit and synonyms are inferred.
 */
const TAGS: TagInfo[] = [
  plain('Kidney left weight', 'Unused field whose words are out of the usual order.'),
  plain('Spleen weight', 'Weight of the spleen, in grams; also called splenic weight.'),
  plain('Brain weight', 'Weight of the brain in grams.'),
  plain('Heart weight', 'Weight of the heart.'),
  plain('Right kidney weight', 'Weight of the right kidney in grams.'),
  plain('Left kidney weight', 'Weight of the left kidney in grams.'),
  plain('Right testis weight', 'Weight of the right testis (testicle).'),
  plain('Left testis weight', 'Weight of the left testis (testicle).'),
  plain('LAD stenosis', 'Narrowing of the left anterior descending artery, percent.'),
  plain('Body temperature', 'Rectal temperature of the body in degrees Celsius.'),
  plain('Body weight', 'Weight of the body in kilograms.'),
  plain('Bruise size', 'Size of a bruise, in cm.'),
  plain('Wound length', 'Length of the wound, in centimetres.'),
  plain('Wound location', 'Where the wound is.'),
  plain('Manner of death', 'Manner of death: natural, accident, suicide or homicide.'),
  plain('Right ventricle thickness', 'Thickness of the right ventricular wall, in cm.'),
  plain('Left ventricle thickness', 'Thickness of the left ventricular wall, in cm.'),
  plain('Date of death', 'When the person died.'),
]
const values = (text: string) => valuesOf(text, TAGS)
const conf = (text: string, id: string) => extractTags(text, TAGS).find((m) => m.id === id)?.confidence

describe('verbs and none', () => {
  it.each([
    ['The spleen weighs 175 grams.'],
    ['Spleen, weighing 175 g.'],
    ['Spleen 175 g.'],
    ['Spleen: 175 grams.'],
    ['Spleen weight 175.'],
    ['Splenic weight 175 g.'],
  ])('%s', (text) => expect(values(text)).toEqual({ spleen_weight: '175 g' }))
})

describe('lists and paired organs', () => {
  it('fills each field of a list of organ weights', () => {
    expect(values('Organ weights: brain 1,402 g, heart 388 g, spleen 131 g.')).toEqual({
      brain_weight: '1402 g',
      heart_weight: '388 g',
      spleen_weight: '131 g',
    })
  })
  it('pairs sides with their numbers, "each", and "the other side"', () => {
    expect(values('Testes: right 23, left 21 grams.')).toEqual({ right_testis_weight: '23 g', left_testis_weight: '21 g' })
    expect(values('Both kidneys weigh 152 grams each.')).toEqual({ right_kidney_weight: '152 g', left_kidney_weight: '152 g' })
    expect(values('The left kidney weighs 118 g and the right 127 g.')).toEqual({
      left_kidney_weight: '118 g',
      right_kidney_weight: '127 g',
    })
  })
  it('reads both sides said before a plural organ named without its measure', () => {
    expect(values('The right and left ventricles measure 0.4 and 1.6 cm respectively.')).toEqual({
      right_ventricle_thickness: '0.4 cm',
      left_ventricle_thickness: '1.6 cm',
    })
    expect(values('The right and left ventricles are dilated.')).toEqual({})
  })
  it('reads both sides said after the plural organ and before its values, in the order said', () => {
    expect(values('Both kidneys are pale and the left and right weigh 120 and 140 grams respectively.')).toEqual({
      left_kidney_weight: '120 g',
      right_kidney_weight: '140 g',
    })
    expect(values('The kidneys, right and left, weigh 130 and 125 grams.')).toEqual({
      right_kidney_weight: '130 g',
      left_kidney_weight: '125 g',
    })
    expect(values('The kidneys, right and left, are smooth.')).toEqual({})
  })
})

describe('numbers', () => {
  it('reads words, hesitations, thousands separators and spoken corrections', () => {
    expect(values('Brain weight one thousand three hundred and six grams.')).toEqual({ brain_weight: '1306 g' })
    expect(values('The heart weighs, um, four hundred and, er, twelve grams.')).toEqual({ heart_weight: '412 g' })
    expect(values('Brain weight 1,180, no, make that 1,210 grams.')).toEqual({ brain_weight: '1210 g' })
    expect(values('Body temperature thirty one point four degrees.')).toEqual({ body_temperature: '31.4 °C' })
  })
  it('reads a date said in full, in words or digits, as ISO', () => {
    expect(values('Date of death the third of May, twenty twenty-three.')).toEqual({ date_of_death: '2023-05-03' })
    expect(values('Date of death 9 October 2022.')).toEqual({ date_of_death: '2022-10-09' })
    expect(values('Date of death unknown.')).toEqual({})
  })
})

describe('units', () => {
  it('keeps the unit said, takes the field unit when none is said, and refuses another dimension', () => {
    expect(values('Body weight 71.5 kilos.')).toEqual({ body_weight: '71.5 kg' })
    expect(values('LAD stenosis 60.')).toEqual({ lad_stenosis: '60%' })
    expect(values('Spleen weight 14 hours.')).toEqual({})
    expect(values('A bruise measuring 5 by 3 cm.')).toEqual({ bruise_size: '5 x 3 cm' })
  })
  it('is sure of a value with its unit said, less so without', () => {
    expect(conf('Spleen weight 175 g.', 'spleen_weight')!).toBeGreaterThan(conf('Spleen weight 175.', 'spleen_weight')!)
  })
})

describe('clause boundaries and distractors', () => {
  it('ends a value with its clause and leaves numbers of other things alone', () => {
    expect(values('The spleen weighs 160 grams and the capsule is wrinkled.')).toEqual({ spleen_weight: '160 g' })
    expect(values('A wound on the left chest, 6 cm from the midline, 2 cm long.')).not.toHaveProperty('wound_length', '6 cm')
    expect(values('He fell from a height of about 5 metres at 10 pm.')).toEqual({})
  })
})

describe('negation and absence', () => {
  it.each(['The spleen was not weighed.', 'No spleen weight was recorded.', 'Spleen absent.', 'The spleen had been surgically removed.'])(
    '%s fills nothing',
    (text) => expect(values(text)).toEqual({}),
  )
})

describe('choices and locations', () => {
  it('takes a listed value and a location trimmed to its finding', () => {
    expect(values('The manner of death is homicide.')).toEqual({ manner_of_death: 'homicide' })
    expect(values('Wound location: on the right flank, 6 cm lateral to the umbilicus.')).toEqual({
      wound_location: 'right flank, 6 cm lateral to the umbilicus',
    })
  })
})
