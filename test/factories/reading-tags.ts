import { extractTags } from '../../worker/src/engines/local/extract'
import type { TagInfo } from '../../worker/src/engines/types'
import { plainTag as plain } from './tags'

/**
 * Fields described in plain sentences that the extractor's reading tests dictate into together: each reading
 * must fill its own field while the others, named by nearby words, stay empty.
 */
export const READING_TAGS: TagInfo[] = [
  plain('Kidney weight', 'Weight of the kidney, in grams.'),
  plain('Spleen weight', 'Weight of the spleen, in grams.'),
  plain('Spleen size', 'Size of the spleen, in cm.'),
  plain('Urine volume', 'Urine in the bladder, in mL.'),
  plain('Pleural fluid volume', 'Fluid in the pleural cavities, in mL.'),
  plain('Laceration length', 'Length of the laceration, in centimetres.'),
  plain('Laceration width', 'Width of the laceration, in centimetres.'),
  plain('Laceration depth', 'Depth of the laceration or length of the laceration track, in cm.'),
  plain('Laceration notes', 'Anything else about the laceration.'),
  plain('Height above ground', 'How high the injury is above the ground.'),
  plain('Collar width', 'Width of the abrasion collar above the entry, in mm.'),
  plain('Pulmonary valve circumference', 'Circumference of the pulmonary valve, in cm.'),
  plain('Left lung weight', 'Weight of the left lung, in grams.'),
  plain('Right lung weight', 'Weight of the right lung, in grams.'),
  plain('Knot position', 'Where the knot of the ligature sits.'),
  plain('Bullet track direction', 'Direction of the bullet track through the body.'),
  plain('Stab wound location', 'Where the stab wound is on the body.'),
  plain('Road user', 'Whether the deceased was a pedestrian, cyclist or motorcyclist.'),
  plain('Oedema', 'How much oedema of the legs there is.'),
  plain('Gunshot wound count', 'Number of gunshot wounds.'),
  plain('Vitreous alcohol', 'Alcohol in the vitreous humour, in mg per 100 mL.'),
  plain('Tongue position', 'Where the tongue lies in relation to the teeth.'),
  plain('Iris colour', 'Colour of the irides.'),
  plain('Core temperature', 'Deep oesophageal temperature of the body, or core body temperature.'),
]

/** Organ weights, a stab wound's sizes and a temperature: the fields of lists, headers and clock times. */
export const ORGAN_TAGS: TagInfo[] = [
  plain('Heart weight', 'Weight of the heart, in grams.'),
  plain('Liver weight', 'Weight of the liver, in grams.'),
  plain('Spleen weight', 'Weight of the spleen, in grams.'),
  plain('Left lung weight', 'Weight of the left lung, in grams.'),
  plain('Right lung weight', 'Weight of the right lung, in grams.'),
  plain('Stab length', 'Length of the stab wound, in cm.'),
  plain('Stab width', 'Width of the stab wound, in cm.'),
  plain('Rectal temperature', 'Temperature in the rectum, in degrees Celsius.'),
]

/** Fields whose names or units are written otherwise than they are said: a hyphen, a gloss, inches, a thing's other name. */
export const NAMING_TAGS: TagInfo[] = [
  plain('Crown-heel length', 'Crown to heel length of an infant, in centimetres.'),
  plain('Time since death', 'Estimated time since death in hours (post-mortem interval).'),
  plain('Foot length', 'Length of the foot, in centimetres.'),
  plain('Hair colour', 'Colour of the scalp hair.'),
]

/** What the extractor fills from a dictated text: field id → [value, confidence]. */
export const fillsOf = (text: string, tags: TagInfo[] = READING_TAGS) =>
  Object.fromEntries(extractTags(text, tags).map((m) => [m.id, [m.value, m.confidence] as const]))

/** What the extractor fills from a dictated text: field id → value. */
export const valuesOf = (text: string, tags: TagInfo[] = READING_TAGS) => Object.fromEntries(extractTags(text, tags).map((m) => [m.id, m.value]))
