/**
 * Fourteen more wound descriptions for the offline recogniser, in the form of ./audio-wound-clips.ts
 * (numbers in words, a full stop is a pause, keys 'field@instance title'). Written before the wound
 * grammar was tuned on the first fourteen's failures, and never tuned on: they measure the tuning.
 * Plain data: no product code is imported here.
 */
import type { WoundClip } from './audio-wound-clips'
import { titleOf } from './wounds/tags'
import type { CaseInstance } from './wounds/types'

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

export const NEW_WOUND_CLIPS: WoundClip[] = [
  clip('n-stab-three-neck', three, 'Stab wound three is on the right side of the neck, one hundred and fifty two centimetres above the heel and six centimetres to the right of the midline.', {
    [`wound_type@${S3}`]: 'stab', [`wound_location@${S3}`]: 'right side of the neck', [`height_above_heel@${S3}`]: '152 cm', [`distance_from_midline@${S3}`]: '6 cm right',
  }),
  clip('n-stab-one-size', two, 'Stab wound one measures one point eight by point six centimetres. The track passes left to right to a depth of eight centimetres.', {
    [`wound_type@${S1}`]: 'stab', [`wound_length@${S1}`]: '1.8 cm', [`wound_width@${S1}`]: '0.6 cm', [`wound_direction@${S1}`]: 'left to right', [`wound_depth@${S1}`]: '8 cm',
  }),
  clip('n-number-one-shoulder', two, 'Wound number one is on the back of the right shoulder, one hundred and forty five centimetres above the heel.', {
    [`wound_location@${S1}`]: 'back of the right shoulder', [`height_above_heel@${S1}`]: '145 cm',
  }),
  clip('n-third-organs', three, 'The third stab wound. The track passes through the skin, the stomach and the spleen, to a depth of ten centimetres.', {
    [`wound_type@${S3}`]: 'stab', [`track_organs@${S3}`]: 'skin, stomach, spleen', [`wound_depth@${S3}`]: '10 cm',
  }),
  clip('n-incised-forearm', withIncised, 'Incised wound two is on the front of the left forearm. It measures seven by point five centimetres.', {
    [`wound_type@${I2}`]: 'incised', [`wound_location@${I2}`]: 'front of the left forearm', [`wound_length@${I2}`]: '7 cm', [`wound_width@${I2}`]: '0.5 cm',
  }),
  clip('n-laceration-forehead', blunt, 'Laceration two is on the right side of the forehead. It measures three by point five centimetres.', {
    [`wound_type@${L2}`]: 'laceration', [`wound_location@${L2}`]: 'right side of the forehead', [`wound_size@${L2}`]: '3 x 0.5 cm',
  }),
  clip('n-laceration-cheek', blunt, 'Laceration one lies over the left cheek and measures five by two centimetres.', {
    [`wound_type@${L1}`]: 'laceration', [`wound_location@${L1}`]: 'left cheek', [`wound_size@${L1}`]: '5 x 2 cm',
  }),
  clip('n-direction-three', two, 'Stab wound two. The track passes front to back, right to left and slightly downwards, to a depth of eleven centimetres.', {
    [`wound_type@${S2}`]: 'stab', [`wound_direction@${S2}`]: 'front to back, right to left and slightly downwards', [`wound_depth@${S2}`]: '11 cm',
  }),
  clip('n-stab-one-abdomen', three, 'Stab wound one is on the left side of the abdomen, one hundred and five centimetres above the heel and seven centimetres to the left of the midline. It measures two point four by point nine centimetres.', {
    [`wound_type@${S1}`]: 'stab', [`wound_location@${S1}`]: 'left side of the abdomen', [`height_above_heel@${S1}`]: '105 cm', [`distance_from_midline@${S1}`]: '7 cm left',
    [`wound_length@${S1}`]: '2.4 cm', [`wound_width@${S1}`]: '0.9 cm',
  }),
  clip('n-second-back', three, 'The second stab wound is on the back of the chest, one hundred and thirty five centimetres above the heel and three centimetres to the right of the midline.', {
    [`wound_type@${S2}`]: 'stab', [`wound_location@${S2}`]: 'back of the chest', [`height_above_heel@${S2}`]: '135 cm', [`distance_from_midline@${S2}`]: '3 cm right',
  }),
  clip('n-number-two-organs', two, 'Wound number two. The track passes through the skin, the right lung and the diaphragm to a depth of thirteen centimetres.', {
    [`track_organs@${S2}`]: 'skin, right lung, diaphragm', [`wound_depth@${S2}`]: '13 cm',
  }),
  clip('n-thigh-depth', two, 'Stab wound two is on the outer aspect of the right thigh, seventy centimetres above the heel. The track passes back to front to a depth of four centimetres.', {
    [`wound_type@${S2}`]: 'stab', [`wound_location@${S2}`]: 'outer aspect of the right thigh', [`height_above_heel@${S2}`]: '70 cm',
    [`wound_direction@${S2}`]: 'back to front', [`wound_depth@${S2}`]: '4 cm',
  }),
  clip('n-incised-neck', withIncised, 'Incised wound two is on the front of the neck and measures nine by one point five centimetres.', {
    [`wound_type@${I2}`]: 'incised', [`wound_location@${I2}`]: 'front of the neck', [`wound_length@${I2}`]: '9 cm', [`wound_width@${I2}`]: '1.5 cm',
  }),
  clip('n-three-upwards', three, 'Stab wound three. It measures three by one centimetres. The track passes upwards to a depth of six centimetres.', {
    [`wound_type@${S3}`]: 'stab', [`wound_length@${S3}`]: '3 cm', [`wound_width@${S3}`]: '1 cm', [`wound_direction@${S3}`]: 'upwards', [`wound_depth@${S3}`]: '6 cm',
  }),
]
