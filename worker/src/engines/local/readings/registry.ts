import { readCavities } from '../extract-cavities'
import { readContents } from '../extract-contents'
import { readAges, readValueNamed } from '../extract-deceased'
import { readDepicted } from '../extract-depicted'
import { readDescribedMeasures } from '../extract-described'
import { readHabitus } from '../extract-habitus'
import { readAmountsOf, readMeasureAfter, readMethods, readPresence, readShares, readSizedThings } from '../extract-implied'
import { readCounts, readEventMeasures, readHeaded, readLabels } from '../extract-name-parts'
import { readPlaces } from '../extract-places'
import type { ExampleField, FieldReading } from './context'

const ROAD_USER: ExampleField = ['Road user', 'Whether the deceased was a pedestrian, cyclist or motorcyclist.']
const STAB_COUNT: ExampleField = ['Stab wound count', 'Number of stab wounds.']
const WOUND_SIZES: ExampleField[] = [['Wound length', 'Length of the wound, in cm.'], ['Wound width', 'Width of the wound, in cm.']]
const STAB_SITE: ExampleField = ['Stab wound location', 'Where the stab wound is on the body.']
const FALL: ExampleField = ['Fall height', 'How far the person fell, in metres.']
const STOMACH: ExampleField[] = [
  ['Stomach contents', 'What the stomach contains.'],
  ['Stomach contents volume', 'Volume of the stomach contents, in mL.'],
]
const HAEMOTHORAX: ExampleField = ['Haemothorax volume', 'Volume of blood in the chest cavity, in mL.']
const CONTRIBUTING: ExampleField = ['Contributing conditions', 'Other conditions that contributed to death.']
const AGE: ExampleField = ['Age', 'Age of the deceased in years.']
const BURNS: ExampleField = ['Burn surface area', 'Percentage of the body surface that is burnt.']
const METHOD: ExampleField = ['Identification method', 'How the body was identified.']
const SOOT: ExampleField = ['Soot deposition', 'Soot around or in the entrance wound.']
const LACERATION: ExampleField = ['Laceration length', 'Length of the laceration, in cm.']
const STENOSIS: ExampleField = ['LAD stenosis', 'Narrowing of the left anterior descending artery, percent.']
const URINE: ExampleField = ['Urine volume', 'Urine in the bladder, in mL.']
const BUILD: ExampleField = ['Build', 'General build of the body.']
const SPLEEN: ExampleField = ['Spleen weight', 'Weight of the spleen, in g.']
const TATTOO: ExampleField[] = [['Tattoo description', 'What the tattoo shows.'], ['Tattoo site', 'Where on the body the tattoo is.']]

/**
 * The readings of values said without their field's name in front, in one list. The order is the precedence among
 * fill readings: where two read a value for the same field, the one listed first keeps it (extractTags in extract.ts
 * resolves every overlap).
 * To read something new, write a module that reads candidates from the context, give it examples here and list it.
 */
