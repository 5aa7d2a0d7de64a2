/**
 * Held-out sentences for the field families, in the shape of ../types.ts and by the value convention
 * at the top of ../cases.ts. Each case also names its `topic`, the way of saying a value it tests:
 * temperatures named by where they are taken, colours with qualifiers, descriptions with two qualities,
 * volumes of contents, millimetres said for a centimetre field, build and habitus words, a free-text
 * cause of death (the whole phrase), tattoos, and sentences that must fill nothing.
 */
import type { DictationCase } from '../types'

export type HeldOutTopic = 'temperature' | 'colour' | 'two-qualities' | 'volume' | 'millimetres' | 'build' | 'cause' | 'tattoo' | 'nothing'

export interface HeldOutCase extends DictationCase {
  topic: HeldOutTopic
}

type Base = Omit<HeldOutCase, 'id' | 'topic' | 'family' | 'text' | 'expected'>
const make =
  (topic: HeldOutTopic, family: DictationCase['family']) =>
  (n: string, text: string, expected: Record<string, string>, more: Base = {}): HeldOutCase => ({ id: `held-${topic}-${n}`, topic, family, text, expected, ...more })

const temperature = make('temperature', 'units')
const colour = make('colour', 'choices-locations')
const qualities = make('two-qualities', 'choices-locations')
const volume = make('volume', 'units')
const millimetres = make('millimetres', 'units')
const build = make('build', 'choices-locations')
const cause = make('cause', 'verbs-and-none')
const tattoo = make('tattoo', 'choices-locations')
const nothing = make('nothing', 'narrative-no-field')
const negation = make('nothing', 'negation-absence')

