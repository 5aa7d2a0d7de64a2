/**
 * Wound descriptions for the offline recogniser: sentences as a pathologist dictates them, written
 * in words as they are said (numbers in words), each dictated into a report with two or three
 * injury instances. Keys and values follow the wound set's convention (wounds/cases.ts): 'field@target'
 * with the instance's title. Written before the recogniser's wound grammar was tuned on them.
 * Plain data: no product code is imported here.
 */
import { titleOf } from './wounds/tags'
import type { CaseInstance } from './wounds/types'

export interface WoundClip {
  id: string
  /** The words the voice says; a full stop is a pause. */
  spoken: string
  instances: CaseInstance[]
  expected: Record<string, string>
}

const S1 = titleOf('stab', 1)
const S2 = titleOf('stab', 2)
const S3 = titleOf('stab', 3)
const I2 = titleOf('incised', 2)
const L1 = titleOf('laceration', 1)
const L2 = titleOf('laceration', 2)
const two: CaseInstance[] = [{ kind: 'stab', index: 1 }, { kind: 'stab', index: 2 }]
const three: CaseInstance[] = [...two, { kind: 'stab', index: 3 }]
const withIncised: CaseInstance[] = [{ kind: 'stab', index: 1 }, { kind: 'incised', index: 2 }, { kind: 'stab', index: 3 }]
const blunt: CaseInstance[] = [{ kind: 'laceration', index: 1 }, { kind: 'laceration', index: 2 }, { kind: 'stab', index: 1 }]

const clip = (id: string, instances: CaseInstance[], spoken: string, expected: Record<string, string>): WoundClip => ({ id, spoken, instances, expected })

export const WOUND_CLIPS: WoundClip[] = [
  clip('stab-two-site', two, 'Stab wound two is on the left side of the chest, one hundred and thirty centimetres above the heel and four centimetres to the left of the midline.', {
    [`wound_type@${S2}`]: 'stab', [`wound_location@${S2}`]: 'left side of the chest', [`height_above_heel@${S2}`]: '130 cm', [`distance_from_midline@${S2}`]: '4 cm left',
  }),
  clip('stab-one-size', two, 'Stab wound one. It measures two by one centimetres. The track passes front to back to a depth of seven centimetres.', {
    [`wound_type@${S1}`]: 'stab', [`wound_length@${S1}`]: '2 cm', [`wound_width@${S1}`]: '1 cm', [`wound_direction@${S1}`]: 'front to back', [`wound_depth@${S1}`]: '7 cm',
  }),
  clip('number-three', three, 'Wound number three lies on the right side of the abdomen, ninety eight centimetres above the heel and eleven centimetres to the right of the midline.', {
    [`wound_location@${S3}`]: 'right side of the abdomen', [`height_above_heel@${S3}`]: '98 cm', [`distance_from_midline@${S3}`]: '11 cm right',
  }),
  clip('second-stab-depth', three, 'The second stab wound measures three point five by one centimetres. The track passes right to left to a depth of nine centimetres.', {
    [`wound_type@${S2}`]: 'stab', [`wound_length@${S2}`]: '3.5 cm', [`wound_width@${S2}`]: '1 cm', [`wound_direction@${S2}`]: 'right to left', [`wound_depth@${S2}`]: '9 cm',
  }),
  clip('organs', two, 'Stab wound one. The track passes through the skin, the left lung and the pericardium, to a depth of eleven centimetres.', {
    [`wound_type@${S1}`]: 'stab', [`track_organs@${S1}`]: 'skin, left lung, pericardium', [`wound_depth@${S1}`]: '11 cm',
  }),
  clip('incised-arm', withIncised, 'Incised wound two is on the outer aspect of the right upper arm. It measures six by one centimetres.', {
    [`wound_type@${I2}`]: 'incised', [`wound_location@${I2}`]: 'outer aspect of the right upper arm', [`wound_length@${I2}`]: '6 cm', [`wound_width@${I2}`]: '1 cm',
  }),
  clip('heel-first', three, 'Stab wound three. One hundred and twelve centimetres above the heel and two centimetres to the right of the midline, on the front of the abdomen.', {
    [`wound_type@${S3}`]: 'stab', [`height_above_heel@${S3}`]: '112 cm', [`distance_from_midline@${S3}`]: '2 cm right', [`wound_location@${S3}`]: 'front of the abdomen',
  }),
  clip('direction-list', two, 'Stab wound two. The track passes back to front, left to right and slightly upwards, to a depth of six centimetres.', {
    [`wound_type@${S2}`]: 'stab', [`wound_direction@${S2}`]: 'back to front, left to right and slightly upwards', [`wound_depth@${S2}`]: '6 cm',
  }),
  clip('laceration-scalp', blunt, 'Laceration one is on the back of the head. It measures four by one centimetres.', {
    [`wound_type@${L1}`]: 'laceration', [`wound_location@${L1}`]: 'back of the head', [`wound_size@${L1}`]: '4 x 1 cm',
  }),
  clip('laceration-two', blunt, 'Laceration two lies over the left eyebrow and measures two point five by one centimetres.', {
    [`wound_type@${L2}`]: 'laceration', [`wound_location@${L2}`]: 'left eyebrow', [`wound_size@${L2}`]: '2.5 x 1 cm',
  }),
  clip('two-wounds', two, 'Stab wound one is on the left side of the neck. Stab wound two is on the right side of the chest, one hundred and twenty centimetres above the heel.', {
    [`wound_type@${S1}`]: 'stab', [`wound_location@${S1}`]: 'left side of the neck', [`wound_type@${S2}`]: 'stab', [`wound_location@${S2}`]: 'right side of the chest', [`height_above_heel@${S2}`]: '120 cm',
  }),
  clip('first-back', three, 'The first stab wound is on the back of the left shoulder, one hundred and forty centimetres above the heel and nine centimetres to the left of the midline. The track passes back to front to a depth of five centimetres.', {
    [`wound_type@${S1}`]: 'stab', [`wound_location@${S1}`]: 'back of the left shoulder', [`height_above_heel@${S1}`]: '140 cm', [`distance_from_midline@${S1}`]: '9 cm left',
    [`wound_direction@${S1}`]: 'back to front', [`wound_depth@${S1}`]: '5 cm',
  }),
  clip('organs-liver', three, 'Wound number two. The track passes through the diaphragm and the liver to a depth of twelve centimetres.', {
    [`track_organs@${S2}`]: 'diaphragm, liver', [`wound_depth@${S2}`]: '12 cm',
  }),
  clip('thigh', two, 'Stab wound two is on the front of the left thigh, sixty centimetres above the heel. It measures two point two by point eight centimetres.', {
    [`wound_type@${S2}`]: 'stab', [`wound_location@${S2}`]: 'front of the left thigh', [`height_above_heel@${S2}`]: '60 cm', [`wound_length@${S2}`]: '2.2 cm', [`wound_width@${S2}`]: '0.8 cm',
  }),
]
