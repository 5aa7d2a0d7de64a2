/**
 * Held-out spoken sentences for the offline recogniser: written by an engineer who did not write the
 * recogniser's grammar or the extractor's readings, after reading public autopsy protocols. They are
 * said the way a pathologist talks at the table, not "field name, value": verbs of weighing, values
 * inside descriptions, "respectively", running lists of organ weights, body measures in words, spoken
 * corrections, and wound descriptions with their cue. Numbers are written in words as they are said,
 * so every voice says the same words; a comma is a short pause. `expected` follows the value convention
 * of ../cases.ts, and for wounds that of ../wounds/cases.ts ('field@instance title').
 *
 * NARRATIVE sentences name no field with a value; anything filled from them was invented.
 * Plain data: no product code is imported here.
 */
import type { AudioClip } from '../audio-clips'
import type { WoundClip } from '../audio-wound-clips'
import { titleOf } from '../wounds/tags'
import type { CaseInstance } from '../wounds/types'

const field = (id: string, spoken: string, expected: Record<string, string>): AudioClip => ({ id: `held-${id}`, kind: 'field', spoken, expected })
const narrative = (id: string, spoken: string): AudioClip => ({ id: `held-${id}`, kind: 'narrative', spoken, expected: {} })

export const HELD_OUT_FIELD_CLIPS: AudioClip[] = [
  field('heart-verb-description', 'the heart weighs four hundred and twenty grams and shows concentric thickening of the left ventricle', {
    heart_weight: '420 g',
  }),
  field('lungs-respectively', 'the right and left lungs weigh seven hundred and ten and six hundred and thirty grams respectively', {
    right_lung_weight: '710 g',
    left_lung_weight: '630 g',
  }),
  field('kidneys-respectively-after', 'the kidneys weigh one hundred and fifty and one hundred and forty five grams, right and left respectively', {
    right_kidney_weight: '150 g',
    left_kidney_weight: '145 g',
  }),
  field('liver-on-weighing', 'on weighing, the liver came to one thousand seven hundred and twenty grams', { liver_weight: '1720 g' }),
  field('spleen-after-description', 'the spleen is small and soft and weighs ninety grams', { spleen_weight: '90 g' }),
  field('brain-after-description', 'the brain is swollen with flattened gyri and weighs one thousand five hundred and ten grams', {
    brain_weight: '1510 g',
  }),
  field('body-habitus-measures', 'the body is that of an obese adult, measuring one hundred and seventy two centimetres and weighing one hundred and eight kilograms', {
    build: 'obese',
    body_length: '172 cm',
    body_weight: '108 kg',
  }),
  field('body-imperial', 'the body is seventy one inches long and weighs one hundred and ninety four pounds', {
    body_length: '71 in',
    body_weight: '194 lb',
  }),
  field('ventricles-elliptic', 'the left ventricular wall measures one point eight centimetres and the right zero point four', {
    left_ventricle_thickness: '1.8 cm',
    right_ventricle_thickness: '0.4 cm',
  }),
  field('lad-narrowing', 'the left anterior descending artery shows up to seventy five percent narrowing by atheroma', { lad_stenosis: '75%' }),
  field('stomach-volume-contents', 'the stomach contains approximately two hundred millilitres of partly digested food including rice', {
    gastric_contents_volume: '200 mL',
    stomach_contents: 'partly digested food including rice',
  }),
  field('bladder-urine', 'the bladder holds some thirty millilitres of clear urine', { urine_volume: '30 mL' }),
  field('rigor-livor-two-qualities', 'rigor mortis is fully established in all limbs and the lividity is posterior and fixed', {
    rigor_mortis: 'fully established',
    livor_mortis: 'fixed',
    livor_distribution: 'posterior',
  }),
  field('rectal-and-room', 'the rectal temperature at nine forty was twenty nine point four degrees and the room was fourteen degrees', {
    body_temperature: '29.4 °C',
    ambient_temperature: '14 °C',
  }),
  field('eyes-hair-colour', 'the eyes are green and the scalp hair is dark brown', { eye_colour: 'green', hair_colour: 'dark brown' }),
  field('sclerae-petechiae', 'the sclerae are injected with numerous petechial haemorrhages', {
    sclerae: 'injected',
    petechial_haemorrhages: 'numerous',
  }),
  field('spleen-correction', 'the spleen weighs one hundred and thirty, no sorry, one hundred and three grams', { spleen_weight: '103 g' }),
  field('core-correction', 'the core temperature was thirty one point two degrees, correction, thirty two point one', {
    body_temperature: '32.1 °C',
  }),
  field('tattoo-rose', 'there is a tattoo of a rose on the back of the right hand', { tattoos: 'rose on the back of the right hand' }),
  field('alcohol-in-blood', 'toxicology shows alcohol in the blood at one hundred and twelve milligrams per hundred millilitres', {
    blood_alcohol_concentration: '112 mg/100 mL',
  }),
  field('cohb-came-back', 'the carbon monoxide saturation came back at sixty two percent', { carboxyhaemoglobin: '62%' }),
  field('cause-opinion', 'I would give the cause of death as hypertensive heart disease', { cause_of_death: 'hypertensive heart disease' }),
  field('cause-due-to', 'in my opinion death was due to a stab wound of the chest', { cause_of_death: 'stab wound of the chest' }),
  field('manner-consider', 'I consider the manner of this death to be suicide', { manner_of_death: 'suicide' }),
  field('larynx-intact', 'the hyoid bone and the thyroid cartilage are intact', { laryngeal_skeleton: 'intact' }),
  field('valves-respectively', 'the mitral and tricuspid valves measure ten and twelve centimetres in circumference respectively', {
    mitral_valve_circumference: '10 cm',
    tricuspid_valve_circumference: '12 cm',
  }),
  field('glands-respectively', 'the thyroid and pancreas weigh twenty two and ninety five grams respectively', {
    thyroid_weight: '22 g',
    pancreas_weight: '95 g',
  }),
  field('subdural-about', 'there is a subdural haematoma over the left hemisphere of about one hundred and twenty millilitres', {
    subdural_haematoma_volume: '120 mL',
  }),
  field('weights-run-on', 'organ weights, heart three eighty, liver sixteen fifty, spleen one forty', {
    heart_weight: '380 g',
    liver_weight: '1650 g',
    spleen_weight: '140 g',
  }),
  field('ligature-furrow', 'the ligature is a blue nylon rope and leaves a furrow eight millimetres wide', {
    ligature_material: 'blue nylon rope',
    ligature_mark_width: '8 mm',
  }),
  field('lv-millimetres', 'the left ventricle is fifteen millimetres thick', { left_ventricle_thickness: '15 mm' }),
  field('abdomen-blood', 'the abdominal cavity contains about eight hundred millilitres of blood and clot', { haemoperitoneum_volume: '800 mL' }),
  field('habitus-age', 'the deceased is a muscular young adult aged about twenty five', { build: 'muscular', age_estimate: '25 years' }),
  field('interval-estimate', 'I estimate the time since death at around eighteen hours', { time_since_death: '18 h' }),
]

