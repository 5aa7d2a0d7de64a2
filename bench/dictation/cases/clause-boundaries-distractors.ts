import { family } from './make'

const c = family('clause-boundaries-distractors', 'clause')

/** A value ends with its clause; numbers that belong to something else (ages, times, dates, other objects) fill nothing. */
export const CLAUSE_BOUNDARIES_DISTRACTORS = [
  c(1, 'A stab wound 3 cm long, 20 cm below the right armpit.', { wound_length: '3 cm', wound_location: '20 cm below the right armpit' }, {
    note: 'The distance locates the wound; it is not its length.',
  }),
  c(2, 'An abrasion 3 cm long, 20 cm below the armpit.', { abrasion_size: '3 cm', abrasion_location: '20 cm below the armpit' }),
  c(3, 'The spleen weighs 680 grams and the liver is enlarged and fatty.', { spleen_weight: '680 g' }),
  c(4, 'The heart weighs 520 grams, the expected weight for his height and body weight being 380 grams.', { heart_weight: '520 g' }, {
    note: 'The predicted weight from reference tables is not the heart weight, and "body weight" here has no value.',
  }),
  c(5, 'According to his 62-year-old brother he had complained of chest pain; the heart weighs 480 grams.', { heart_weight: '480 g' }, {
    note: 'The brother’s age is not the age of the deceased.',
  }),
  c(6, 'The knife blade was 15 cm long and the wound track measures 11 cm.', { wound_depth: '11 cm' }),
  c(7, 'He fell from a third floor balcony, a height of about 9 metres.', { fall_height: '9 m' }),
  c(8, 'Brain weight 1,380 grams, with 30 mL of subdural blood.', { brain_weight: '1380 g', subdural_haematoma_volume: '30 mL' }),
  c(9, 'The liver, which weighs 1,850 grams, is pale and greasy.', { liver_weight: '1850 g' }),
  c(10, 'A stab wound on the left chest, 5 cm from the midline and 130 cm above the heel, measuring 2.5 cm.', {
    wound_location: 'left chest',
    distance_from_midline: '5 cm',
    height_above_heel: '130 cm',
    wound_length: '2.5 cm',
  }, { note: 'Distances that have their own fields are not repeated in the location; other landmarks stay in it.' }),
  c(11, 'At 10.30 pm the rectal temperature was 31.2 degrees and the room temperature 18 degrees.', {
    body_temperature: '31.2 °C',
    ambient_temperature: '18 °C',
  }),
  c(12, 'Admitted to hospital on the 3rd of March with chest pain, he died 4 days later. The heart weighs 560 grams.', { heart_weight: '560 g' }, {
    note: 'Neither date of death nor time since death is said: the date is of admission and the year is missing.',
  }),
  c(13, 'The heart weighs 430 g; a 2 cm length of the LAD was taken for histology.', { heart_weight: '430 g' }),
  c(14, 'The right lung weighs 750 grams and contains a 3 cm tumour in the upper lobe.', { right_lung_weight: '750 g' }),
  c(15, 'A 4 cm tumour is present in the upper lobe of the left lung, which weighs 690 grams.', { left_lung_weight: '690 g' }),
  c(16, 'Exhibit AB/3, a swab, was taken before the spleen was weighed at 170 grams.', { spleen_weight: '170 g' }),
  c(17, 'He had lost 12 kilograms over the past year; the body now weighs 51 kilograms.', { body_weight: '51 kg' }),
  c(18, 'The gastric contents, about 200 mL of partially digested food including rice, were retained.', {
    gastric_contents_volume: '200 mL',
    stomach_contents: 'partially digested food including rice',
  }),
  c(19, 'Cause of death: 1a haemorrhage, 1b stab wound of the chest.', { cause_of_death: 'haemorrhage' }, {
    note: 'The field is part I(a); I(b) is another line of the certificate.',
  }),
  c(20, 'The left anterior descending artery shows 70% stenosis 2 cm from its origin.', { lad_stenosis: '70%' }),
  c(21, 'He was prescribed 20 mg of citalopram daily and the thyroid weighs 26 grams.', { thyroid_weight: '26 g' }),
  c(22, 'The scalp hair is dark brown and measures up to 4 cm.', { hair_colour: 'dark brown', hair_length: '4 cm' }),
  c(23, 'The lungs weigh 1,480 grams together.', {}, { note: 'No field holds a combined lung weight; splitting it would invent two values.' }),
  c(24, 'The spleen, 240 grams, and the liver, 2,100 grams, are both enlarged.', { spleen_weight: '240 g', liver_weight: '2100 g' }),
  c(25, 'A 10 cm kitchen knife was recovered from the scene; the wound measures 2.2 cm in length.', { wound_length: '2.2 cm' }),
  c(26, 'The heart was received in formalin after 2 weeks of fixation.', {}, {
    note: 'Weeks of fixation are no gestational age, and no heart weight is said.',
  }),
  c(27, 'A bruise 4 x 3 cm on the outer aspect of the right thigh.', { bruise_size: '4 x 3 cm', bruise_location: 'outer aspect of the right thigh' }),
  c(28, 'The body was found 200 metres from his car; the brain weighs 1,330 grams.', { brain_weight: '1330 g' }, {
    note: 'A distance on the ground is no fall height.',
  }),
  c(29, 'There is a 5 cm laceration of the scalp, and the skull beneath it is intact; the brain weighs 1,440 grams.', {
    wound_length: '5 cm',
    wound_location: 'scalp',
    brain_weight: '1440 g',
  }),
  c(30, 'The liver weighs 1,700 grams, the normal range being 1,200 to 1,500 grams.', { liver_weight: '1700 g' }),
]
