/**
 * Held-out stab and incised wound descriptions, phrased the way public autopsy protocols describe
 * sharp force injuries: a cue (numbered, ordinal, "the next", "the last", "injury 2", a header line),
 * the site with side and region, height above the heel and distance from the midline, the size, the
 * direction of the track, the organs it passes through and its depth, in varying order and spread
 * over several sentences ("it", "this wound", "the track"). Keys and values follow ../wounds/cases.ts.
 */
import type { WoundCase } from '../wounds/types'
import { added, at, I2, NONE, report, S1, S2, S3, S4, unmeasured, wound } from './build'

const two = report('stab', 'stab')
const three = report('stab', 'stab', 'stab')
const four = report('stab', 'stab', 'stab', 'stab')
const stabIncised = report('stab', 'incised')
const stabIncisedStab = report('stab', 'incised', 'stab')

export const HELD_OUT_SHARP: WoundCase[] = [
  wound('s01', two,
    'Stab wound number one is on the left side of the chest, 128 cm above the heel and 7 cm to the left of the midline. It measures 2.2 x 0.5 cm with one blunt and one sharp end. The track passes front to back, slightly downward and to the right, through the intercostal muscles and the upper lobe of the left lung, to a depth of approximately 9 cm.',
    at(S1, {
      wound_type: 'stab', wound_location: 'left side of the chest', height_above_heel: '128 cm', distance_from_midline: '7 cm left', wound_length: '2.2 cm',
      wound_width: '0.5 cm', wound_direction: 'front to back, slightly downward and to the right', track_organs: 'intercostal muscles, upper lobe of the left lung',
      wound_depth: '9 cm',
    })),
  wound('s02', two,
    'Wound #2: on the right upper abdomen, 104 cm above the right heel and 9 cm right of the anterior midline. Measures 3.1 x 0.9 cm. The wound track goes front to back and upwards, perforating the liver and the right kidney. Depth approximately 12 cm.',
    at(S2, {
      wound_location: 'right upper abdomen', height_above_heel: '104 cm', distance_from_midline: '9 cm right', wound_length: '3.1 cm', wound_width: '0.9 cm',
      wound_direction: 'front to back and upwards', track_organs: 'liver, right kidney', wound_depth: '12 cm',
    })),
  wound('s03', two,
    'The second of the stab wounds measures 1.8 by 0.4 centimetres and lies on the back of the left shoulder, 141 cm above the heel and 12 cm to the left of the posterior midline. It is superficial and passes upward to a depth of 3 cm. The first stab wound is on the left lateral chest wall, 125 cm above the heel. Its depth could not be determined.',
    {
      ...at(S2, {
        wound_type: 'stab', wound_length: '1.8 cm', wound_width: '0.4 cm', wound_location: 'back of the left shoulder', height_above_heel: '141 cm',
        distance_from_midline: '12 cm left', wound_direction: 'upward', wound_depth: '3 cm',
      }),
      ...at(S1, { wound_type: 'stab', wound_location: 'left lateral chest wall', height_above_heel: '125 cm' }),
    },
    { negated: unmeasured(S1, 'wound_depth') }),
  wound('s04', three,
    'Stab wound 3 is situated in the left iliac fossa, 6 cm left of the midline and 92 cm above the heel. The edges are clean-cut. It measures 2.5 cm in length and gapes to 0.7 cm. The track runs backward and medially through the descending colon, ending in the psoas muscle at a depth of about 10 cm.',
    at(S3, {
      wound_type: 'stab', wound_location: 'left iliac fossa', distance_from_midline: '6 cm left', height_above_heel: '92 cm', wound_length: '2.5 cm',
      wound_width: '0.7 cm', wound_direction: 'backward and medially', track_organs: 'descending colon, psoas muscle', wound_depth: '10 cm',
    })),
  wound('s05', three,
    'The third of the three stab wounds is on the right flank. It is 3 cm long and 1 cm wide. There is no measurable track; the wound is superficial.',
    at(S3, { wound_type: 'stab', wound_location: 'right flank', wound_length: '3 cm', wound_width: '1 cm' }),
    { negated: unmeasured(S3, 'wound_depth', 'track_organs') }),
  wound('s06', two,
    'Stab wound No. 1 is located on the upper left chest, 53 inches above the left heel and 2 1/2 inches to the left of the anterior midline. The wound measures 1 inch by 1/4 inch. The wound path is front to back, right to left and downward, and it perforates the pericardial sac and the right ventricle, for a total depth of about 4 inches.',
    at(S1, {
      wound_type: 'stab', wound_location: 'upper left chest', height_above_heel: '53 in', distance_from_midline: '2.5 in left', wound_length: '1 in',
      wound_width: '0.25 in', wound_direction: 'front to back, right to left and downward', track_organs: 'pericardial sac, right ventricle', wound_depth: '4 in',
    }),
    { note: 'Fractions of an inch are written as decimals, by the convention that values are digits.' }),
  wound('s07', two,
    'Stab wound number two. This is on the back of the chest on the right, 8 cm from the midline and 133 cm above the heel. It measures 2 x 0.3 cm. The track passes forward and slightly upward through the right lower lobe for 7 cm.',
    at(S2, {
      wound_type: 'stab', wound_location: 'back of the chest on the right', distance_from_midline: '8 cm', height_above_heel: '133 cm', wound_length: '2 cm',
      wound_width: '0.3 cm', wound_direction: 'forward and slightly upward', track_organs: 'right lower lobe', wound_depth: '7 cm',
    }),
    { note: 'No side is said with the distance from the midline, so it has none.' }),
  wound('s08', two,
    'Stab wound one is on the front of the neck. This wound is 2.8 cm long and 1.1 cm wide. The track passes backwards and to the left and transects the left internal jugular vein. Depth 5 cm. Stab wound two is a superficial wound on the chin, 1 cm long; its depth was not measured.',
    {
      ...at(S1, {
        wound_type: 'stab', wound_location: 'front of the neck', wound_length: '2.8 cm', wound_width: '1.1 cm', wound_direction: 'backwards and to the left',
        track_organs: 'left internal jugular vein', wound_depth: '5 cm',
      }),
      ...at(S2, { wound_type: 'stab', wound_location: 'chin', wound_length: '1 cm' }),
    },
    { negated: unmeasured(S2, 'wound_depth') }),
  wound('s09', two,
    'There is a stab wound on the left anterior chest, 131 cm above the heel and 5 cm left of the midline, measuring 2.4 x 0.6 cm.',
    at(NONE, {
      wound_type: 'stab', wound_location: 'left anterior chest', height_above_heel: '131 cm', distance_from_midline: '5 cm left', wound_length: '2.4 cm',
      wound_width: '0.6 cm',
    }),
    { note: '"a stab wound" names no number or order, so no cue says which instance.' }),
  wound('s10', two,
    'Stab wound number three is on the left buttock, 4 cm long. It passes upward to a depth of 6 cm.',
    at(added(S3), { wound_type: 'stab', wound_location: 'left buttock', wound_length: '4 cm', wound_direction: 'upward', wound_depth: '6 cm' })),
  wound('s11', stabIncised,
    'The incised wound is on the front of the left forearm, 9 cm long and gaping to 1.5 cm, with a maximum depth of 0.8 cm.',
    at(I2, { wound_type: 'incised', wound_location: 'front of the left forearm', wound_length: '9 cm', wound_width: '1.5 cm', wound_depth: '0.8 cm' })),
  wound('s12', stabIncised,
    'Wound 1, a stab wound, is on the right side of the abdomen 97 cm above the heel and 10 cm right of the midline; it measures 2.6 x 0.8 cm. Wound 2, an incised wound, is on the back of the right hand, 4.5 cm long and superficial.',
    {
      ...at(S1, {
        wound_type: 'stab', wound_location: 'right side of the abdomen', height_above_heel: '97 cm', distance_from_midline: '10 cm right', wound_length: '2.6 cm',
        wound_width: '0.8 cm',
      }),
      ...at(I2, { wound_type: 'incised', wound_location: 'back of the right hand', wound_length: '4.5 cm' }),
    }),
  wound('s13', stabIncisedStab,
    'Injury 2 is an incised wound across the left side of the neck, 11 cm long, gaping up to 2 cm and up to 1.5 cm deep, directed left to right and slightly downward.',
    at(I2, {
      wound_type: 'incised', wound_location: 'left side of the neck', wound_length: '11 cm', wound_width: '2 cm', wound_depth: '1.5 cm',
      wound_direction: 'left to right and slightly downward',
    }),
    { note: 'The site follows "across the", which carries no meaning of its own here.' }),
  wound('s14', stabIncisedStab,
    'Stab wound three lies on the left loin, 102 cm above the heel and 11 cm to the left of the posterior midline; 2 cm by 0.5 cm. Track backwards to forwards through the left kidney, 8.5 cm deep.',
    at(S3, {
      wound_type: 'stab', wound_location: 'left loin', height_above_heel: '102 cm', distance_from_midline: '11 cm left', wound_length: '2 cm', wound_width: '0.5 cm',
      wound_direction: 'backwards to forwards', track_organs: 'left kidney', wound_depth: '8.5 cm',
    })),
  wound('s15', three,
    'Stab wound two, 116 cm above the heel, sorry, 118 cm above the heel, on the left upper abdomen, 3 cm left of the midline. It is 2.1 cm long, correction, 2.4 cm long, and 0.6 cm wide.',
    at(S2, {
      wound_type: 'stab', height_above_heel: '118 cm', wound_location: 'left upper abdomen', distance_from_midline: '3 cm left', wound_length: '2.4 cm',
      wound_width: '0.6 cm',
    })),
  wound('s16', four,
    'Stab wound one is on the right chest, 6 cm to the right of the midline. The next stab wound is 4 cm below it, on the right upper abdomen, 7 cm right of the midline. The last stab wound, on the left thigh, is 2 cm long and 0.5 cm wide.',
    {
      ...at(S1, { wound_type: 'stab', wound_location: 'right chest', distance_from_midline: '6 cm right' }),
      ...at(S2, { wound_type: 'stab', wound_location: 'right upper abdomen', distance_from_midline: '7 cm right' }),
      ...at(S4, { wound_type: 'stab', wound_location: 'left thigh', wound_length: '2 cm', wound_width: '0.5 cm' }),
    },
    { note: '"The next" follows stab wound one; "the last" of four stab wounds is the fourth.' }),
  wound('s17', four,
    'Stab wounds 2 and 3 are both on the left forearm and each measures 1.5 x 0.4 cm.',
    {
      ...at(S2, { wound_type: 'stab', wound_location: 'left forearm', wound_length: '1.5 cm', wound_width: '0.4 cm' }),
      ...at(S3, { wound_type: 'stab', wound_location: 'left forearm', wound_length: '1.5 cm', wound_width: '0.4 cm' }),
    }),
  wound('s18', two,
    'The first stab wound is on the left side of the chest. The track runs front to back, left to right and downward, through the pericardium, the right ventricle, the interventricular septum and the left ventricle, to a total depth of 10 cm.',
    at(S1, {
      wound_type: 'stab', wound_location: 'left side of the chest', wound_direction: 'front to back, left to right and downward',
      track_organs: 'pericardium, right ventricle, interventricular septum, left ventricle', wound_depth: '10 cm',
    })),
  wound('s19', two,
    'Stab wound 1: right side of the neck; 1.7 x 0.3 cm; directed backwards and medially; depth 25 mm. Stab wound 2: left side of the neck; 1.2 x 0.2 cm; depth 15 mm.',
    {
      ...at(S1, {
        wound_type: 'stab', wound_location: 'right side of the neck', wound_length: '1.7 cm', wound_width: '0.3 cm', wound_direction: 'backwards and medially',
        wound_depth: '25 mm',
      }),
      ...at(S2, { wound_type: 'stab', wound_location: 'left side of the neck', wound_length: '1.2 cm', wound_width: '0.2 cm', wound_depth: '15 mm' }),
    }),
  wound('s20', two,
    'Stab wound two measures 3.4 by 1 centimetre. It is located on the left side of the back, 119 centimetres above the heel and 14 centimetres left of the midline. It passes forward, upward and to the right into the left lower lobe of the lung. The depth of the track is about 8 centimetres.',
    at(S2, {
      wound_type: 'stab', wound_length: '3.4 cm', wound_width: '1 cm', wound_location: 'left side of the back', height_above_heel: '119 cm',
      distance_from_midline: '14 cm left', wound_direction: 'forward, upward and to the right', track_organs: 'left lower lobe of the lung', wound_depth: '8 cm',
    })),
  wound('s21', two,
    'Stab wound one is on the left upper arm, 3.5 cm long; its width was not measured because of surgical extension. It is superficial and no track could be followed.',
    at(S1, { wound_type: 'stab', wound_location: 'left upper arm', wound_length: '3.5 cm' }),
    { negated: unmeasured(S1, 'wound_width', 'wound_depth', 'track_organs') }),
  wound('s22', three,
    'Stab wound number three is on the outer side of the right thigh, seventy centimetres above the heel. It is two and a half centimetres long.',
    at(S3, { wound_type: 'stab', wound_location: 'outer side of the right thigh', height_above_heel: '70 cm', wound_length: '2.5 cm' })),
  wound('s23', stabIncised,
    'The incised wound of the right wrist is 2 inches long and a quarter of an inch deep.',
    at(I2, { wound_type: 'incised', wound_location: 'right wrist', wound_length: '2 in', wound_depth: '0.25 in' }),
    { note: 'The site follows "of the"; a quarter of an inch is 0.25 in.' }),
  wound('s24', two,
    'Stab wounds 1 and 2 are on the left chest, 4 cm apart; number 1 is 130 cm and number 2 is 126 cm above the heel.',
    {
      ...at(S1, { wound_type: 'stab', wound_location: 'left chest', height_above_heel: '130 cm' }),
      ...at(S2, { wound_type: 'stab', wound_location: 'left chest', height_above_heel: '126 cm' }),
    }),
  wound('s25', two,
    'Stab wounds one and two measure 2.2 cm and 2.9 cm in length respectively.',
    { ...at(S1, { wound_type: 'stab', wound_length: '2.2 cm' }), ...at(S2, { wound_type: 'stab', wound_length: '2.9 cm' }) }),
  wound('s26', stabIncisedStab,
    'The incised wound, injury two, is on the palm of the left hand, 5 cm long and 0.4 cm wide. Injury one is a stab wound on the epigastrium, 2 cm right of the midline; 2.5 x 0.7 cm; depth 11 cm; through the stomach and pancreas.',
    {
      ...at(I2, { wound_type: 'incised', wound_location: 'palm of the left hand', wound_length: '5 cm', wound_width: '0.4 cm' }),
      ...at(S1, {
        wound_type: 'stab', wound_location: 'epigastrium', distance_from_midline: '2 cm right', wound_length: '2.5 cm', wound_width: '0.7 cm',
        wound_depth: '11 cm', track_organs: 'stomach, pancreas',
      }),
    }),
  wound('s27', four,
    'The fourth stab wound is on the back of the neck in the midline, 152 cm above the heel. It is 1.9 cm long and 0.5 cm wide and passes forward and upward for 4 cm.',
    at(S4, {
      wound_type: 'stab', wound_location: 'back of the neck in the midline', height_above_heel: '152 cm', wound_length: '1.9 cm', wound_width: '0.5 cm',
      wound_direction: 'forward and upward', wound_depth: '4 cm',
    })),
  wound('s28', two,
    'The knife blade is 12 cm long and 2 cm wide. Stab wound one is on the left side of the chest and is 2 cm long. The track is 11 cm.',
    at(S1, { wound_type: 'stab', wound_location: 'left side of the chest', wound_length: '2 cm', wound_depth: '11 cm' })),
  wound('s29', three,
    'Photograph 14 shows stab wound two with a scale. Stab wound two is on the right side of the back, 16 cm right of the midline, 2.3 x 0.6 cm, with a 0.5 cm hilt mark at its lower end.',
    at(S2, { wound_type: 'stab', wound_location: 'right side of the back', distance_from_midline: '16 cm right', wound_length: '2.3 cm', wound_width: '0.6 cm' })),
  wound('s30', two,
    'Stab Wound #1 — Left Chest. Located 18 inches below the top of the head and 3 inches left of the anterior midline is a 1 1/4 inch stab wound. The wound path is front to back, left to right and slightly downward, perforating the left lung; the depth is approximately 4 1/2 inches.',
    at(S1, {
      wound_type: 'stab', wound_location: 'left chest', distance_from_midline: '3 in left', wound_length: '1.25 in',
      wound_direction: 'front to back, left to right and slightly downward', track_organs: 'left lung', wound_depth: '4.5 in',
    }),
    { note: 'The site is the header\'s; "below the top of the head" is no height above the heel.' }),
  wound('s31', stabIncised,
    'Sharp force injury number two, the incised wound, lies on the front of the left wrist. It measures 4 cm.',
    at(I2, { wound_type: 'incised', wound_location: 'front of the left wrist', wound_length: '4 cm' })),
  wound('s32', two,
    'Stab wound 2 cannot be measured for depth; it is on the right side of the chest, 2 cm long and 0.4 cm wide.',
    at(S2, { wound_type: 'stab', wound_location: 'right side of the chest', wound_length: '2 cm', wound_width: '0.4 cm' }),
    { negated: unmeasured(S2, 'wound_depth') }),
  wound('s33', two,
    'Stab wound one is on the lateral aspect of the left upper arm, 2.1 x 0.6 cm, passing medially through the biceps muscle to a depth of 3.5 cm.',
    at(S1, {
      wound_type: 'stab', wound_location: 'lateral aspect of the left upper arm', wound_length: '2.1 cm', wound_width: '0.6 cm', wound_direction: 'medially',
      track_organs: 'biceps muscle', wound_depth: '3.5 cm',
    })),
  wound('s34', two,
    'Stab wound 2 is on the posterior aspect of the right thigh, 62 cm above the heel. It is 3 cm by 1 cm. The track is directed upward and forward and ends in the hamstring muscles at a depth of 7 cm.',
    at(S2, {
      wound_type: 'stab', wound_location: 'posterior aspect of the right thigh', height_above_heel: '62 cm', wound_length: '3 cm', wound_width: '1 cm',
      wound_direction: 'upward and forward', track_organs: 'hamstring muscles', wound_depth: '7 cm',
    })),
  wound('s35', three,
    'Stab wound three is on the left upper chest, 2.6 x 0.7 cm, 134 cm above the heel and 3 cm left of the midline; the track is directed backwards, downwards and to the right, passing through the left upper lobe and the aortic arch, 9 cm deep.',
    at(S3, {
      wound_type: 'stab', wound_location: 'left upper chest', wound_length: '2.6 cm', wound_width: '0.7 cm', height_above_heel: '134 cm',
      distance_from_midline: '3 cm left', wound_direction: 'backwards, downwards and to the right', track_organs: 'left upper lobe, aortic arch', wound_depth: '9 cm',
    })),
  wound('s36', two,
    'There is a gaping stab wound on the right side of the neck, 3 x 1.2 cm. Stab wound two is on the left side of the neck, 1.5 x 0.4 cm.',
    {
      ...at(NONE, { wound_type: 'stab', wound_location: 'right side of the neck', wound_length: '3 cm', wound_width: '1.2 cm' }),
      ...at(S2, { wound_type: 'stab', wound_location: 'left side of the neck', wound_length: '1.5 cm', wound_width: '0.4 cm' }),
    },
    { note: 'The first wound has no cue of its own.' }),
]
