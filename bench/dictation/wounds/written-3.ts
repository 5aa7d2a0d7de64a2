/**
 * A third set of hand-written wound descriptions (development cases), in the manner public autopsy protocols
 * describe gunshot wounds and lacerations: an entrance and an exit named by their kind alone within one
 * sentence, sites after "of" and "in the midline", a measure said before the wound's noun ("a 3/8 inch round
 * defect"), fractions of an inch in words and figures, a wound's site said in the same sentence as another
 * wound's, a laceration said with a height it has no field for, an absent exit; then (015–020) lists said once with
 * their dimension, organs after ", ending in", a gape "up to", a round defect "of" a measure, a bruise beside a stab
 * wound, an entrance and exit said as one-word headings, (021) a track's length said "in total",
 * and (022) an entrance's diameter said bare after its site. Written from the protocols' conventions, not from any
 * evaluation sentence, and measured before the readings were changed.
 * Keys and values follow the convention at the top of cases.ts; a site keeps "in the midline" when it is said.
 */
import { titleOf } from './tags'
import type { CaseInstance, WoundCase } from './types'

const S1 = titleOf('stab', 1)
const S2 = titleOf('stab', 2)
const I2 = titleOf('incised', 2)
const G1 = titleOf('entrance', 1)
const G2 = titleOf('exit', 2)
const L1 = titleOf('laceration', 1)
const L2 = titleOf('laceration', 2)
const gun: CaseInstance[] = [{ kind: 'entrance', index: 1 }, { kind: 'exit', index: 2 }]
const two: CaseInstance[] = [{ kind: 'stab', index: 1 }, { kind: 'stab', index: 2 }]
const sharp: CaseInstance[] = [{ kind: 'stab', index: 1 }, { kind: 'incised', index: 2 }]
const lacerations: CaseInstance[] = [{ kind: 'laceration', index: 1 }, { kind: 'laceration', index: 2 }]
const blunt: CaseInstance[] = [...lacerations, { kind: 'stab', index: 1 }]