export const HELD_OUT_CASES: HeldOutCase[] = [
  temperature('01', 'The rectal temperature was 31.6 °C at 10:40 hours.', { body_temperature: '31.6 °C' }),
  temperature('02', 'Core body temperature, measured with a probe thermometer, 27.9 degrees Celsius; ambient 11 degrees.', {
    body_temperature: '27.9 °C',
    ambient_temperature: '11 °C',
  }),
  temperature('03', 'Deep rectal temperature 84.5 °F. Room temperature 68 °F.', { body_temperature: '84.5 °F', ambient_temperature: '68 °F' }),
  temperature('04', 'At the scene the air temperature was 4 °C and the body felt cold to the touch.', { ambient_temperature: '4 °C' }),
  temperature('05', 'The temperature in the room where he was found was 23 degrees; his rectal temperature at 0900 was 30.2.', {
    ambient_temperature: '23 °C',
    body_temperature: '30.2 °C',
  }),
  negation('06', 'The liver temperature was not taken.', {}, { negated: ['body_temperature'], note: 'A liver temperature is a core temperature.' }),
  nothing('07', 'The body had been kept in the mortuary refrigerator at 4 °C overnight.', {}, {
    note: 'The refrigerator is not the scene, so this is no ambient temperature.',
  }),

  colour('01', 'The irides are dark brown.', { eye_colour: 'brown' }),
  colour('02', 'Eyes: pale blue.', { eye_colour: 'blue' }),
  colour('03', 'The scalp hair is dark brown and measures up to 12 cm.', { hair_colour: 'dark brown', hair_length: '12 cm' }),
  colour('04', 'Scalp hair grey-blond, 4 cm long.', { hair_colour: 'grey-blond', hair_length: '4 cm' }),
  colour('05', 'The irides are hazel and the scalp hair is auburn.', { eye_colour: 'hazel', hair_colour: 'auburn' }),
  colour('06', 'The scalp hair is dyed black with grey roots.', { hair_colour: 'dyed black with grey roots' }),
  colour('07', 'The eye colour cannot be determined because of decomposition.', { eye_colour: 'indeterminate' }),
  colour('08', 'The sclerae are deeply jaundiced.', { sclerae: 'icteric' }, { note: 'Jaundiced sclerae are icteric.' }),

  qualities('01', 'Lividity is posterior and fixed.', { livor_distribution: 'posterior', livor_mortis: 'fixed' }),
  qualities('02', 'Hypostasis is on the back and blanches on firm pressure.', { livor_distribution: 'back', livor_mortis: 'blanching' }),
  qualities('03', 'Livor mortis is anterior and partially fixed, in keeping with the prone position in which he was found.', {
    livor_distribution: 'anterior',
    livor_mortis: 'partially fixed',
  }),
  qualities('04', 'Rigor mortis is passing, and the hypostasis is fixed.', { rigor_mortis: 'passing', livor_mortis: 'fixed' }),
  qualities('05', 'The tongue protrudes beyond the lips and is dark and dry.', { tongue_position: 'protruding beyond the lips' }),
  qualities('06', 'The ligature mark is oblique, rising to the left, and 12 mm wide.', { ligature_mark_course: 'oblique', ligature_mark_width: '12 mm' }),
  qualities('07', 'The anterior fontanelle is sunken and soft.', { anterior_fontanelle: 'sunken' }),

  volume('01', 'The stomach holds about 350 mL of brown fluid with fragments of tablet.', {
    gastric_contents_volume: '350 mL',
    stomach_contents: 'brown fluid with fragments of tablet',
  }),
  volume('02', 'There is 1.2 litres of blood and clot in the left pleural cavity.', { haemothorax_volume: '1.2 L' }),
  volume('03', 'The peritoneal cavity contains approximately 2,000 ml of fresh blood.', { haemoperitoneum_volume: '2000 mL' }),
  volume('04', 'The bladder contains 5 mL of urine, which was kept.', { urine_volume: '5 mL' }),
  volume('05', 'A subdural haematoma of 60 mL lies over the right cerebral convexity.', { subdural_haematoma_volume: '60 mL' }),
  volume('06', 'The gastric contents weigh 50 g.', {}, { note: 'A mass is no volume: the volume field stays empty.' }),

  millimetres('01', 'The left ventricular wall is 14 mm thick.', { left_ventricle_thickness: '14 mm' }),
  millimetres('02', 'Right ventricle 4 mm, left ventricle 13 mm, septum 15 mm.', {
    right_ventricle_thickness: '4 mm',
    left_ventricle_thickness: '13 mm',
    interventricular_septum_thickness: '15 mm',
  }),
  millimetres('03', 'Head circumference 345 mm.', { head_circumference: '345 mm' }),
  millimetres('04', 'The scalp hair is up to 150 mm long.', { hair_length: '150 mm' }),
  millimetres('05', 'The abrasion on the left knee measures 30 x 20 mm.', { abrasion_size: '30 x 20 mm', abrasion_location: 'left knee' }),

  build('01', 'The body is that of a thin, elderly woman.', { build: 'thin', sex: 'female' }),
  build('02', 'The deceased is a well-nourished, muscular young adult male.', { build: 'muscular', sex: 'male' }),
  build('03', 'Habitus: obese, with a large pendulous abdomen.', { build: 'obese' }),
  build('04', 'The body is emaciated, with wasting of the limbs.', { build: 'cachectic' }, { note: 'Emaciated is cachectic.' }),
  build('05', 'Body habitus is average; height 168 cm, weight 71 kg, BMI 25.2.', {
    build: 'average',
    body_length: '168 cm',
    body_weight: '71 kg',
    bmi: '25.2 kg/m²',
  }),

  cause('01', 'In my opinion the cause of death was a stab wound of the chest.', { cause_of_death: 'stab wound of the chest' }),
  cause('02', 'Cause of death: ischaemic heart disease due to coronary artery atherosclerosis.', {
    cause_of_death: 'ischaemic heart disease due to coronary artery atherosclerosis',
  }),
  cause('03', 'Death resulted from multiple blunt force injuries of the head and trunk.', {
    cause_of_death: 'multiple blunt force injuries of the head and trunk',
  }),
  cause('04', 'I give the cause of death as hanging.', { cause_of_death: 'hanging' }),
  cause('05', 'The cause of death is combined drug toxicity with methadone and diazepam, and the manner of death is accident.', {
    cause_of_death: 'combined drug toxicity with methadone and diazepam',
    manner_of_death: 'accident',
  }),
  cause('06', 'Contributing: chronic obstructive pulmonary disease. Cause of death, gunshot wound of the head.', {
    contributing_conditions: 'chronic obstructive pulmonary disease',
    cause_of_death: 'gunshot wound of the head',
  }),

  tattoo('01', 'There is a tattoo of a dragon on the left shoulder blade.', { tattoos: 'dragon on the left shoulder blade' }, {
    note: 'The tattoo field holds what the tattoo shows and where it is.',
  }),
  tattoo('02', 'Tattoos: a star on each wrist.', { tattoos: 'star on each wrist' }),
  tattoo('03', 'He has a tattoo of a rose on the back of the right hand and a healed appendicectomy scar in the right iliac fossa.', {
    tattoos: 'rose on the back of the right hand',
    scars: 'healed appendicectomy scar in the right iliac fossa',
  }),
  negation('08', 'There are no tattoos.', {}, { negated: ['tattoos'] }),

  nothing('09', 'The deceased had been prescribed 20 mg of citalopram daily.', {}),
  nothing('10', 'His wife last spoke to him at about 11 pm on the Saturday.', {}),
  nothing('11', 'The police log number is 4471 and the exhibits were handed to the exhibits officer.', {}),
  nothing('12', 'The body was received in a white body bag sealed with tag number 0032918.', {}),
  nothing('13', 'His brother, aged 52, and his daughter, aged 19, attended the mortuary.', {}),
  nothing('14', 'The ambulance record gives a temperature of 35.1 degrees when he was seen two days before death.', {}, {
    note: 'A temperature in life is no body temperature after death.',
  }),
  nothing('15', 'The knife recovered from the kitchen has a 20 cm blade.', {}),
  nothing('16', 'The room was cluttered and the heating was on.', {}),
]
