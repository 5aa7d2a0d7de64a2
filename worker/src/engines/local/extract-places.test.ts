import { describe, expect, it } from 'vitest'
import type { TagInfo } from '../types'
import { plainTag as plain } from '../../../../test/factories/tags'
import { valuesOf } from '../../../../test/factories/reading-tags'
import { extractTags } from './extract'

/** Places, sizes, sides and events said around a finding without naming the field (extract-places.ts and friends). */
const TAGS: TagInfo[] = [
  plain('Laceration location', 'Where the laceration is on the body.'),
  plain('Laceration length', 'Length of the laceration, in centimetres.'),
  plain('Laceration width', 'Width of the laceration, in centimetres.'),
  plain('Exit wound location', 'Site of the exit wound.'),
  plain('Wound location', 'Where the wound is.'),
  plain('Contusion size', 'Size of a contusion, in cm.'),
  plain('Contusion location', 'Site of a contusion on the skin.'),
  plain('Distance from midline', 'Distance of the wound from the midline, in centimetres.'),
  plain('Incised wound count', 'Number of incised wounds.'),
  plain('Jump height', 'How far the person jumped, in metres.'),
  plain('Left kidney weight', 'Weight of the left kidney, in grams.'),
  plain('Right kidney weight', 'Weight of the right kidney, in grams.'),
  plain('Left adrenal weight', 'Weight of the left adrenal gland alone, in grams.'),
  plain('Right adrenal weight', 'Weight of the right adrenal gland alone, in grams.'),
  plain('Adrenal glands weight', 'Combined weight of both adrenal glands, in grams.'),
  plain('Spleen weight', 'Weight of the spleen, in grams.'),
  plain('BMI', 'Body mass index.'),
  plain('Beard colour', 'Colour of the beard.'),
  plain('Age', 'Age of the deceased in years.'),
  plain('Gestational age', 'Gestation at birth, in weeks.'),
  plain('Iris colour', 'Colour of the irides.'),
  plain('Conjunctivae', 'Appearance of the conjunctivae.'),
  plain('Blood alcohol concentration', 'Alcohol in femoral blood, in mg per 100 mL.'),
  plain('Duodenal contents', 'What the duodenum contains.'),
  plain('Duodenal contents volume', 'Volume of the duodenal contents, in millilitres.'),
  plain('Beard length', 'Length of the beard, in centimetres.'),
]
const values = (text: string) => valuesOf(text, TAGS)
const confidence = (text: string, id: string) => extractTags(text, TAGS).find((m) => m.id === id)?.confidence

describe('a place said after the finding', () => {
  it('reads the place after a preposition, without its article', () => {
    expect(values('There is a laceration over the left eyebrow.')).toEqual({ laceration_location: 'left eyebrow' })
  })
  it('reads the place after the size, and a distance with its relation as part of the place', () => {
    expect(values('A contusion 6 x 4 cm on the back of the left hand.')).toEqual({
      contusion_size: '6 x 4 cm',
      contusion_location: 'back of the left hand',
    })
    expect(values('A laceration 4 cm long, 3 cm above the right ear.')).toEqual({
      laceration_length: '4 cm',
      laceration_location: '3 cm above the right ear',
    })
  })
  it('keeps a distance that goes on with the place, and stops at one that names a field', () => {
    expect(values('There is a wound in the left loin, 8 cm lateral to the spine.')).toEqual({
      wound_location: 'left loin, 8 cm lateral to the spine',
    })
    expect(values('A wound on the right chest, 7 cm from the midline.')).toEqual({
      wound_location: 'right chest',
      distance_from_midline: '7 cm',
    })
  })
  it('gives the place to the most specific thing named, and stops before what comes with it', () => {
    expect(values('The exit wound is on the back of the neck with a ragged margin.')).toEqual({ exit_wound_location: 'back of the neck' })
  })
  it('reads the place after "of" for a finding introduced by an article or its size, its own field first', () => {
    expect(values('There is a 3 cm laceration of the forehead.')).toEqual({ laceration_length: '3 cm', laceration_location: 'forehead' })
    expect(values('A wound of the left thigh.')).toEqual({ wound_location: 'left thigh' })
    expect(values('Cause of death: 1a haemorrhage, 1b stab wound of the chest.')).toEqual({})
  })
  it('takes nothing that is not a place on the body, and nothing for a negated finding', () => {
    expect(values('There is a wound in keeping with a knife.')).toEqual({})
    expect(values('There is no laceration on the scalp.')).toEqual({})
  })
})

describe('sizes said with an adjective, and counts', () => {
  it('reads "long" and "wide" as the length and the width', () => {
    expect(values('The laceration is 2 cm wide.')).toEqual({ laceration_width: '2 cm' })
    expect(confidence('The laceration is 5 cm long.', 'laceration_length')).toBeGreaterThanOrEqual(0.8)
  })
  it('never reads a length as a count of the things', () => {
    expect(values('An incised wound 3 cm long.')).not.toHaveProperty('incised_wound_count')
    expect(values('There were 4 incised wounds.')).toEqual({ incised_wound_count: '4' })
  })
})

