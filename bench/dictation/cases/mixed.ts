import { family } from './make'

const c = family('mixed', 'mixed')

/** Paragraphs as they are really dictated: narrative around one to a few field values. */
export const MIXED = [
  c(1, 'The body is that of an adult male. Um, the body measures 178 cm and weighs 84 kilograms. The clothing had been cut by paramedics.', {
    sex: 'male',
    body_length: '178 cm',
    body_weight: '84 kg',
  }),
  c(
    2,
    'The heart is enlarged and globular. It weighs 540 grams. The coronary arteries are tortuous, and the LAD shows 80 percent stenosis 2 centimetres from its origin. The myocardium shows no scarring.',
    { heart_weight: '540 g', lad_stenosis: '80%' },
  ),
  c(3, 'He was found by a neighbour at around 7 am, having reportedly fallen from a height of about 6 metres. The brain weighs 1,460 grams.', {
    fall_height: '6 m',
    brain_weight: '1460 g',
  }),
  c(4, 'The scene was visited at 0300 hours. The rectal temperature was 30.5 degrees and the ambient temperature 12 degrees. The body was then removed to the mortuary.', {
    body_temperature: '30.5 °C',
    ambient_temperature: '12 °C',
  }),
  c(5, 'There is a 3-year history of alcohol dependence. The liver weighs 2,450 grams and is yellow and greasy. The spleen weighs 260 grams.', {
    liver_weight: '2450 g',
    spleen_weight: '260 g',
  }),
  c(
    6,
    'The stab wound is situated on the left side of the chest, 4 cm from the midline and 128 cm above the heel. The wound measures 2.1 cm when the edges are apposed. The track passes through the fourth intercostal space into the heart.',
    { wound_location: 'left side of the chest', distance_from_midline: '4 cm', height_above_heel: '128 cm', wound_length: '2.1 cm' },
    { note: 'The fourth intercostal space is the path of the track, not a direction.' },
  ),
  c(7, 'The deceased is a female infant. She was put down to sleep at midnight and found unresponsive at 6 am. The anterior fontanelle is sunken. The body weighs 4.2 kg.', {
    sex: 'female',
    anterior_fontanelle: 'sunken',
    body_weight: '4.2 kg',
  }),
  c(8, 'Internal examination, full stop. The pleural cavities contain 1,200 mL of blood, mostly on the right, full stop. The right lung is collapsed and weighs 410 grams.', {
    haemothorax_volume: '1200 mL',
    right_lung_weight: '410 g',
  }),
  c(
    9,
    'Toxicology results were received on the 4th of April. The blood alcohol concentration was 245 milligrams per 100 millilitres, about three times the legal limit for driving.',
    { blood_alcohol_concentration: '245 mg/100 mL' },
  ),
  c(10, 'The ligature was electrical flex. It had been cut by police before my arrival. The furrow measures 10 mm in width.', {
    ligature_material: 'electrical flex',
    ligature_mark_width: '10 mm',
  }),
  c(11, 'The decedent was a pedestrian struck by a van travelling at around 30 miles per hour. The bumper injury is 52 cm above the left heel. The brain weighs 1,380 grams.', {
    road_user_type: 'pedestrian',
    bumper_injury_height: '52 cm',
    brain_weight: '1380 g',
  }),
  c(12, 'Um, on reflecting the dura, there is a thin film of subdural blood over the left hemisphere, er, estimated at 20 mL. The brain weighs 1,510 grams.', {
    subdural_haematoma_volume: '20 mL',
    brain_weight: '1510 g',
  }),
  c(13, 'There is a gunshot entrance wound on the right temple with a 1 mm abrasion collar. The exit wound is on the left parietal scalp.', {
    entrance_wound_location: 'right temple',
    abrasion_collar_width: '1 mm',
    exit_wound_location: 'left parietal scalp',
  }),
  c(14, 'The heart weighs 380 grams. The valves are normal. The left ventricle is 1.3 cm thick and the right 0.3 cm. The coronary arteries are widely patent.', {
    heart_weight: '380 g',
    left_ventricle_thickness: '1.3 cm',
    right_ventricle_thickness: '0.3 cm',
  }, { note: '"Widely patent" gives no stenosis figure.' }),
  c(15, 'The stomach contains about 400 mL of brown fluid with tablet fragments, which were retained. The bladder contains 250 mL of urine. New paragraph.', {
    gastric_contents_volume: '400 mL',
    stomach_contents: 'brown fluid with tablet fragments',
    urine_volume: '250 mL',
  }),
  c(16, 'I estimate the time since death at around 10 hours. This estimate is based on the body temperature and the state of rigor, and carries a margin of error of at least 2.8 hours.', {
    time_since_death: '10 h',
  }, { note: 'The margin of error is not the interval; body temperature and rigor are named without values.' }),
  c(17, 'On external examination the irides are hazel and the sclerae are clear. The nose and ears are intact.', { eye_colour: 'hazel', sclerae: 'clear' }),
  c(18, 'The body is that of an elderly female who had lived alone. The body length is 154 centimetres. Rigor mortis is passing.', {
    sex: 'female',
    body_length: '154 cm',
    rigor_mortis: 'passing',
  }),
  c(19, 'Opinion. In my opinion the cause of death was 1a hanging. The manner of death is suicide.', { cause_of_death: 'hanging', manner_of_death: 'suicide' }),
  c(20, 'The deceased was a 54-year-old male with a history of hypertension. The heart weighs 610 grams.', {
    age_estimate: '54 years',
    sex: 'male',
    heart_weight: '610 g',
  }),
  c(21, 'The clinical history is of type 2 diabetes for 15 years. The pancreas weighs 70 grams and is firm. The kidneys weigh 130 grams each.', {
    pancreas_weight: '70 g',
    right_kidney_weight: '130 g',
    left_kidney_weight: '130 g',
  }),
  c(22, 'There were eleven stab wounds in all. I will describe them in turn, starting with the chest.', { stab_wound_count: '11' }),
  c(23, 'The body was received at the mortuary at 14:10 on the day of death. Hypostasis is fixed. Rigor mortis is fully established.', {
    livor_mortis: 'fixed',
    rigor_mortis: 'fully established',
  }),
  c(24, 'The neck was dissected in a bloodless field. There is no bruising of the strap muscles. The hyoid bone is intact, and the ligature mark runs obliquely, with a width of 6 mm.', {
    laryngeal_skeleton: 'intact',
    ligature_mark_course: 'oblique',
    ligature_mark_width: '6 mm',
  }, { negated: ['bruise_location', 'bruise_size'] }),
  c(
    25,
    'Um, he was, er, reportedly a heavy smoker. The lungs weigh 920 and 860 grams, right and left respectively, and show emphysema. Carboxyhaemoglobin was 8 percent.',
    { right_lung_weight: '920 g', left_lung_weight: '860 g', carboxyhaemoglobin: '8%' },
  ),
  c(
    26,
    'Cardiovascular system. The pericardial sac is intact and contains a small amount of straw-coloured fluid. The heart weighs 470 grams. The coronary arteries arise normally, and the circulation is right dominant. The left anterior descending artery shows up to 90 percent stenosis in its proximal third, the circumflex 40 percent, and the right coronary artery 60 percent. The left ventricular free wall measures 1.7 cm and the right 0.4 cm. There is a pale scar, 2 cm across, in the posterior wall of the left ventricle.',
    {
      heart_weight: '470 g',
      lad_stenosis: '90%',
      circumflex_stenosis: '40%',
      rca_stenosis: '60%',
      left_ventricle_thickness: '1.7 cm',
      right_ventricle_thickness: '0.4 cm',
    },
    { note: 'A scar in the myocardium is not one of the identifying scars on the skin.' },
  ),
  c(
    27,
    'Postmortem changes. Rigor mortis is fully established in all muscle groups. Hypostasis is fixed. The rectal temperature at 0715 hours was 24.2 degrees, with an ambient temperature of 8 degrees. The body had been lying outdoors overnight.',
    { rigor_mortis: 'fully established', livor_mortis: 'fixed', body_temperature: '24.2 °C', ambient_temperature: '8 °C' },
  ),
  c(
    28,
    'The deceased was found hanging from the loft hatch by his partner at 18:30. Paramedics attended but did not attempt resuscitation. The ligature, a yellow nylon tow rope, had been cut and left around the neck. The ligature mark is 15 mm wide and runs obliquely upwards to a suspension point behind the right ear.',
    {
      ligature_material: 'yellow nylon tow rope',
      ligature_mark_width: '15 mm',
      ligature_mark_course: 'oblique',
      suspension_point: 'behind the right ear',
    },
  ),
  c(29, 'The infant was born at 38 weeks gestation, weighing 3,100 grams. He was found prone by his mother. Crown-heel length 56 cm, head circumference 37 cm.', {
    gestational_age: '38 weeks',
    birth_weight: '3100 g',
    sleep_position: 'prone',
    crown_heel_length: '56 cm',
    head_circumference: '37 cm',
  }),
]
