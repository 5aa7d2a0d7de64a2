import { describe, expect, it } from 'vitest'
import { fillsOf, NAMING_TAGS, ORGAN_TAGS, valuesOf } from '../../../../test/factories/reading-tags'
import type { TagInfo } from '../types'
import { plainTag as plain } from '../../../../test/factories/tags'
import { REPORTING_VERBS, saysNarrowing } from './extract-reported'

/** How a value is read once its field is named: a number, a choice, a description, a quantity with its unit. */
describe('a place word after the value', () => {
  it('reads the quantity said before "above the ground"', () => {
    expect(valuesOf('An abrasion, 85 cm above the ground.')).toEqual({ height_above_ground: '85 cm' })
  })
  it('leaves the quantity to the field named before it when its own description measures it that way', () => {
    expect(valuesOf('Collar width 2 mm above the entry.')).toEqual({ collar_width: '2 mm' })
  })
})

describe('a verb says what kind of number follows', () => {
  it('does not let a valve named by a shortened synonym take the lungs\' weights', () => {
    expect(valuesOf('The lungs weigh 610 and 540 grams, right and left respectively.')).toEqual({
      right_lung_weight: '610 g',
      left_lung_weight: '540 g',
    })
  })
})

describe('a thing named without its aspect', () => {
  it('reads the description after a verb of being', () => {
    expect(valuesOf('The knot is placed under the chin.')).toEqual({ knot_position: 'under the chin' })
    expect(valuesOf('The bullet track is directed upwards and to the right.')).toEqual({
      bullet_track_direction: 'upwards and to the right',
    })
    expect(valuesOf('The stab wound is situated in the left iliac fossa.')).toEqual({ stab_wound_location: 'left iliac fossa' })
  })
  it('needs a posture or place for a position and a colour for a colour', () => {
    expect(valuesOf('The tongue is protruding beyond the lips.')).toEqual({ tongue_position: 'protruding beyond the lips' })
    expect(valuesOf('The iris is pale blue.')).toEqual({ iris_colour: 'pale blue' })
    expect(valuesOf('The tongue is swollen and the iris is cloudy.')).toEqual({})
  })
  it('says nothing of a place, direction or description when the words do not', () => {
    expect(valuesOf('The stab wound is gaping.')).toEqual({})
    expect(valuesOf('The bullet track was explored at surgery.')).toEqual({})
    expect(valuesOf('The knot is not identified.')).toEqual({})
  })
})

describe('describing words before a text field', () => {
  it('reads "there is mild oedema"', () => {
    expect(valuesOf('There is mild oedema, with pitting at the ankles.')).toEqual({ oedema: 'mild' })
  })
  it('leaves "there is no oedema" empty', () => {
    expect(valuesOf('There is no oedema.')).toEqual({})
  })
})

describe('units and times as they are said', () => {
  it('reads "milligrams per 100 millilitres" however it is said', () => {
    expect(valuesOf('Vitreous alcohol 88 milligrams per 100 millilitres.')).toEqual({ vitreous_alcohol: '88 mg/100 mL' })
  })
  it('keeps inches as inches', () => {
    expect(valuesOf('Foot length 11 inches.', NAMING_TAGS)).toEqual({ foot_length: '11 in' })
  })
  it('never takes a clock time for a quantity', () => {
    expect(valuesOf('Rectal temperature, taken at 09:45, 31.2 degrees.', ORGAN_TAGS)).toEqual({ rectal_temperature: '31.2 °C' })
  })
})

describe('choices and descriptions that meet other names', () => {
  const tags: TagInfo[] = [
    {
      ...plain('Mouth position', 'Where the mouth is.'),
      kind: 'choice',
      choices: ['closed', 'open between the teeth'],
      synonyms: ['mouth'],
    },
    { ...plain('Dentition', 'State of the teeth.'), kind: 'text', synonyms: ['teeth'] },
    { ...plain('Lividity', 'Fixation of lividity (blanching or fixed).'), kind: 'choice', choices: ['blanching', 'fixed'] },
    plain('Beard colour', 'Colour of the beard.'),
    plain('Beard length', 'Length of the beard, in centimetres.'),
  ]
  it('reads a choice said in full even when it holds another field\'s name', () => {
    expect(valuesOf('The mouth is open between the teeth.', tags)).toEqual({ mouth_position: 'open between the teeth' })
  })
  it('does not take the values a description lists for names of the field', () => {
    expect(valuesOf('Lividity is fixed.', tags)).toEqual({ lividity: 'fixed' })
  })
  it('ends a description where a new verb starts another statement', () => {
    expect(valuesOf('The beard is grey and measures up to 6 cm.', tags)).toEqual({ beard_colour: 'grey', beard_length: '6 cm' })
  })
})

describe('a value reported with a verb after the field\'s name', () => {
  it.each(REPORTING_VERBS)('reads the value after "%s" as sure as after "is"', (verb) => {
    const reported = fillsOf(`The rectal temperature ${verb} 29 degrees.`, ORGAN_TAGS)
    expect(reported).toEqual(fillsOf('The rectal temperature is 29 degrees.', ORGAN_TAGS))
    expect(reported).toEqual({ rectal_temperature: ['29 °C', 1] })
  })
})

describe('a vessel\'s narrowing', () => {
  const lad = { ...plain('LAD stenosis', 'Maximum narrowing of the artery, in percent.'), synonyms: ['left anterior descending'] }
  const vessels: TagInfo[] = [{ ...lad, kind: 'measurement', dimension: 'percentage', unit: '%' }, ...ORGAN_TAGS]
  it.each([
    'The left anterior descending artery shows 75 percent stenosis.',
    'The left anterior descending artery is narrowed by up to 75 percent.',
    'The left anterior descending coronary artery has a 75 percent stenosis.',
  ])('reads "%s" as sure as after the name alone', (text) => {
    expect(fillsOf('The left anterior descending is 75 percent.', vessels)).toEqual({ lad_stenosis: ['75%', 1] })
    expect(fillsOf(text, vessels)).toEqual({ lad_stenosis: ['75%', 1] })
  })
  it('is a field named or described by a word of narrowing', () => {
    expect(saysNarrowing(['lad'], 'Maximum luminal stenosis of the left anterior descending artery.')).toBe(true)
    expect(saysNarrowing(['left anterior descending narrowed by'], null)).toBe(true)
    expect(saysNarrowing(['heart weight', 'heart'], 'Weight of the heart after removal of clots, in grams.')).toBe(false)
  })
})
