import { family } from './make'

const c = family('lists', 'lists')

/** Several fields in one sentence: an opener ("Organ weights:"), then name-value pairs. */
export const LISTS = [
  c(1, 'Organ weights: brain 1,345 g, heart 335 g, pancreas 95 g.', {
    brain_weight: '1345 g',
    heart_weight: '335 g',
    pancreas_weight: '95 g',
  }),
  c(
    2,
    'Organ weights as follows. Brain 1,410 grams. Heart 390 grams. Right lung 610 grams. Left lung 540 grams. Liver 1,720 grams. Spleen 160 grams. Right kidney 150 grams. Left kidney 145 grams.',
    {
      brain_weight: '1410 g',
      heart_weight: '390 g',
      right_lung_weight: '610 g',
      left_lung_weight: '540 g',
      liver_weight: '1720 g',
      spleen_weight: '160 g',
      right_kidney_weight: '150 g',
      left_kidney_weight: '145 g',
    },
  ),
  c(3, 'Weights: heart 520, liver 2,310, spleen 340 grams.', { heart_weight: '520 g', liver_weight: '2310 g', spleen_weight: '340 g' }),
  c(4, 'The heart weighs 460 grams, the liver 1,980 grams and the spleen 190 grams.', {
    heart_weight: '460 g',
    liver_weight: '1980 g',
    spleen_weight: '190 g',
  }),
  c(5, 'Coronary arteries: left main stem 10%, LAD 75%, circumflex 40%, right coronary 90%.', {
    left_main_stenosis: '10%',
    lad_stenosis: '75%',
    circumflex_stenosis: '40%',
    rca_stenosis: '90%',
  }),
  c(6, 'Valve circumferences: tricuspid 12 cm, pulmonary 7.5 cm, mitral 10 cm, aortic 7 cm.', {
    tricuspid_valve_circumference: '12 cm',
    pulmonary_valve_circumference: '7.5 cm',
    mitral_valve_circumference: '10 cm',
    aortic_valve_circumference: '7 cm',
  }),
  c(7, 'Body length 176 cm, body weight 81 kg, BMI 26.1.', { body_length: '176 cm', body_weight: '81 kg', bmi: '26.1 kg/m²' }),
  c(
    8,
    'Measurements: crown-heel length 51 cm, crown-rump length 34 cm, head circumference 35 cm, chest circumference 33 cm, foot length 7.8 cm.',
    {
      crown_heel_length: '51 cm',
      crown_rump_length: '34 cm',
      head_circumference: '35 cm',
      chest_circumference: '33 cm',
      foot_length: '7.8 cm',
    },
  ),
  c(9, 'Thyroid 18 g, thymus 9 g, adrenals 12 g combined.', { thyroid_weight: '18 g', thymus_weight: '9 g', adrenal_glands_weight: '12 g' }),
  c(10, 'The heart, liver and spleen weigh 410, 1,850 and 210 grams respectively.', {
    heart_weight: '410 g',
    liver_weight: '1850 g',
    spleen_weight: '210 g',
  }),
  c(11, 'Brain 1,290; heart 310; liver 1,460; spleen 110, all in grams.', {
    brain_weight: '1290 g',
    heart_weight: '310 g',
    liver_weight: '1460 g',
    spleen_weight: '110 g',
  }),
  c(12, 'Wound measurements: length 3.2 cm, width 0.9 cm, depth 11 cm.', { wound_length: '3.2 cm', wound_width: '0.9 cm', wound_depth: '11 cm' }),
  c(13, 'Gastric contents 250 mL, urine 40 mL.', { gastric_contents_volume: '250 mL', urine_volume: '40 mL' }, {
    note: 'A volume said after "gastric contents" is the volume field, not the free-text contents.',
  }),
  c(14, 'Postmortem changes: rectal temperature 27.6 degrees, ambient 11 degrees.', { body_temperature: '27.6 °C', ambient_temperature: '11 °C' }),
  c(15, 'Toxicology: blood alcohol 156 mg per 100 mL, carboxyhaemoglobin 4%.', {
    blood_alcohol_concentration: '156 mg/100 mL',
    carboxyhaemoglobin: '4%',
  }),
  c(16, 'Heart 370 g. Liver 1,590 g. Spleen 130 g. Pancreas 80 g.', {
    heart_weight: '370 g',
    liver_weight: '1590 g',
    spleen_weight: '130 g',
    pancreas_weight: '80 g',
  }),
  c(17, 'Organ weights in grams: brain 1400, heart 450, liver 1900.', { brain_weight: '1400 g', heart_weight: '450 g', liver_weight: '1900 g' }),
  c(18, 'Haemothorax 1,200 mL and haemoperitoneum 300 mL.', { haemothorax_volume: '1200 mL', haemoperitoneum_volume: '300 mL' }),
  c(19, 'Paediatric measurements: birth weight 3,250 grams, gestational age 39 weeks.', { birth_weight: '3250 g', gestational_age: '39 weeks' }),
  c(20, 'Entrance wound diameter 0.8 cm, abrasion collar 2 mm, stippling diameter 6 cm.', {
    entrance_wound_diameter: '0.8 cm',
    abrasion_collar_width: '2 mm',
    stippling_diameter: '6 cm',
  }),
  c(21, 'Heart 395 g, LV 1.6 cm, RV 0.3 cm.', { heart_weight: '395 g', left_ventricle_thickness: '1.6 cm', right_ventricle_thickness: '0.3 cm' }),
  c(22, 'Body weight 92 kg; body length 181 cm.', { body_weight: '92 kg', body_length: '181 cm' }),
  c(23, 'The weights of the organs were: heart, 430 grams; liver, 1,760 grams; right lung, 650 grams; left lung, 570 grams.', {
    heart_weight: '430 g',
    liver_weight: '1760 g',
    right_lung_weight: '650 g',
    left_lung_weight: '570 g',
  }),
  c(24, 'Prostate 45 g, right testis 20 g, left testis 19 g.', { prostate_weight: '45 g', right_testis_weight: '20 g', left_testis_weight: '19 g' }),
  c(25, 'Heart 410 grams comma liver 1,650 grams comma spleen 150 grams full stop', {
    heart_weight: '410 g',
    liver_weight: '1650 g',
    spleen_weight: '150 g',
  }, { note: 'Spoken punctuation left in the transcript.' }),
]