describe('values tied to their organ by "at", by a side, or by an event', () => {
  it('reads a weight after "at" for the organ before it', () => {
    expect(values('The spleen is soft and diffluent at 240 grams.')).toEqual({ spleen_weight: '240 g' })
  })
  it('reads a place or time after "at" as no weight', () => {
    expect(values('The spleen was examined at 10 hours.')).toEqual({})
  })
  it('reads the other side in the next clause when it opens with the side alone', () => {
    expect(values('The left kidney weighs 150 grams; the right is a little smaller at 135 grams.')).toEqual({
      left_kidney_weight: '150 g',
      right_kidney_weight: '135 g',
    })
  })
  it('reads each side of a pair named together when a value is given for each, not the combined weight', () => {
    expect(values('Both adrenal glands weigh 6 grams each.')).toEqual({ right_adrenal_weight: '6 g', left_adrenal_weight: '6 g' })
    expect(values('The adrenals weigh 7 grams on the left and 6 grams on the right.')).toEqual({
      left_adrenal_weight: '7 g',
      right_adrenal_weight: '6 g',
    })
    expect(values('The adrenal glands weigh 12 grams together.')).toEqual({ adrenal_glands_weight: '12 g' })
  })
  it('reads a measure named after an event from the event\'s verb, offered, not trusted', () => {
    expect(values('She jumped about 15 metres onto concrete.')).toEqual({ jump_height: '15 m' })
    expect(confidence('She jumped about 15 metres onto concrete.', 'jump_height')).toBeLessThan(0.8)
    expect(values('She jumped and struck her head, sustaining a 3 cm laceration.')).not.toHaveProperty('jump_height')
  })
})

describe('another field of the same thing', () => {
  it('takes a verb\'s quantity for the field of the thing named for another of its fields', () => {
    expect(values('The beard is ginger and measures about 3 cm.')).toEqual({ beard_colour: 'ginger', beard_length: '3 cm' })
  })
})

describe('what an organ contains', () => {
  it('fills the contents and their volume from "contains"', () => {
    expect(values('The duodenum contains about 30 mL of bile-stained fluid, which was discarded.')).toEqual({
      duodenal_contents_volume: '30 mL',
      duodenal_contents: 'bile-stained fluid',
    })
    expect(values('The duodenum contains a little green mucus.')).toEqual({ duodenal_contents: 'little green mucus' })
  })
  it('takes an amount joined to what is contained by "and" ("of" heard as "and") for the volume, not the contents', () => {
    const stomach = [
      plain('Stomach contents', 'What the stomach contains. Aliases: stomach contains.'),
      plain('Gastric contents volume', 'Volume of the gastric contents, in mL.'),
    ]
    const read = (text: string) => Object.fromEntries(extractTags(text, stomach).map((m) => [m.id, m.value]))
    expect(read('The stomach contains about 150 millilitres and brown fluid.')).toEqual({
      stomach_contents: 'brown fluid',
      gastric_contents_volume: '150 mL',
    })
    expect(read('The stomach contains 3 tablets and brown fluid.')).toEqual({ stomach_contents: '3 tablets and brown fluid' })
  })
  it('fills nothing when it contains nothing', () => {
    expect(values('The duodenum contains no food.')).toEqual({})
  })
})

describe('the age of the deceased', () => {
  it('reads "N-year-old" and "aged N" in a sentence about the deceased, offered, not trusted', () => {
    expect(values('The deceased is a 67-year-old woman.')).toEqual({ age: '67 years' })
    expect(values('She was a widow aged 82.')).toEqual({ age: '82 years' })
    expect(confidence('The deceased is a 67-year-old woman.', 'age')).toBeLessThan(0.8)
  })
  it('reads no one else\'s age', () => {
    expect(values('Her 40-year-old daughter found her.')).toEqual({})
  })
})

describe('text values and derived names', () => {
  it('ends a description before the words that join the next statement', () => {
    expect(values('The irides are grey and the conjunctivae are pale.')).toMatchObject({ iris_colour: 'grey' })
  })
  it('names a field by a synonym of its shortened name', () => {
    expect(values('Blood ethanol 95 mg per 100 mL.')).toEqual({ blood_alcohol_concentration: '95 mg/100 mL' })
  })
})

describe('a body mass index', () => {
  it('is in kg/m², never a mass', () => {
    expect(values('BMI 31.4.')).toEqual({ bmi: '31.4 kg/m²' })
    expect(values('BMI 22 kg/m2.')).toEqual({ bmi: '22 kg/m²' })
  })
})
