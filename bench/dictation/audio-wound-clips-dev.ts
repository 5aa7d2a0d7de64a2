/**
 * Development wound descriptions for the offline recogniser, in the form of ./audio-wound-clips.ts (numbers in
 * words, a full stop is a pause, keys 'field@instance title'), written in the patterns of public autopsy protocols
 * to reproduce the causes of lost values on spoken wound reports: a wound named by its kind alone ("the exit wound"),
 * a site with a second "of the" ("the back of the head"), a site after "across", "above" or "below", a central
 * defect said with "has", a subject "the track of stab wound one", organs right after a direction, and small
 * numbers beside others of the same place ("two" and "ten"), and "two" and "ten" said before "inches". For tuning: `audio-wounds.ts --dev`.
 * Plain data: no product code is imported here.
 */
import type { WoundClip } from './audio-wound-clips'
import { titleOf } from './wounds/tags'
import type { CaseInstance } from './wounds/types'

const S1 = titleOf('stab', 1)
const S2 = titleOf('stab', 2)
const I2 = titleOf('incised', 2)
const E1 = titleOf('entrance', 1)
const X2 = titleOf('exit', 2)
const L1 = titleOf('laceration', 1)
const L2 = titleOf('laceration', 2)
const two: CaseInstance[] = [{ kind: 'stab', index: 1 }, { kind: 'stab', index: 2 }]
const withIncised: CaseInstance[] = [{ kind: 'stab', index: 1 }, { kind: 'incised', index: 2 }]
const gunshot: CaseInstance[] = [{ kind: 'entrance', index: 1 }, { kind: 'exit', index: 2 }]
const blunt: CaseInstance[] = [{ kind: 'laceration', index: 1 }, { kind: 'laceration', index: 2 }]

const clip = (id: string, instances: CaseInstance[], spoken: string, expected: Record<string, string>): WoundClip => ({ id, spoken, instances, expected })

export const DEV_WOUND_CLIPS: WoundClip[] = [
  clip('d-entrance-hand', gunshot, 'The entrance wound is on the back of the left hand. It has a circular central defect of zero point six centimetres.', {
    [`entrance_wound_location@${E1}`]: 'back of the left hand', [`entrance_wound_diameter@${E1}`]: '0.6 cm',
  }),
  clip('d-exit-crown', gunshot, 'The exit wound lies over the crown of the head and measures four by three centimetres.', {
    [`exit_wound_location@${X2}`]: 'crown of the head', [`wound_length@${X2}`]: '4 cm', [`wound_width@${X2}`]: '3 cm',
  }),
  clip('d-entrance-chest', gunshot, 'The entrance wound is on the right side of the chest, one hundred and thirty centimetres above the heel. It is round.', {
    [`entrance_wound_location@${E1}`]: 'right side of the chest', [`height_above_heel@${E1}`]: '130 cm',
  }),
  clip('d-incised-palm', withIncised, 'The incised wound lies across the palm of the right hand. It is six centimetres long.', {
    [`wound_type@${I2}`]: 'incised', [`wound_location@${I2}`]: 'palm of the right hand', [`wound_length@${I2}`]: '6 cm',
  }),
  clip('d-laceration-below', blunt, 'Laceration one is below the left eye and measures three by one centimetres.', {
    [`wound_type@${L1}`]: 'laceration', [`wound_location@${L1}`]: 'below the left eye', [`wound_size@${L1}`]: '3 x 1 cm',
  }),
  clip('d-laceration-back-head', blunt, 'Laceration two is on the back of the head and measures six by two centimetres.', {
    [`wound_type@${L2}`]: 'laceration', [`wound_location@${L2}`]: 'back of the head', [`wound_size@${L2}`]: '6 x 2 cm',
  }),
  clip('d-track-of-stab', two, 'The track of stab wound one is about seven centimetres long and passes upwards.', {
    [`wound_type@${S1}`]: 'stab', [`wound_depth@${S1}`]: '7 cm', [`wound_direction@${S1}`]: 'upwards',
  }),
  clip('d-direction-organs', two, 'Stab wound two passes from back to front and slightly upwards through the right lung and the liver to a depth of nine centimetres.', {
    [`wound_type@${S2}`]: 'stab', [`wound_direction@${S2}`]: 'from back to front and slightly upwards',
    [`track_organs@${S2}`]: 'right lung, liver', [`wound_depth@${S2}`]: '9 cm',
  }),
  clip('d-two-inches', two, 'Stab wound one is on the right side of the chest, two inches right of the midline. It measures two by one centimetres.', {
    [`wound_type@${S1}`]: 'stab', [`wound_location@${S1}`]: 'right side of the chest', [`distance_from_midline@${S1}`]: '2 in right',
    [`wound_length@${S1}`]: '2 cm', [`wound_width@${S1}`]: '1 cm',
  }),
  clip('d-ten-two', two, 'Stab wound two is ten centimetres to the left of the midline and measures two by zero point five centimetres.', {
    [`wound_type@${S2}`]: 'stab', [`distance_from_midline@${S2}`]: '10 cm left', [`wound_length@${S2}`]: '2 cm', [`wound_width@${S2}`]: '0.5 cm',
  }),
  clip('d-two-inches-back', two, 'Stab wound two lies on the left side of the back, two inches to the left of the midline.', {
    [`wound_type@${S2}`]: 'stab', [`wound_location@${S2}`]: 'left side of the back', [`distance_from_midline@${S2}`]: '2 in left',
  }),
  clip('d-two-inches-front', two, 'Stab wound one is on the front of the abdomen, two inches right of the midline.', {
    [`wound_type@${S1}`]: 'stab', [`wound_location@${S1}`]: 'front of the abdomen', [`distance_from_midline@${S1}`]: '2 in right',
  }),
  clip('d-ten-inches-flank', two, 'Stab wound one is on the right flank, ten inches right of the midline.', {
    [`wound_type@${S1}`]: 'stab', [`wound_location@${S1}`]: 'right flank', [`distance_from_midline@${S1}`]: '10 in right',
  }),
  clip('d-ten-inches-chest', two, 'Stab wound two is on the left side of the chest, ten inches to the left of the midline.', {
    [`wound_type@${S2}`]: 'stab', [`wound_location@${S2}`]: 'left side of the chest', [`distance_from_midline@${S2}`]: '10 in left',
  }),
]
