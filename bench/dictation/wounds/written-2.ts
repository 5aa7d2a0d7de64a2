/**
 * A second set of hand-written wound descriptions, for phrasings the first set (written.ts) lacks: a wound named
 * by its kind alone, cue forms ("the second of the stab wounds", "GSW A", header lines, plural cues), a new
 * wound kind ending the scope of the wound before it, track organs followed by their depth, depths said
 * without "to a depth of", fractions of an inch, sites after a pronoun or in verbless lists, and the stippling
 * around an entrance wound. Written before the readings were changed for them and measured failing first.
 * Keys and values follow the convention at the top of cases.ts.
 */
import { titleOf } from './tags'
import type { CaseInstance, WoundCase } from './types'

const S1 = titleOf('stab', 1)
const S2 = titleOf('stab', 2)
const S3 = titleOf('stab', 3)
const I2 = titleOf('incised', 2)
const G1 = titleOf('entrance', 1)
const G2 = titleOf('exit', 2)
const L1 = titleOf('laceration', 1)
const L2 = titleOf('laceration', 2)
const two: CaseInstance[] = [{ kind: 'stab', index: 1 }, { kind: 'stab', index: 2 }]
const three: CaseInstance[] = [...two, { kind: 'stab', index: 3 }]
const gun: CaseInstance[] = [{ kind: 'entrance', index: 1 }, { kind: 'exit', index: 2 }]
const sharp: CaseInstance[] = [{ kind: 'stab', index: 1 }, { kind: 'incised', index: 2 }]
const blunt: CaseInstance[] = [{ kind: 'laceration', index: 1 }, { kind: 'laceration', index: 2 }, { kind: 'stab', index: 1 }]
const stabGun: CaseInstance[] = [...two, ...gun]

