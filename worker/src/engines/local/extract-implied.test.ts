import { describe, expect, it } from 'vitest'
import type { TagInfo } from '../types'
import { plainTag as plain } from '../../../../test/factories/tags'
import { valuesOf } from '../../../../test/factories/reading-tags'
import { participlesOf } from './extract-implied'

/** Values whose field is said by the grammar around them, with tags described in plain sentences. */
const TAGS: TagInfo[] = [
  plain('Burnt area', 'Percentage of the skin surface that is burnt.'),
  plain('Identification method', 'How the deceased was identified.'),
  plain('Soot deposition', 'Soot in or around the wound.'),
  plain('Airway froth', 'Froth in the nose or airways: present or absent.'),
  plain('Wound length', 'Length of the wound, in cm.'),
  plain('Wound width', 'Width of the wound, in cm.'),
  plain('Wound location', 'Where the wound is.'),
  plain('Abrasion size', 'Size of an abrasion, in cm.'),
  plain('Abrasion collar width', 'Width of the abrasion ring around an entry wound, in mm.'),
  plain('Brain weight', 'Weight of the brain in grams.'),
  plain('LAD stenosis', 'Maximum stenosis of the left anterior descending artery, percent.'),
  plain('Stab wound count', 'Number of stab wounds.'),
  plain('Subdural haematoma volume', 'Volume of blood in the subdural space, in mL.'),
]
const values = (text: string) => valuesOf(text, TAGS)

describe('a share said with what it is a share of', () => {
  it('fills a percentage field described as "Percentage of the …"', () => {
    expect(values('Burns cover 35 percent of the skin surface.')).toEqual({ burnt_area: '35%' })
    expect(values('Superficial burns involve 20% of the skin surface, mainly the back.')).toEqual({ burnt_area: '20%' })
  })
  it('leaves other shares alone', () => {
    expect(values('About 40% of the liver is replaced by tumour.')).toEqual({})
  })
})

describe('a method said with its verb', () => {
  it('derives the participle of a noun of action', () => {
    expect(participlesOf('identification')).toEqual(['identified'])
    expect(participlesOf('estimation')).toContain('estimated')
    expect(participlesOf('examination')).toContain('examined')
    expect(participlesOf('weight')).toEqual([])
  })
  it('fills a "… method" field from "<participle> by …" and not when negated', () => {
    expect(values('The deceased was identified by dental comparison.')).toEqual({ identification_method: 'dental comparison' })
    expect(values('Formally identified by DNA, and the brain weighs 1,290 grams.')).toEqual({
      identification_method: 'DNA',
      brain_weight: '1290 g',
    })
    expect(values('He was not identified by his family.')).toEqual({})
  })
})

describe('a finding said to be present', () => {
  it('fills a finding whose description opens with the thing found', () => {
    expect(values('Soot is present on the wound margins.')).toEqual({ soot_deposition: 'present' })
    expect(values('Pink froth is present in the trachea.')).toEqual({ airway_froth: 'present' })
  })
  it('fills nothing when the thing is absent or not said to be present', () => {
    expect(values('No soot is present.')).toEqual({})
    expect(values('Soot was wiped away by the paramedics.')).toEqual({})
  })
})

describe('a size said before the thing', () => {
  it('takes the thing’s length, the longest thing named winning', () => {
    expect(values('There is a 4 cm laceration on the forehead.')).toMatchObject({ wound_length: '4 cm' })
    expect(values('An entry wound with a 2 mm abrasion collar.')).toEqual({ abrasion_collar_width: '2 mm' })
    expect(values('There is a 3 cm abrasion.')).toEqual({ abrasion_size: '3 cm' })
  })
  it('takes the wound inside a counted "stab wound" as the thing a participle measures', () => {
    expect(values('A stab wound on the right flank, 60 cm above the heel, measuring 1.8 cm.')).toMatchObject({ wound_length: '1.8 cm' })
  })
  it('leaves sizes of things without fields alone', () => {
    expect(values('A 6 cm tumour is present in the lung.')).toEqual({})
    expect(values('A 2 cm length of the wound edge was excised.')).toEqual({})
  })
})

describe('a measure’s noun said after the quantity', () => {
  it('fills the field named before it in the sentence', () => {
    expect(values('The LAD contains a 2 cm plaque causing 75% stenosis.')).toEqual({ lad_stenosis: '75%' })
    expect(values('The left anterior descending artery has soft plaque with about 40 percent narrowing.')).toEqual({ lad_stenosis: '40%' })
  })
  it('fills nothing when no measured thing is named', () => {
    expect(values('A calcified segment with 50% stenosis was seen.')).toEqual({})
  })
})

describe('a shortened name qualified by a word of the field’s own name', () => {
  it('names the field by "subdural blood" and reads a volume said before "of" it', () => {
    expect(values('There is a thin film of subdural blood, estimated at 25 mL.')).toEqual({ subdural_haematoma_volume: '25 mL' })
    expect(values('With 40 mL of subdural blood over the right hemisphere.')).toEqual({ subdural_haematoma_volume: '40 mL' })
  })
  it('reads no volume before "of blood" that no word ties to the field', () => {
    expect(values('There was 500 mL of blood in the abdomen.')).toEqual({})
  })
})
