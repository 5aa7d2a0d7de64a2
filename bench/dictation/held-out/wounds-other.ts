/**
 * Held-out gunshot and blunt force wound descriptions, phrased the way public autopsy protocols
 * describe them: the entrance located by region, height above the heel and distance from the
 * midline, its defect's diameter apart from the abrasion collar, the track's direction, organs and
 * length, the exit's site and size; lacerations by site, size and depth. Fields that sit outside the
 * instances (stippling, the projectile) are keyed to no instance. Keys and values follow ../wounds/cases.ts.
 */
import type { WoundCase } from '../wounds/types'
import { at, E1, E2, E3, L1, L2, L3, NONE, report, S1, S2, unmeasured, wound, X2, X3, X4 } from './build'

const gun = report('entrance', 'exit')
const gunTwoEntrances = report('entrance', 'exit', 'entrance')
const gunFour = report('entrance', 'entrance', 'exit', 'exit')
const stabsAndGun = report('stab', 'stab', 'entrance', 'exit')
const lacerations = report('laceration', 'laceration')
const threeLacerations = report('laceration', 'laceration', 'laceration')
const lacerationsAndStab = report('laceration', 'laceration', 'stab')
const lacerationAndStab = report('laceration', 'stab')

export const HELD_OUT_GUNSHOT_BLUNT: WoundCase[] = [
  wound('g01', gun,
    'Gunshot wound of entrance: on the right temple, 165 cm above the heel and 7 cm to the right of the midline, a round defect 0.9 cm in diameter with a 1 mm abrasion collar. The track passes right to left, slightly front to back and slightly upward, through the right temporal lobe and the left parietal lobe, 14 cm in all.',
    at(E1, {
      entrance_wound_location: 'right temple', height_above_heel: '165 cm', distance_from_midline: '7 cm right', entrance_wound_diameter: '0.9 cm',
      wound_direction: 'right to left, slightly front to back and slightly upward', track_organs: 'right temporal lobe, left parietal lobe', wound_depth: '14 cm',
    })),
  wound('g02', gun,
    'The exit wound is on the left parietal scalp, 172 cm above the heel and 5 cm left of the midline, stellate, measuring 2.5 x 1.8 cm.',
    at(X2, { exit_wound_location: 'left parietal scalp', height_above_heel: '172 cm', distance_from_midline: '5 cm left', wound_length: '2.5 cm', wound_width: '1.8 cm' })),
  wound('g03', gunTwoEntrances,
    'Gunshot wound number one is an entrance wound on the upper back, 142 cm above the heel and 4 cm right of the posterior midline, 0.8 cm in diameter. The second entrance wound is on the left buttock, 0.7 cm across.',
    {
      ...at(E1, { entrance_wound_location: 'upper back', height_above_heel: '142 cm', distance_from_midline: '4 cm right', entrance_wound_diameter: '0.8 cm' }),
      ...at(E3, { entrance_wound_location: 'left buttock', entrance_wound_diameter: '0.7 cm' }),
    },
    { note: 'The second entrance wound is gunshot instance #3 (the exit is #2).' }),
  wound('g04', gunTwoEntrances,
    'GSW A, the entrance on the left side of the chest, is 1 cm in diameter, 130 cm above the heel and 9 cm left of the midline. The track passes left to right, front to back and downward through the left lung, the heart and the right lung.',
    at(E1, {
      entrance_wound_location: 'left side of the chest', entrance_wound_diameter: '1 cm', height_above_heel: '130 cm', distance_from_midline: '9 cm left',
      wound_direction: 'left to right, front to back and downward', track_organs: 'left lung, heart, right lung',
    }),
    { note: 'Lettered wounds: A is the first.' }),
  wound('g05', gun,
    'The entrance wound is located on the back of the head, 2 inches right of the posterior midline and 61 inches above the right heel. It is a 1/4 inch round defect.',
    at(E1, { entrance_wound_location: 'back of the head', distance_from_midline: '2 in right', height_above_heel: '61 in', entrance_wound_diameter: '0.25 in' })),
  wound('g06', gun,
    'Exit: right side of the back, 118 cm above heel, 6 cm right of midline; slit-like, 1.5 x 0.3 cm.',
    at(X2, { exit_wound_location: 'right side of the back', height_above_heel: '118 cm', distance_from_midline: '6 cm right', wound_length: '1.5 cm', wound_width: '0.3 cm' })),
  wound('g07', gunFour,
    'Entrance wound 2 is on the front of the left thigh, 71 cm above the heel, 0.6 cm in diameter. Its track passes front to back and slightly upward through the muscles of the thigh to leave at the back of the thigh as exit wound 4, which is 1.2 x 0.9 cm.',
    {
      ...at(E2, {
        entrance_wound_location: 'front of the left thigh', height_above_heel: '71 cm', entrance_wound_diameter: '0.6 cm',
        wound_direction: 'front to back and slightly upward', track_organs: 'muscles of the thigh',
      }),
      ...at(X4, { exit_wound_location: 'back of the thigh', wound_length: '1.2 cm', wound_width: '0.9 cm' }),
    }),
  wound('g08', gunFour,
    'The first entrance wound is on the right cheek, 1 cm in diameter. The first exit wound is on the left side of the neck, 2 x 1.5 cm.',
    {
      ...at(E1, { entrance_wound_location: 'right cheek', entrance_wound_diameter: '1 cm' }),
      ...at(X3, { exit_wound_location: 'left side of the neck', wound_length: '2 cm', wound_width: '1.5 cm' }),
    },
    { note: 'The first exit wound is gunshot instance #3.' }),
  wound('g09', gun,
    'The entrance wound is on the right upper chest, 0.8 cm in diameter. The track passes right to left and downward for 22 cm. There is no exit wound; the bullet was recovered from the left scapula.',
    { ...at(E1, { entrance_wound_location: 'right upper chest', entrance_wound_diameter: '0.8 cm', wound_direction: 'right to left and downward', wound_depth: '22 cm' }),
      ...at(NONE, { projectile_recovered: 'yes' }) },
    { negated: unmeasured(X2, 'exit_wound_location', 'wound_length', 'wound_width') }),
  wound('g10', gun,
    'Gunshot entrance wound on the centre of the forehead, 2 cm above the bridge of the nose, round, 0.7 cm, surrounded by powder stippling over an area 6 cm across.',
    {
      ...at(E1, { entrance_wound_location: 'centre of the forehead, 2 cm above the bridge of the nose', entrance_wound_diameter: '0.7 cm' }),
      ...at(NONE, { powder_stippling: 'present', stippling_diameter: '6 cm' }),
    }),
  wound('g11', gunTwoEntrances,
    'Gunshot wound #3 is a second entrance, on the right lateral thigh, 80 cm above the heel, 0.9 x 0.8 cm including the abrasion ring. The track is 9 cm long, passing upward and medially, and the bullet lies in the adductor muscles.',
    at(E3, { entrance_wound_location: 'right lateral thigh', height_above_heel: '80 cm', wound_depth: '9 cm', wound_direction: 'upward and medially' }),
    { note: 'The size includes the abrasion ring, so it is no diameter of the defect.' }),
  wound('g12', stabsAndGun,
    'Stab wound two is on the left forearm, 2 cm long. The gunshot entrance wound is on the right side of the chest, 8 cm right of the midline, 0.9 cm in diameter. The exit wound is on the right side of the back, 3 x 2 cm.',
    {
      ...at(S2, { wound_type: 'stab', wound_location: 'left forearm', wound_length: '2 cm' }),
      ...at(E1, { entrance_wound_location: 'right side of the chest', distance_from_midline: '8 cm right', entrance_wound_diameter: '0.9 cm' }),
      ...at(X2, { exit_wound_location: 'right side of the back', wound_length: '3 cm', wound_width: '2 cm' }),
    }),
  wound('g13', gun,
    'The exit wound lies on the front of the right shoulder. It is irregular, 1.8 by 1.1 cm, with a shored margin; it is 139 cm above the heel.',
    at(X2, { exit_wound_location: 'front of the right shoulder', wound_length: '1.8 cm', wound_width: '1.1 cm', height_above_heel: '139 cm' })),
  wound('g14', gun,
    'The entrance wound is on the back of the left chest, 126 cm above the heel and 10 cm left of the midline; diameter 0.8 cm. The track passes back to front, left to right and upward through the left lower lobe, the left ventricle and the right upper lobe, for a distance of approximately 21 cm.',
    at(E1, {
      entrance_wound_location: 'back of the left chest', height_above_heel: '126 cm', distance_from_midline: '10 cm left', entrance_wound_diameter: '0.8 cm',
      wound_direction: 'back to front, left to right and upward', track_organs: 'left lower lobe, left ventricle, right upper lobe', wound_depth: '21 cm',
    })),
  wound('g15', gun,
    'The entrance wound is on the left temple, one hundred and sixty eight centimetres above the heel, and measures seven millimetres in diameter.',
    at(E1, { entrance_wound_location: 'left temple', height_above_heel: '168 cm', entrance_wound_diameter: '7 mm' })),
  wound('g16', gun,
    'Through-and-through gunshot wound of the left arm: the entrance is on the outer aspect of the left upper arm, 0.8 cm, and the exit on the inner aspect, 1.4 x 1 cm.',
    {
      ...at(E1, { entrance_wound_location: 'outer aspect of the left upper arm', entrance_wound_diameter: '0.8 cm' }),
      ...at(X2, { exit_wound_location: 'inner aspect', wound_length: '1.4 cm', wound_width: '1 cm' }),
    }),
  wound('b01', lacerations,
    'Laceration 1 is on the left side of the forehead, 4.5 x 0.6 cm, with abraded, bruised margins and tissue bridges in its depth. It extends down to the bone.',
    at(L1, { wound_type: 'laceration', wound_location: 'left side of the forehead', wound_size: '4.5 x 0.6 cm' })),
  wound('b02', lacerations,
    'The second laceration lies on the back of the head in the midline, stellate, 3 x 2.5 cm, and 0.5 cm deep.',
    at(L2, { wound_type: 'laceration', wound_location: 'back of the head in the midline', wound_size: '3 x 2.5 cm', wound_depth: '0.5 cm' })),
  wound('b03', lacerationsAndStab,
    'Laceration number one: right eyebrow, 2.5 by 0.4 centimetres. Laceration number two: bridge of the nose, 1.2 by 0.3 centimetres. The stab wound is on the left side of the abdomen, 2 cm long.',
    {
      ...at(L1, { wound_type: 'laceration', wound_location: 'right eyebrow', wound_size: '2.5 x 0.4 cm' }),
      ...at(L2, { wound_type: 'laceration', wound_location: 'bridge of the nose', wound_size: '1.2 x 0.3 cm' }),
      ...at(S1, { wound_type: 'stab', wound_location: 'left side of the abdomen', wound_length: '2 cm' }),
    }),
  wound('b04', threeLacerations,
    'The third laceration, on the crown, measures 6 x 1 cm and is 1 cm deep. The first laceration is on the left ear. The second one, behind the left ear, is 2 x 0.5 cm.',
    {
      ...at(L3, { wound_type: 'laceration', wound_location: 'crown', wound_size: '6 x 1 cm', wound_depth: '1 cm' }),
      ...at(L1, { wound_type: 'laceration', wound_location: 'left ear' }),
      ...at(L2, { wound_location: 'behind the left ear', wound_size: '2 x 0.5 cm' }),
    }),
  wound('b05', lacerationAndStab,
    'Laceration one, on the point of the chin, measures 18 x 4 mm and is 3 mm deep.',
    at(L1, { wound_type: 'laceration', wound_location: 'point of the chin', wound_size: '18 x 4 mm', wound_depth: '3 mm' })),
  wound('b06', lacerations,
    'Laceration #2 is located on the right side of the scalp, measuring 1 1/2 x 1/4 inch.',
    at(L2, { wound_type: 'laceration', wound_location: 'right side of the scalp', wound_size: '1.5 x 0.25 in' }),
    { note: 'Fractions of an inch are written as decimals.' }),
  wound('b07', lacerations,
    'Laceration 1 is on the bridge of the nose; it is small and was not measured. Laceration 2 is on the upper lip, 1.4 x 0.5 cm.',
    { ...at(L1, { wound_type: 'laceration', wound_location: 'bridge of the nose' }), ...at(L2, { wound_type: 'laceration', wound_location: 'upper lip', wound_size: '1.4 x 0.5 cm' }) },
    { negated: unmeasured(L1, 'wound_size') }),
  wound('b08', lacerations,
    'Laceration two. It is on the left shin, 20 cm above the heel. It measures 5 by 2 centimetres and is 1.5 cm deep.',
    at(L2, { wound_type: 'laceration', wound_location: 'left shin', wound_size: '5 x 2 cm', wound_depth: '1.5 cm' }),
    { note: 'A laceration instance has no height above the heel.' }),
  wound('b09', lacerationsAndStab,
    'Both lacerations are on the scalp: laceration 1 at the vertex is 3 x 0.5 cm and laceration 2 on the right occiput is 4 x 1 cm.',
    {
      ...at(L1, { wound_type: 'laceration', wound_location: 'vertex', wound_size: '3 x 0.5 cm' }),
      ...at(L2, { wound_type: 'laceration', wound_location: 'right occiput', wound_size: '4 x 1 cm' }),
    }),
  wound('b10', threeLacerations,
    'Laceration 3 is on the inner surface of the lower lip, 1 x 0.3 cm.',
    at(L3, { wound_type: 'laceration', wound_location: 'inner surface of the lower lip', wound_size: '1 x 0.3 cm' })),
]
