import { describe, expect, it } from 'vitest'
import type { TagInfo } from '../types'
import { plainTag as plain } from '../../../../test/factories/tags'
import { extractTags } from './extract'

/** Values tied to a field by a verb, a pronoun, "of", or a place word after the value (extract-linked.ts, extract-values.ts). */
const TAGS: TagInfo[] = [
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
const found = (text: string) => Object.fromEntries(extractTags(text, TAGS).map((m) => [m.id, [m.value, m.confidence] as const]))
const values = (text: string) => Object.fromEntries(Object.entries(found(text)).map(([k, [v]]) => [k, v]))

describe('a verb ties the value to the organ named before it', () => {
  it('reads the weight after another measurement of the same organ', () => {
    expect(values('The spleen measures 14 x 8 x 4 cm and weighs 260 grams.')).toMatchObject({ spleen_weight: '260 g', spleen_size: '14 x 8 x 4 cm' })
  })
  it('reads through a relative clause and a fresh weight', () => {
    expect(values('The spleen, which weighs 190 g, is soft.')).toEqual({ spleen_weight: '190 g' })
    expect(values('The kidney has a fresh weight of 145 grams.')).toEqual({ kidney_weight: '145 g' })
  })
  it('takes the subject of the sentence before for "it"', () => {
    const f = found('The spleen is congested. It weighs 310 grams.')
    expect(f.spleen_weight?.[0]).toBe('310 g')
    expect(f.spleen_weight?.[1]).toBeGreaterThanOrEqual(0.8)
  })
  it('does not carry a weight across to another organ with its own', () => {
    expect(values('The spleen weighs 150 g and the kidney weighs 130 g.')).toEqual({ spleen_weight: '150 g', kidney_weight: '130 g' })
  })
  it('never takes a quantity of another kind for a weight', () => {
    expect(values('The spleen is enlarged and weighs about 12 cm.')).not.toHaveProperty('spleen_weight')
  })
  it('reads a volume named after its quantity', () => {
    expect(values('The bladder contains 45 mL of urine.')).toEqual({ urine_volume: '45 mL' })
  })
})

describe('a length chosen by the words said', () => {
  it('takes the length the sentence names', () => {
    expect(values('The laceration measures 0.6 cm in width.')).toEqual({ laceration_width: '0.6 cm' })
    expect(values('Measuring 4.5 cm in length, the laceration runs obliquely.')).toMatchObject({ laceration_length: '4.5 cm' })
  })
  it('offers the conventional length without trusting it', () => {
    const f = found('The laceration measures 3 cm.')
    expect(f.laceration_length?.[0]).toBe('3 cm')
    expect(f.laceration_length?.[1]).toBeLessThan(0.8)
  })
  it('offers the conventional length for a participle after the place of the thing', () => {
    expect(values('A laceration on the left shin, 30 cm above the ground, measuring 4 cm.')).toMatchObject({ laceration_length: '4 cm', height_above_ground: '30 cm' })
    expect(values('A laceration on the left shin measures 4 cm, the laceration track 6 cm.')).not.toHaveProperty('laceration_length', '6 cm')
  })
  it('knows a track from its wound by the alternative name in the description', () => {
    expect(values('The laceration track measures 7 cm.')).toEqual({ laceration_depth: '7 cm' })
  })
  it('never reads a measurement as a free-text description', () => {
    expect(values('Laceration notes measure 4 cm.')).not.toHaveProperty('laceration_notes')
  })
})

describe('a place word after the value', () => {
  it('reads the quantity said before "above the ground"', () => {
    expect(values('An abrasion, 85 cm above the ground.')).toEqual({ height_above_ground: '85 cm' })
  })
  it('leaves the quantity to the field named before it when its own description measures it that way', () => {
    expect(values('Collar width 2 mm above the entry.')).toEqual({ collar_width: '2 mm' })
  })
})

describe('a verb says what kind of number follows', () => {
  it('does not let a valve named by a shortened synonym take the lungs\' weights', () => {
    expect(values('The lungs weigh 610 and 540 grams, right and left respectively.')).toEqual({ right_lung_weight: '610 g', left_lung_weight: '540 g' })
  })
})

describe('a thing named without its aspect', () => {
  it('reads the description after a verb of being', () => {
    expect(values('The knot is placed under the chin.')).toEqual({ knot_position: 'under the chin' })
    expect(values('The bullet track is directed upwards and to the right.')).toEqual({ bullet_track_direction: 'upwards and to the right' })
    expect(values('The stab wound is situated in the left iliac fossa.')).toEqual({ stab_wound_location: 'left iliac fossa' })
  })
  it('needs a posture or place for a position and a colour for a colour', () => {
    expect(values('The tongue is protruding beyond the lips.')).toEqual({ tongue_position: 'protruding beyond the lips' })
    expect(values('The iris is pale blue.')).toEqual({ iris_colour: 'pale blue' })
    expect(values('The tongue is swollen and the iris is cloudy.')).toEqual({})
  })
  it('says nothing of a place, direction or description when the words do not', () => {
    expect(values('The stab wound is gaping.')).toEqual({})
    expect(values('The bullet track was explored at surgery.')).toEqual({})
    expect(values('The knot is not identified.')).toEqual({})
  })
})

describe('a choice named by its value alone', () => {
  it('offers the value said of the deceased, below the trusted confidence', () => {
    const f = found('The deceased was a cyclist.')
    expect(f.road_user?.[0]).toBe('cyclist')
    expect(f.road_user?.[1]).toBeLessThan(0.8)
  })
  it('ignores the value said of someone else', () => {
    expect(values('The ambulance crew passed a cyclist.')).toEqual({})
  })
})

describe('describing words before a text field', () => {
  it('reads "there is mild oedema"', () => {
    expect(values('There is mild oedema, with pitting at the ankles.')).toEqual({ oedema: 'mild' })
  })
  it('leaves "there is no oedema" empty', () => {
    expect(values('There is no oedema.')).toEqual({})
  })
})

describe('paired organs named by their medical adjective', () => {
  it('reads both sides of "renal weights"', () => {
    const kidneys = [plain('Left kidney weight', 'Weight of the left kidney, in grams.'), plain('Right kidney weight', 'Weight of the right kidney, in grams.')]
    const got = Object.fromEntries(extractTags('Renal weights: left 132 g, right 148 g.', kidneys).map((m) => [m.id, m.value]))
    expect(got).toEqual({ left_kidney_weight: '132 g', right_kidney_weight: '148 g' })
  })
})

describe('counts, concentrations and names in the description', () => {
  it('reads a count said before the things counted, but not a bound', () => {
    expect(values('There were four gunshot wounds in all.')).toEqual({ gunshot_wound_count: '4' })
    expect(values('No more than 3 gunshot wounds are seen.')).toEqual({})
  })
  it('reads "milligrams per 100 millilitres" however it is said', () => {
    expect(values('Vitreous alcohol 88 milligrams per 100 millilitres.')).toEqual({ vitreous_alcohol: '88 mg/100 mL' })
  })
  it('names a field by the adjective and noun its description gives', () => {
    expect(values('Oesophageal temperature 31.5 degrees.')).toEqual({ core_temperature: '31.5 °C' })
    expect(values('Core body temperature 33 degrees.')).toEqual({ core_temperature: '33 °C' })
  })
})

describe('lists answered in order, headers and clock times', () => {
  const organs = [
    plain('Heart weight', 'Weight of the heart, in grams.'),
    plain('Liver weight', 'Weight of the liver, in grams.'),
    plain('Spleen weight', 'Weight of the spleen, in grams.'),
    plain('Left lung weight', 'Weight of the left lung, in grams.'),
    plain('Right lung weight', 'Weight of the right lung, in grams.'),
    plain('Stab length', 'Length of the stab wound, in cm.'),
    plain('Stab width', 'Width of the stab wound, in cm.'),
    plain('Rectal temperature', 'Temperature in the rectum, in degrees Celsius.'),
  ]
  const read = (text: string) => Object.fromEntries(extractTags(text, organs).map((m) => [m.id, m.value]))
  it('gives a "respectively" list of numbers to its list of names in order', () => {
    expect(read('The spleen, heart and liver weigh 150, 390 and 1,700 grams respectively.')).toEqual({ spleen_weight: '150 g', heart_weight: '390 g', liver_weight: '1700 g' })
  })
  it('leaves a list alone when the counts differ', () => {
    expect(read('The heart and liver weigh 390, 1,700 and 150 grams respectively.')).not.toHaveProperty('liver_weight', '1700 g')
  })
  it('reads "each" between a paired organ and its weight for both sides', () => {
    expect(read('The lungs each weigh 520 grams.')).toEqual({ right_lung_weight: '520 g', left_lung_weight: '520 g' })
  })
  it('reads bare measure nouns under a header naming the thing', () => {
    expect(read('Stab measurements: length 2.2 cm, width 0.4 cm.')).toEqual({ stab_length: '2.2 cm', stab_width: '0.4 cm' })
  })
  it('never takes a clock time for a quantity', () => {
    expect(read('Rectal temperature, taken at 09:45, 31.2 degrees.')).toEqual({ rectal_temperature: '31.2 °C' })
  })
})

describe('how names and units are written', () => {
  const tags = [
    plain('Crown-heel length', 'Crown to heel length of an infant, in centimetres.'),
    plain('Time since death', 'Estimated time since death in hours (post-mortem interval).'),
    plain('Foot length', 'Length of the foot, in centimetres.'),
    plain('Hair colour', 'Colour of the scalp hair.'),
  ]
  const read = (text: string) => Object.fromEntries(extractTags(text, tags).map((m) => [m.id, m.value]))
  it('says a hyphenated name with "to" or as one word', () => {
    expect(read('Crown to heel length 52 cm.')).toEqual({ crown_heel_length: '52 cm' })
    expect(read('Postmortem interval about 12 hours.')).toEqual({ time_since_death: '12 h' })
  })
  it('keeps inches as inches', () => {
    expect(read('Foot length 11 inches.')).toEqual({ foot_length: '11 in' })
  })
  it('reads a colour said right after the thing, and the thing a description names', () => {
    expect(read('Scalp hair grey.')).toEqual({ hair_colour: 'grey' })
    expect(read('The scalp hair is dark brown.')).toEqual({ hair_colour: 'dark brown' })
  })
})

describe('medical synonyms every pathologist uses', () => {
  const tags = [
    plain('Rigor mortis', 'State of rigor mortis: absent, developing, fully established, passing or resolved.'),
    plain('Livor mortis', 'Whether the livor mortis blanches or is fixed.'),
    plain('Decomposition', 'How far decomposition has progressed.'),
  ]
  const read = (text: string) => Object.fromEntries(extractTags(text, tags).map((m) => [m.id, m.value]))
  it('knows rigor, lividity and putrefaction', () => {
    expect(read('Rigor is developing.')).toEqual({ rigor_mortis: 'developing' })
    expect(read('Lividity is fixed.')).toEqual({ livor_mortis: 'fixed' })
    expect(read('Putrefaction: early.')).toEqual({ decomposition: 'early' })
  })
})

describe('choices and descriptions that meet other names', () => {
  const tags: TagInfo[] = [
    { ...plain('Mouth position', 'Where the mouth is.'), kind: 'choice', choices: ['closed', 'open between the teeth'], synonyms: ['mouth'] },
    { ...plain('Dentition', 'State of the teeth.'), kind: 'text', synonyms: ['teeth'] },
    { ...plain('Lividity', 'Fixation of lividity (blanching or fixed).'), kind: 'choice', choices: ['blanching', 'fixed'] },
    plain('Beard colour', 'Colour of the beard.'),
    plain('Beard length', 'Length of the beard, in centimetres.'),
  ]
  const read = (text: string) => Object.fromEntries(extractTags(text, tags).map((m) => [m.id, m.value]))
  it('reads a choice said in full even when it holds another field\'s name', () => {
    expect(read('The mouth is open between the teeth.')).toEqual({ mouth_position: 'open between the teeth' })
  })
  it('does not take the values a description lists for names of the field', () => {
    expect(read('Lividity is fixed.')).toEqual({ lividity: 'fixed' })
  })
  it('ends a description where a new verb starts another statement', () => {
    expect(read('The beard is grey and measures up to 6 cm.')).toEqual({ beard_colour: 'grey', beard_length: '6 cm' })
  })
})