export const WRITTEN_2_CASES: WoundCase[] = [
  {
    id: 'written2-001',
    instances: gun,
    text: 'The entrance wound is on the left side of the chest, 128 cm above the heel and 5 cm to the left of the midline. It is round, 0.9 cm in diameter. The exit wound lies on the back of the left shoulder, 140 cm above the heel. It measures 1.6 by 1.1 cm.',
    expected: {
      [`entrance_wound_location@${G1}`]: 'left side of the chest', [`height_above_heel@${G1}`]: '128 cm', [`distance_from_midline@${G1}`]: '5 cm left',
      [`entrance_wound_diameter@${G1}`]: '0.9 cm', [`exit_wound_location@${G2}`]: 'back of the left shoulder', [`height_above_heel@${G2}`]: '140 cm',
      [`wound_length@${G2}`]: '1.6 cm', [`wound_width@${G2}`]: '1.1 cm',
    },
  },
  {
    id: 'written2-002',
    instances: gun,
    text: 'Gunshot wound of entrance: on the right cheek, 150 cm above the heel, 4 cm right of the midline, 0.6 cm in diameter. Exit: on the left side of the neck, 146 cm above the heel, measuring 1.2 x 0.8 cm.',
    expected: {
      [`entrance_wound_location@${G1}`]: 'right cheek', [`height_above_heel@${G1}`]: '150 cm', [`distance_from_midline@${G1}`]: '4 cm right',
      [`entrance_wound_diameter@${G1}`]: '0.6 cm', [`exit_wound_location@${G2}`]: 'left side of the neck', [`height_above_heel@${G2}`]: '146 cm',
      [`wound_length@${G2}`]: '1.2 cm', [`wound_width@${G2}`]: '0.8 cm',
    },
  },
  {
    id: 'written2-003',
    instances: sharp,
    text: 'Stab wound one is on the right flank and measures 2 by 0.7 cm. The incised wound is on the palm of the left hand. It is 4.5 cm long and 0.3 cm wide.',
    expected: {
      [`wound_type@${S1}`]: 'stab', [`wound_location@${S1}`]: 'right flank', [`wound_length@${S1}`]: '2 cm', [`wound_width@${S1}`]: '0.7 cm',
      [`wound_type@${I2}`]: 'incised', [`wound_location@${I2}`]: 'palm of the left hand', [`wound_length@${I2}`]: '4.5 cm', [`wound_width@${I2}`]: '0.3 cm',
    },
  },
  {
    id: 'written2-004',
    instances: three,
    text: 'The second of the stab wounds is on the left upper arm and measures 1.9 cm. The third of the three stab wounds is on the left thigh, 70 cm above the heel.',
    expected: {
      [`wound_location@${S2}`]: 'left upper arm', [`wound_length@${S2}`]: '1.9 cm', [`wound_location@${S3}`]: 'left thigh', [`height_above_heel@${S3}`]: '70 cm',
    },
  },
  {
    id: 'written2-005',
    instances: gun,
    text: 'GSW A is on the forehead, 168 cm above the heel. GSW B is on the back of the head, 166 cm above the heel.',
    expected: {
      [`entrance_wound_location@${G1}`]: 'forehead', [`height_above_heel@${G1}`]: '168 cm',
      [`exit_wound_location@${G2}`]: 'back of the head', [`height_above_heel@${G2}`]: '166 cm',
    },
  },
  {
    id: 'written2-006',
    instances: three,
    text: 'Stab Wound #1 — Right Chest. It measures 2.4 by 0.6 cm. Stab wound 2: left side of the abdomen; 1.7 cm long.',
    expected: {
      [`wound_type@${S1}`]: 'stab', [`wound_location@${S1}`]: 'right chest', [`wound_length@${S1}`]: '2.4 cm', [`wound_width@${S1}`]: '0.6 cm',
      [`wound_type@${S2}`]: 'stab', [`wound_location@${S2}`]: 'left side of the abdomen', [`wound_length@${S2}`]: '1.7 cm',
    },
  },
  {
    id: 'written2-007',
    instances: three,
    text: 'Stab wound one is on the left breast. Stab wounds 2 and 3 are on the left flank, and each measures 1.5 cm.',
    expected: {
      [`wound_type@${S1}`]: 'stab', [`wound_location@${S1}`]: 'left breast',
      [`wound_location@${S2}`]: 'left flank', [`wound_length@${S2}`]: '1.5 cm', [`wound_location@${S3}`]: 'left flank', [`wound_length@${S3}`]: '1.5 cm',
    },
    note: 'Values said of two numbered wounds together belong to each; "2 and 3" is not a count.',
  },
  {
    id: 'written2-008',
    instances: blunt,
    text: 'Laceration two is on the chin and measures 2 x 0.4 cm. The stab wound is on the right side of the back, 112 cm above the heel.',
    expected: {
      [`wound_type@${L2}`]: 'laceration', [`wound_location@${L2}`]: 'chin', [`wound_size@${L2}`]: '2 x 0.4 cm',
      [`wound_type@${S1}`]: 'stab', [`wound_location@${S1}`]: 'right side of the back', [`height_above_heel@${S1}`]: '112 cm',
    },
  },
  {
    id: 'written2-009',
    instances: stabGun,
    text: 'Stab wound two is on the left loin. The gunshot entrance wound lies 3 cm to the right of the midline.',
    expected: {
      [`wound_type@${S2}`]: 'stab', [`wound_location@${S2}`]: 'left loin', [`distance_from_midline@${G1}`]: '3 cm right',
    },
  },
  {
    id: 'written2-010',
    instances: two,
    text: 'Stab wound one is on the right side of the back. The track passes through the right kidney and the psoas muscle at a depth of about 9 cm. Stab wound two is on the left side of the back. The track runs forwards, perforating the spleen, 6.5 cm deep.',
    expected: {
      [`wound_type@${S1}`]: 'stab', [`wound_location@${S1}`]: 'right side of the back', [`track_organs@${S1}`]: 'right kidney, psoas muscle', [`wound_depth@${S1}`]: '9 cm',
      [`wound_type@${S2}`]: 'stab', [`wound_location@${S2}`]: 'left side of the back', [`wound_direction@${S2}`]: 'forwards',
      [`track_organs@${S2}`]: 'spleen', [`wound_depth@${S2}`]: '6.5 cm',
    },
  },
  {
    id: 'written2-011',
    instances: three,
    text: 'Stab wound one is on the abdomen. The track is 7 cm. Stab wound two is on the left hip. The depth of the track is about 5 cm. Stab wound three is on the lower back. The track is 4 cm long and passes into the left kidney.',
    expected: {
      [`wound_location@${S1}`]: 'abdomen', [`wound_depth@${S1}`]: '7 cm', [`wound_location@${S2}`]: 'left hip', [`wound_depth@${S2}`]: '5 cm',
      [`wound_location@${S3}`]: 'lower back', [`wound_depth@${S3}`]: '4 cm', [`track_organs@${S3}`]: 'left kidney',
      [`wound_type@${S1}`]: 'stab', [`wound_type@${S2}`]: 'stab', [`wound_type@${S3}`]: 'stab',
    },
  },
  {
    id: 'written2-012',
    instances: two,
    text: 'Stab wound one is 3 1/2 inches to the right of the midline. It measures 1 inch by 1/4 inch. Stab wound two is a quarter of an inch deep.',
    expected: {
      [`wound_type@${S1}`]: 'stab', [`distance_from_midline@${S1}`]: '3.5 in right', [`wound_length@${S1}`]: '1 in', [`wound_width@${S1}`]: '0.25 in',
      [`wound_type@${S2}`]: 'stab', [`wound_depth@${S2}`]: '0.25 in',
    },
  },
  {
    id: 'written2-013',
    instances: two,
    text: 'Stab wound one. This is on the front of the left thigh, 60 cm above the heel. Stab wound two. It is located on the back of the right calf.',
    expected: {
      [`wound_type@${S1}`]: 'stab', [`wound_location@${S1}`]: 'front of the left thigh', [`height_above_heel@${S1}`]: '60 cm',
      [`wound_type@${S2}`]: 'stab', [`wound_location@${S2}`]: 'back of the right calf',
    },
  },
  {
    id: 'written2-014',
    instances: [{ kind: 'laceration', index: 1 }, { kind: 'laceration', index: 2 }],
    text: 'Laceration one is above the left eyebrow, 3 x 0.5 cm. Laceration two is at the vertex in the midline, stellate, 12 cm below the top of the head.',
    expected: {
      [`wound_type@${L1}`]: 'laceration', [`wound_location@${L1}`]: 'above the left eyebrow', [`wound_size@${L1}`]: '3 x 0.5 cm',
      [`wound_type@${L2}`]: 'laceration', [`wound_location@${L2}`]: 'vertex',
    },
    note: 'A laceration holds no height above the heel; "below the top of the head" is no height above the heel.',
  },
  {
    id: 'written2-015',
    instances: gun,
    text: 'The entrance wound is on the right temple. It is round, 0.6 cm, with powder stippling over an area 5 cm across.',
    expected: { [`entrance_wound_location@${G1}`]: 'right temple', [`entrance_wound_diameter@${G1}`]: '0.6 cm' },
  },
  {
    id: 'written2-016',
    instances: sharp,
    text: 'The incised wound runs across the front of the right wrist and is 6 cm long.',
    expected: { [`wound_type@${I2}`]: 'incised', [`wound_location@${I2}`]: 'front of the right wrist', [`wound_length@${I2}`]: '6 cm' },
  },
]