const S1 = titleOf('stab', 1)
const S2 = titleOf('stab', 2)
const S3 = titleOf('stab', 3)
const I2 = titleOf('incised', 2)
const E1 = titleOf('entrance', 1)
const X2 = titleOf('exit', 2)
const L1 = titleOf('laceration', 1)
const L2 = titleOf('laceration', 2)
const twoStabs: CaseInstance[] = [{ kind: 'stab', index: 1 }, { kind: 'stab', index: 2 }]
const threeStabs: CaseInstance[] = [...twoStabs, { kind: 'stab', index: 3 }]
const stabIncised: CaseInstance[] = [{ kind: 'stab', index: 1 }, { kind: 'incised', index: 2 }]
const gunshot: CaseInstance[] = [{ kind: 'entrance', index: 1 }, { kind: 'exit', index: 2 }]
const blunt: CaseInstance[] = [{ kind: 'laceration', index: 1 }, { kind: 'laceration', index: 2 }]

const wound = (id: string, instances: CaseInstance[], spoken: string, expected: Record<string, string>): WoundClip => ({
  id: `held-${id}`,
  spoken,
  instances,
  expected,
})

export const HELD_OUT_WOUND_CLIPS: WoundClip[] = [
  wound('stab-number-site-size', twoStabs,
    'Stab wound number two is on the front of the left chest, one hundred and thirty two centimetres above the left heel and six centimetres to the left of the midline. It measures two point four by zero point six centimetres.', {
      [`wound_type@${S2}`]: 'stab', [`wound_location@${S2}`]: 'front of the left chest', [`height_above_heel@${S2}`]: '132 cm',
      [`distance_from_midline@${S2}`]: '6 cm left', [`wound_length@${S2}`]: '2.4 cm', [`wound_width@${S2}`]: '0.6 cm',
    }),
  wound('first-track-organs', twoStabs,
    'The first stab wound passes from front to back and slightly downward through the left lung and the heart to a depth of about eleven centimetres.', {
      [`wound_type@${S1}`]: 'stab', [`wound_direction@${S1}`]: 'front to back and slightly downward',
      [`track_organs@${S1}`]: 'left lung, heart', [`wound_depth@${S1}`]: '11 cm',
    }),
  wound('entrance-temple', gunshot,
    'The entrance wound lies on the right temple. It has a round central defect of zero point eight centimetres with a narrow rim of abrasion.', {
      [`entrance_wound_location@${E1}`]: 'right temple', [`entrance_wound_diameter@${E1}`]: '0.8 cm',
    }),
  wound('exit-irregular', gunshot,
    'The exit wound is on the left side of the back of the head. It is irregular and measures three point two by two centimetres.', {
      [`exit_wound_location@${X2}`]: 'left side of the back of the head', [`wound_length@${X2}`]: '3.2 cm', [`wound_width@${X2}`]: '2 cm',
    }),
  wound('lacerations-one-two', blunt,
    'Laceration one is above the right eyebrow and measures four by one centimetres. Laceration two, on the crown of the head, measures five by one point five centimetres and goes down to the bone.', {
      [`wound_type@${L1}`]: 'laceration', [`wound_location@${L1}`]: 'above the right eyebrow', [`wound_size@${L1}`]: '4 x 1 cm',
      [`wound_type@${L2}`]: 'laceration', [`wound_location@${L2}`]: 'crown of the head', [`wound_size@${L2}`]: '5 x 1.5 cm',
    }),
  wound('incised-wrist', stabIncised,
    'The incised wound lies across the front of the left wrist. It is five centimetres long and gapes to zero point eight of a centimetre.', {
      [`wound_type@${I2}`]: 'incised', [`wound_location@${I2}`]: 'front of the left wrist', [`wound_length@${I2}`]: '5 cm', [`wound_width@${I2}`]: '0.8 cm',
    }),
  wound('stab-three-correction', threeStabs,
    'Stab wound three is eight centimetres, sorry, eighteen centimetres to the right of the midline.', {
      [`wound_type@${S3}`]: 'stab', [`distance_from_midline@${S3}`]: '18 cm right',
    }),
  wound('track-of-wound-two', twoStabs,
    'The track of wound two is about nine centimetres long and goes upwards and to the right.', {
      [`wound_depth@${S2}`]: '9 cm', [`wound_direction@${S2}`]: 'upwards and to the right',
    }),
  wound('imperial-number-one', twoStabs,
    'Wound number one is on the left upper abdomen, fifty inches above the heel and two inches left of the midline.', {
      [`wound_location@${S1}`]: 'left upper abdomen', [`height_above_heel@${S1}`]: '50 in', [`distance_from_midline@${S1}`]: '2 in left',
    }),
]

export const HELD_OUT_NARRATIVE_CLIPS: AudioClip[] = [
  narrative('last-seen', 'he was last seen alive by his neighbour at about ten o clock on Friday evening, when he seemed his usual self'),
  narrative('clothing', 'the clothing comprises a brown leather belt, blue jeans with two cuts in the left leg, and white sports socks'),
  narrative('history-dose', 'his general practitioner reports that he had taken fifty milligrams of sertraline daily for the past three years'),
  narrative('dissection', 'the scalp was reflected and the skull opened in the usual way, and blocks of each organ were kept in formalin for histology'),
  narrative('ambulance', 'the ambulance crew arrived twelve minutes after the call and continued resuscitation for forty minutes without success'),
  narrative('knife', 'the knife shown to me by the officer has a blade twenty one centimetres long and two point five centimetres wide at the hilt'),
]