export const FIELD_READINGS: readonly FieldReading[] = [
  {
    name: 'depicted', stage: 'claim', tier: 'likely', read: (c) => readDepicted(c.t, c.norms, c.fields).values,
    examples: [{ text: 'There is a tattoo of a rose on the left forearm.',
      fields: TATTOO,
      want: { tattoo_description: 'rose', tattoo_site: 'left forearm' }
    }],
    counterExamples: [{ text: 'There is no tattoo on the arms.', fields: TATTOO }],
  },
  {
    name: 'value-named', stage: 'fill', tier: 'likely', read: (c) => readValueNamed(c.t, c.norms, c.fields),
    examples: [{ text: 'The deceased was a pedestrian.', fields: [ROAD_USER], want: { road_user: 'pedestrian' } }],
    counterExamples: [{ text: 'A witness saw a cyclist pass.', fields: [ROAD_USER] }],
  },
  {
    name: 'counts', stage: 'fill', tier: 'likely', read: (c) => readCounts(c.t, c.norms, c.fields),
    examples: [{ text: 'There were seven stab wounds.', fields: [STAB_COUNT], want: { stab_wound_count: '7' } }],
    counterExamples: [{ text: 'A stab wound 3 cm long.', fields: [STAB_COUNT] }],
  },
  {
    name: 'headed', stage: 'fill', tier: 'sure', read: (c) => readHeaded(c.t, c.norms, c.fields),
    examples: [{ text: 'Wound measurements: length 3.2 cm, width 0.9 cm.',
      fields: WOUND_SIZES,
      want: { wound_length: '3.2 cm', wound_width: '0.9 cm' }
    }],
    counterExamples: [{ text: 'The blade length was 12 cm.', fields: WOUND_SIZES }],
  },
  {
    name: 'labels', stage: 'fill', tier: 'offered', read: (c) => readLabels(c.t, c.norms, c.fields, c.named),
    examples: [{ text: 'Contributing: chronic renal failure.',
      fields: [CONTRIBUTING],
      want: { contributing_conditions: 'chronic renal failure' }
    }],
    counterExamples: [{ text: 'Conditions: wet and cold.', fields: [CONTRIBUTING] }],
  },
  {
    name: 'places', stage: 'fill', tier: 'likely', read: (c) => readPlaces(c.t, c.norms, c.fields, c.named),
    examples: [{ text: 'A stab wound on the left chest.', fields: [STAB_SITE], want: { stab_wound_location: 'left chest' } }],
    counterExamples: [{ text: 'A stab wound in keeping with a knife.', fields: [STAB_SITE] }],
  },
  {
    name: 'event-measures', stage: 'fill', tier: 'likely', read: (c) => readEventMeasures(c.t, c.norms, c.fields, c.named),
    examples: [{ text: 'He fell approximately 20 feet.', fields: [FALL], want: { fall_height: '20 ft' } }],
    counterExamples: [{ text: 'He fell at 10:30 hours.', fields: [FALL] }],
  },
  {
    name: 'cavities', stage: 'fill', tier: 'likely', read: (c) => readCavities(c.t, c.norms, c.fields),
    examples: [{ text: 'There is 900 ml of blood in the right pleural cavity.',
      fields: [HAEMOTHORAX],
      want: { haemothorax_volume: '900 mL' }
    }],
    counterExamples: [{ text: 'There is 900 ml of blood in the peritoneal cavity.', fields: [HAEMOTHORAX] }],
  },
  {
    name: 'contents', stage: 'fill', tier: 'sure', read: (c) => readContents(c.t, c.norms, c.fields),
    examples: [{ text: 'The stomach contains about 150 ml of brown fluid.',
      fields: STOMACH,
      want: { stomach_contents_volume: '150 mL', stomach_contents: 'brown fluid' }
    }],
    counterExamples: [{ text: 'The stomach contains nothing.', fields: STOMACH }],
  },
  {
    name: 'ages', stage: 'fill', tier: 'likely', read: (c) => readAges(c.t, c.norms, c.fields),
    examples: [{ text: 'The deceased was a 54-year-old man.', fields: [AGE], want: { age: '54 years' } }],
    counterExamples: [{ text: 'The car was 12 years old.', fields: [AGE] }],
  },
  {
    name: 'shares', stage: 'fill', tier: 'likely', read: (c) => readShares(c.t, c.norms, c.fields),
    examples: [{ text: 'Burns involve 60% of the body surface.', fields: [BURNS], want: { burn_surface_area: '60%' } }],
    counterExamples: [{ text: 'Burns involve the body surface.', fields: [BURNS] }],
  },
  {
    name: 'methods', stage: 'fill', tier: 'likely', read: (c) => readMethods(c.t, c.norms, c.fields),
    examples: [{ text: 'The body was identified by fingerprints.', fields: [METHOD], want: { identification_method: 'fingerprints' } }],
    counterExamples: [{ text: 'The body was found by a neighbour.', fields: [METHOD] }],
  },
  {
    name: 'presence', stage: 'fill', tier: 'likely', read: (c) => readPresence(c.t, c.norms, c.fields),
    examples: [{ text: 'Soot is present around the entrance wound.', fields: [SOOT], want: { soot_deposition: 'present' } }],
    counterExamples: [{ text: 'The entrance wound is on the chest.', fields: [SOOT] }],
  },
  {
    name: 'sized-things', stage: 'fill', tier: 'likely', read: (c) => readSizedThings(c.t, c.norms, c.fields),
    examples: [{ text: 'There is a 5 cm laceration of the scalp.', fields: [LACERATION], want: { laceration_length: '5 cm' } }],
    counterExamples: [{ text: 'There is a laceration of the scalp.', fields: [LACERATION] }],
  },
  {
    name: 'measure-after', stage: 'fill', tier: 'likely', read: (c) => readMeasureAfter(c.t, c.norms, c.fields, c.named),
    examples: [{ text: 'The LAD has a 3 cm segment of plaque with 90% stenosis.', fields: [STENOSIS], want: { lad_stenosis: '90%' } }],
    counterExamples: [{ text: 'The LAD has a 3 cm segment of plaque.', fields: [STENOSIS] }],
  },
  {
    name: 'amounts-of', stage: 'fill', tier: 'likely', read: (c) => readAmountsOf(c.t, c.norms, c.named),
    examples: [{ text: 'The bladder contains 80 ml of clear urine.', fields: [URINE], want: { urine_volume: '80 mL' } }],
    counterExamples: [{ text: 'He had drunk 500 ml of beer.', fields: [URINE] }],
  },
  {
    name: 'habitus', stage: 'fill', tier: 'likely', read: (c) => readHabitus(c.t, c.norms, c.fields, c.inReport),
    examples: [
      { text: 'The deceased is obese.', fields: [BUILD], want: { build: 'obese' } },
      { text: 'The body is well nourished.', fields: [BUILD], want: { build: 'well nourished' } },
    ],
    counterExamples: [{ text: 'The walls of the left ventricle are thin.', fields: [BUILD] }],
  },
  {
    name: 'described-measures', stage: 'fill', tier: 'probable', read: (c) => readDescribedMeasures(c.t, c.norms, c.fields, c.named),
    examples: [{ text: 'The spleen is firm and dark, 160 grams.', fields: [SPLEEN], want: { spleen_weight: '160 g' } }],
    counterExamples: [{ text: 'The spleen is firm and a clot of 30 grams lies beside it.', fields: [SPLEEN] }],
  },
]