export const WRITTEN_3_CASES: WoundCase[] = [
  {
    id: 'written3-001',
    instances: gun,
    text: 'Perforating gunshot wound of the right thigh: the entrance lies on the front of the right thigh, 0.6 cm across, and the exit is on the back of the right thigh, 1.1 x 0.8 cm.',
    expected: {
      [`entrance_wound_location@${G1}`]: 'front of the right thigh', [`entrance_wound_diameter@${G1}`]: '0.6 cm',
      [`exit_wound_location@${G2}`]: 'back of the right thigh', [`wound_length@${G2}`]: '1.1 cm', [`wound_width@${G2}`]: '0.8 cm',
    },
  },
  {
    id: 'written3-002',
    instances: gun,
    text: 'Gunshot wound 1 is an entrance on the left upper chest, 3 inches to the left of the anterior midline. It is a 3/8 inch round defect. The track passes through the left lung and the heart.',
    expected: {
      [`entrance_wound_location@${G1}`]: 'left upper chest', [`distance_from_midline@${G1}`]: '3 in left',
      [`entrance_wound_diameter@${G1}`]: '0.375 in', [`track_organs@${G1}`]: 'left lung, heart',
    },
  },
  {
    id: 'written3-003',
    instances: lacerations,
    text: 'Laceration 1 is a 4 x 0.5 cm laceration of the left eyebrow with abraded margins. Laceration 2, of the point of the chin, measures 2.5 x 1 cm.',
    expected: {
      [`wound_type@${L1}`]: 'laceration', [`wound_location@${L1}`]: 'left eyebrow', [`wound_size@${L1}`]: '4 x 0.5 cm',
      [`wound_type@${L2}`]: 'laceration', [`wound_location@${L2}`]: 'point of the chin', [`wound_size@${L2}`]: '2.5 x 1 cm',
    },
  },
  {
    id: 'written3-004',
    instances: sharp,
    text: 'The incised wound of the left palm is 3.5 cm long and 0.4 cm deep.',
    expected: { [`wound_type@${I2}`]: 'incised', [`wound_location@${I2}`]: 'left palm', [`wound_length@${I2}`]: '3.5 cm', [`wound_depth@${I2}`]: '0.4 cm' },
  },
  {
    id: 'written3-005',
    instances: lacerations,
    text: 'Laceration 2 is situated on the occiput in the midline and measures 3 x 1.5 cm; the underlying skull is intact.',
    expected: { [`wound_type@${L2}`]: 'laceration', [`wound_location@${L2}`]: 'occiput in the midline', [`wound_size@${L2}`]: '3 x 1.5 cm' },
  },
  {
    id: 'written3-006',
    instances: lacerations,
    text: 'Laceration 1, over the vertex, is 5 x 1 cm, and laceration 2, over the left parietal region, is 3 x 0.5 cm.',
    expected: {
      [`wound_type@${L1}`]: 'laceration', [`wound_location@${L1}`]: 'vertex', [`wound_size@${L1}`]: '5 x 1 cm',
      [`wound_type@${L2}`]: 'laceration', [`wound_location@${L2}`]: 'left parietal region', [`wound_size@${L2}`]: '3 x 0.5 cm',
    },
  },
  {
    id: 'written3-007',
    instances: blunt,
    text: 'Laceration 1 is on the front of the right shin, 35 cm above the heel, and measures 6 x 2 cm.',
    expected: { [`wound_type@${L1}`]: 'laceration', [`wound_location@${L1}`]: 'front of the right shin', [`wound_size@${L1}`]: '6 x 2 cm' },
    note: 'A laceration holds no height above the heel: the height goes nowhere.',
  },
  {
    id: 'written3-008',
    instances: gun,
    text: 'Gunshot wound A is on the right temple, 5 inches below the top of the head. The bullet passes right to left and slightly upward through the right temporal lobe. The exit wound is on the left side of the head and measures 1 inch by 3/4 inch.',
    expected: {
      [`entrance_wound_location@${G1}`]: 'right temple', [`wound_direction@${G1}`]: 'right to left and slightly upward',
      [`track_organs@${G1}`]: 'right temporal lobe',
      [`exit_wound_location@${G2}`]: 'left side of the head', [`wound_length@${G2}`]: '1 in', [`wound_width@${G2}`]: '0.75 in',
    },
  },
  {
    id: 'written3-009',
    instances: gun,
    text: 'The entrance wound is a 1/4 inch circular perforation on the back of the head, 2 inches right of the midline.',
    expected: {
      [`entrance_wound_location@${G1}`]: 'back of the head', [`entrance_wound_diameter@${G1}`]: '0.25 in', [`distance_from_midline@${G1}`]: '2 in right',
    },
  },
  {
    id: 'written3-010',
    instances: two,
    text: 'The second stab wound is a 2.2 cm stab wound on the left flank, 105 cm above the heel.',
    expected: { [`wound_type@${S2}`]: 'stab', [`wound_length@${S2}`]: '2.2 cm', [`wound_location@${S2}`]: 'left flank', [`height_above_heel@${S2}`]: '105 cm' },
  },
  {
    id: 'written3-011',
    instances: gun,
    text: 'Gunshot wound of entrance on the right cheek, 0.7 cm in diameter. No exit wound is present; the bullet lies in the left mastoid.',
    expected: { [`entrance_wound_location@${G1}`]: 'right cheek', [`entrance_wound_diameter@${G1}`]: '0.7 cm' },
    negated: [`exit_wound_location@${G2}`],
  },
  {
    id: 'written3-012',
    instances: sharp,
    text: 'An incised wound runs across the back of the left hand; it is 1 1/2 inches long and 1/8 inch deep.',
    expected: {
      [`wound_type@${I2}`]: 'incised', [`wound_location@${I2}`]: 'back of the left hand', [`wound_length@${I2}`]: '1.5 in', [`wound_depth@${I2}`]: '0.125 in',
    },
  },
  {
    id: 'written3-013',
    instances: two,
    text: 'Stab wound one is on the right side of the neck and measures three quarters of an inch; it is one and a half inches deep.',
    expected: {
      [`wound_type@${S1}`]: 'stab', [`wound_location@${S1}`]: 'right side of the neck', [`wound_length@${S1}`]: '0.75 in', [`wound_depth@${S1}`]: '1.5 in',
    },
  },
  {
    id: 'written3-014',
    instances: gun,
    text: 'Entrance: right upper back, 4 inches right of the posterior midline; a 3/8 inch round defect. Exit: left upper chest, 1 by 1/2 inch.',
    expected: {
      [`entrance_wound_location@${G1}`]: 'right upper back', [`distance_from_midline@${G1}`]: '4 in right', [`entrance_wound_diameter@${G1}`]: '0.375 in',
      [`exit_wound_location@${G2}`]: 'left upper chest', [`wound_length@${G2}`]: '1 in', [`wound_width@${G2}`]: '0.5 in',
    },
  },
  {
    id: 'written3-015',
    instances: two,
    text: 'Stab wounds 1 and 2 are 2.4 cm and 1.6 cm long respectively.',
    expected: {
      [`wound_type@${S1}`]: 'stab', [`wound_length@${S1}`]: '2.4 cm', [`wound_type@${S2}`]: 'stab', [`wound_length@${S2}`]: '1.6 cm',
    },
  },
  {
    id: 'written3-016',
    instances: two,
    text: 'Stab wound 2 is on the left lower back. Its track runs forward through the left kidney, ending in the psoas muscle, 9 cm deep.',
    expected: {
      [`wound_type@${S2}`]: 'stab', [`wound_location@${S2}`]: 'left lower back', [`wound_direction@${S2}`]: 'forward',
      [`track_organs@${S2}`]: 'left kidney, psoas muscle', [`wound_depth@${S2}`]: '9 cm',
    },
  },
  {
    id: 'written3-017',
    instances: sharp,
    text: 'The incised wound is on the front of the right forearm, 8 cm long and gaping up to 1.2 cm.',
    expected: {
      [`wound_type@${I2}`]: 'incised', [`wound_location@${I2}`]: 'front of the right forearm', [`wound_length@${I2}`]: '8 cm', [`wound_width@${I2}`]: '1.2 cm',
    },
  },
  {
    id: 'written3-018',
    instances: gun,
    text: 'The entrance wound is on the left side of the chest. It is a circular defect of 0.9 cm with an abrasion margin. Its track measures 19 cm.',
    expected: {
      [`entrance_wound_location@${G1}`]: 'left side of the chest', [`entrance_wound_diameter@${G1}`]: '0.9 cm', [`wound_depth@${G1}`]: '19 cm',
    },
  },
  {
    id: 'written3-019',
    instances: two,
    text: 'Stab wound 1 is on the right upper arm and measures 2 cm. A 3 cm bruise surrounds it.',
    expected: { [`wound_type@${S1}`]: 'stab', [`wound_location@${S1}`]: 'right upper arm', [`wound_length@${S1}`]: '2 cm', 'bruise_size@': '3 cm' },
    note: 'The bruise is a detail of the stab wound: neither its type nor its length; its size is the report\'s bruise size.',
  },
  {
    id: 'written3-020',
    instances: gun,
    text: 'Gunshot wound 1. Entrance. On the back of the right shoulder, 0.7 cm in diameter. Exit. On the front of the right shoulder, 1.5 x 1 cm.',
    expected: {
      [`entrance_wound_location@${G1}`]: 'back of the right shoulder', [`entrance_wound_diameter@${G1}`]: '0.7 cm',
      [`exit_wound_location@${G2}`]: 'front of the right shoulder', [`wound_length@${G2}`]: '1.5 cm', [`wound_width@${G2}`]: '1 cm',
    },
  },
  {
    id: 'written3-021',
    instances: gun,
    text: 'Gunshot wound 1 is on the left cheek. The track passes front to back through the tongue and the cervical spine, 11 cm in total.',
    expected: {
      [`entrance_wound_location@${G1}`]: 'left cheek', [`wound_direction@${G1}`]: 'front to back',
      [`track_organs@${G1}`]: 'tongue, cervical spine', [`wound_depth@${G1}`]: '11 cm',
    },
  },
  {
    id: 'written3-022',
    instances: gun,
    text: 'A perforating gunshot wound of the trunk: the entrance is on the right flank, 0.9 cm, and the exit on the left flank, 2 x 1.5 cm.',
    expected: {
      [`entrance_wound_location@${G1}`]: 'right flank', [`entrance_wound_diameter@${G1}`]: '0.9 cm',
      [`exit_wound_location@${G2}`]: 'left flank', [`wound_length@${G2}`]: '2 cm', [`wound_width@${G2}`]: '1.5 cm',
    },
  },
]
