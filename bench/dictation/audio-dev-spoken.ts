/**
 * A development set of spoken sentences for tuning the offline recogniser's grammar on the way
 * pathologists talk at the table (the held-out set, ./held-out/audio.ts, is for measuring only):
 * weights said with a verb, values after a description, both sides of a paired organ in one list with
 * "respectively", "and the left N" for the second side, body measures with "measuring … and
 * weighing …", and narrative sentences that name no value. Numbers are written in words as they are
 * said; `expected` follows the value convention of ./cases.ts.
 *
 * NARRATIVE sentences name no field with a value; anything filled from them was invented.
 * Plain data: no product code is imported here.
 */
import type { AudioClip } from './audio-clips'

const field = (id: string, spoken: string, expected: Record<string, string>): AudioClip => ({ id: `dev-${id}`, kind: 'field', spoken, expected })
const narrative = (id: string, spoken: string): AudioClip => ({ id: `dev-${id}`, kind: 'narrative', spoken, expected: {} })

export const DEV_SPOKEN_FIELD_CLIPS: AudioClip[] = [
  field('heart-weighs-pale', 'the heart weighs three hundred and sixty grams and the myocardium is pale', { heart_weight: '360 g' }),
  field('liver-weighed-greasy', 'the liver weighed two thousand one hundred grams and was yellow and greasy on cutting', { liver_weight: '2100 g' }),
  field('brain-normal-weighs', 'the brain is of normal appearance and weighs one thousand three hundred and forty grams', { brain_weight: '1340 g' }),
  field('spleen-firm-weighs', 'the spleen is firm and dark and weighs one hundred and sixty grams', { spleen_weight: '160 g' }),
  field('lungs-left-right-respectively', 'the left and right lungs weigh five hundred and forty and six hundred and ten grams respectively', {
    left_lung_weight: '540 g',
    right_lung_weight: '610 g',
  }),
  field('kidneys-respectively', 'the right and left kidneys weigh one hundred and thirty and one hundred and twenty grams respectively', {
    right_kidney_weight: '130 g',
    left_kidney_weight: '120 g',
  }),
  field('lungs-sides-after', 'the lungs weigh eight hundred and seven hundred and sixty grams, right and left respectively', {
    right_lung_weight: '800 g',
    left_lung_weight: '760 g',
  }),
  field('kidney-left-elliptic', 'the right kidney weighs one hundred and forty grams and the left one hundred and fifty', {
    right_kidney_weight: '140 g',
    left_kidney_weight: '150 g',
  }),
  field('lung-left-elliptic-unit', 'the right lung weighed six hundred grams and the left five hundred and eighty grams', {
    right_lung_weight: '600 g',
    left_lung_weight: '580 g',
  }),
  field('ventricle-right-elliptic', 'the left ventricular wall measures one point six centimetres and the right zero point three', {
    left_ventricle_thickness: '1.6 cm',
    right_ventricle_thickness: '0.3 cm',
  }),
  field('body-thin-measuring-weighing', 'the body is that of a thin elderly woman measuring one hundred and fifty eight centimetres and weighing forty six kilograms', {
    body_length: '158 cm',
    body_weight: '46 kg',
  }),
  field('body-measures-weighs', 'the body measures one hundred and eighty one centimetres in length and weighs seventy nine kilograms', {
    body_length: '181 cm',
    body_weight: '79 kg',
  }),
  field('body-inches-pounds', 'the body is sixty six inches long and weighs one hundred and forty pounds', { body_length: '66 in', body_weight: '140 lb' }),
  field('body-weighs-measures', 'the body weighs ninety two kilograms and measures one hundred and seventy six centimetres', {
    body_weight: '92 kg',
    body_length: '176 cm',
  }),
  field('heart-enlarged-weighing', 'the heart is enlarged, weighing five hundred and twenty grams', { heart_weight: '520 g' }),
  field('thyroid-unremarkable', 'the thyroid gland weighs eighteen grams and is unremarkable', { thyroid_weight: '18 g' }),
  field('pancreas-lobular', 'the pancreas weighs ninety five grams and has a normal lobular pattern', { pancreas_weight: '95 g' }),
  field('stomach-brown-fluid', 'the stomach contains about one hundred and fifty millilitres of brown fluid', { gastric_contents_volume: '150 mL' }),
  field('bladder-urine', 'the urinary bladder contains approximately eighty millilitres of urine', { urine_volume: '80 mL' }),
  field('lad-narrowed', 'the left anterior descending artery is narrowed by up to ninety percent', { lad_stenosis: '90%' }),
  field('brain-on-removal', 'on removal the brain weighs one thousand two hundred and ninety grams', { brain_weight: '1290 g' }),
  field('heart-approximately', 'the heart weighs approximately four hundred and five grams', { heart_weight: '405 g' }),
  field('spleen-weighed-small', 'the spleen weighed seventy grams', { spleen_weight: '70 g' }),
  field('heart-then-lungs', 'the heart weighs three hundred and ninety grams, the right lung seven hundred and twenty grams and the left lung six hundred and sixty grams', {
    heart_weight: '390 g',
    right_lung_weight: '720 g',
    left_lung_weight: '660 g',
  }),
  field('kidneys-each-named', 'the right kidney weighs one hundred and sixty grams and the left kidney one hundred and fifty five grams', {
    right_kidney_weight: '160 g',
    left_kidney_weight: '155 g',
  }),
  field('liver-congested-weighs', 'the liver is congested and weighs one thousand eight hundred and thirty grams', { liver_weight: '1830 g' }),
  field('lungs-heavy-respectively', 'both lungs are heavy and the right and left weigh nine hundred and eight hundred and fifty grams respectively', {
    right_lung_weight: '900 g',
    left_lung_weight: '850 g',
  }),
  field('brain-swollen-weighing', 'the brain is swollen, weighing one thousand four hundred and sixty grams', { brain_weight: '1460 g' }),
  field('ventricles-respectively', 'the left and right ventricular walls measure one point four and zero point four centimetres respectively', {
    left_ventricle_thickness: '1.4 cm',
    right_ventricle_thickness: '0.4 cm',
  }),
  field('heart-weighed-then-spleen', 'the heart weighed three hundred and thirty grams and the spleen one hundred and ten grams', {
    heart_weight: '330 g',
    spleen_weight: '110 g',
  }),
  field('adrenals-together', 'the adrenal glands weigh fourteen grams together and are unremarkable', { adrenal_glands_weight: '14 g' }),
  field('liver-smooth-capsule', 'the liver has a smooth capsule and weighs one thousand six hundred grams', { liver_weight: '1600 g' }),
  // Added for the clean field sentences: a correction with "no, sorry", a list after "organ weights", descriptions after a unit.
  field('liver-no-sorry', 'the liver weighs one thousand seven hundred, no sorry, one thousand five hundred and twenty grams', {
    liver_weight: '1520 g',
  }),
  field('weights-opener-list', 'organ weights, brain one thousand three hundred and fifty grams, heart four hundred grams, spleen one hundred and twenty grams', {
    brain_weight: '1350 g',
    heart_weight: '400 g',
    spleen_weight: '120 g',
  }),
  field('spleen-diffluent-weighs', 'the spleen is soft and diffluent and weighs two hundred and ten grams', { spleen_weight: '210 g' }),
  field('heart-with-epicardium', 'the heart weighs four hundred and forty grams with a smooth glistening epicardium', { heart_weight: '440 g' }),
  field('brain-shows-flattening', 'the brain weighs one thousand four hundred grams and shows flattening of the gyri', { brain_weight: '1400 g' }),
  // Added for values with no words in the grammar: a place said before a choice, a free-text value of place words.
  field('hypostasis-dorsal-fixed', 'hypostasis is dorsal and fixed', { livor_mortis: 'fixed', livor_distribution: 'dorsal' }),
  field('livor-distribution-anterior', 'livor distribution anterior', { livor_distribution: 'anterior' }),
  // Added for run-on lists of weights said without "hundred", values given with a reporting verb, build and age in a
  // description.
  field('weights-run-on-opener', 'organ weights, brain thirteen twenty, heart three sixty, liver fifteen forty, spleen one twenty', {
    brain_weight: '1320 g',
    heart_weight: '360 g',
    liver_weight: '1540 g',
    spleen_weight: '120 g',
  }),
  field('weights-run-on-bare', 'heart four ten, liver eighteen ninety, spleen two thirty', {
    heart_weight: '410 g',
    liver_weight: '1890 g',
    spleen_weight: '230 g',
  }),
  field('lungs-run-on', 'right lung six forty, left lung five ninety', { right_lung_weight: '640 g', left_lung_weight: '590 g' }),
  field('cohb-came-back-as', 'the blood carboxyhaemoglobin came back as fifty five percent', { carboxyhaemoglobin: '55%' }),
  field('core-temperature-measured-at', 'the core temperature was measured at thirty one point two degrees', { body_temperature: '31.2 °C' }),
  field('rectal-temperature-reads', 'the rectal temperature reads twenty nine degrees', { body_temperature: '29 °C' }),
  field('build-age-man', 'the body is that of a well nourished muscular man aged about forty', {
    build: 'muscular',
    sex: 'male',
    age_estimate: '40 years',
  }),
  field('build-age-woman', 'the deceased is a thin elderly woman aged eighty two', { build: 'thin', sex: 'female', age_estimate: '82 years' }),
  // Added for run-on lists ending in a tens word before the next organ, place words of lividity, rigor, corrections said
  // aloud and the walls of the ventricles said as measures.
  field('kidneys-heart-run-on', 'right kidney one fifty, left kidney one thirty, heart four twenty', {
    right_kidney_weight: '150 g',
    left_kidney_weight: '130 g',
    heart_weight: '420 g',
  }),
  field('thyroid-heart-liver-run-on', 'thyroid twenty, heart three fifty, liver fourteen eighty', {
    thyroid_weight: '20 g',
    heart_weight: '350 g',
    liver_weight: '1480 g',
  }),
  field('livor-dorsal-blanches', 'livor mortis is dorsal and blanches', { livor_distribution: 'dorsal', livor_mortis: 'blanching' }),
  field('rigor-jaw-limbs', 'rigor mortis is fully established in the jaw and limbs', { rigor_mortis: 'fully established' }),
  field('spleen-sorry-correction', 'the spleen weighs one sixty, sorry, one hundred and six grams', { spleen_weight: '106 g' }),
  field('heart-said-correction', 'the heart weighs four twenty, correction, four hundred and two grams', { heart_weight: '402 g' }),
  field('ventricles-thick', 'the left ventricle is one point five centimetres thick and the right ventricle zero point four centimetres', {
    left_ventricle_thickness: '1.5 cm',
    right_ventricle_thickness: '0.4 cm',
  }),
  field('ventricle-walls-listed', 'left ventricular wall one point three, right ventricular wall zero point three centimetres', {
    left_ventricle_thickness: '1.3 cm',
    right_ventricle_thickness: '0.3 cm',
  }),
  field('kidneys-pale-sides-then-weights', 'both kidneys are pale and the left and right weigh one hundred and twenty and one hundred and forty grams respectively', {
    left_kidney_weight: '120 g',
    right_kidney_weight: '140 g',
  }),
  field('lungs-sides-before-verb', 'the lungs, right and left, weigh six hundred and thirty and five hundred and seventy grams', {
    right_lung_weight: '630 g',
    left_lung_weight: '570 g',
  }),
  field('lungs-congested-sides-weigh', 'both lungs are congested and the right and left weigh seven hundred and eighty and seven hundred grams', {
    right_lung_weight: '780 g',
    left_lung_weight: '700 g',
  }),
  // Added for phrasings of public protocols the grammar had no path for: a coronary artery's narrowing said with "artery", a
  // verb and a noun of narrowing around the percent, a lead-in of the step before the organ, "each" after a weight.
  field('lad-shows-stenosis', 'the left anterior descending artery shows seventy five percent stenosis', { lad_stenosis: '75%' }),
  field('rca-narrowed-up-to', 'the right coronary artery is narrowed up to sixty percent', { rca_stenosis: '60%' }),
  field('circumflex-has-narrowing', 'the circumflex artery has up to fifty percent narrowing', { circumflex_stenosis: '50%' }),
  field('brain-upon-removal', 'upon removal the brain weighs one thousand three hundred and twenty grams', { brain_weight: '1320 g' }),
  field('brain-after-fixation', 'after fixation the brain weighs one thousand two hundred and sixty grams', { brain_weight: '1260 g' }),
  field('heart-at-autopsy', 'at autopsy the heart weighs four hundred and sixty grams', { heart_weight: '460 g' }),
  field('kidneys-each', 'the kidneys weigh one hundred and forty five grams each', {
    right_kidney_weight: '145 g',
    left_kidney_weight: '145 g',
  }),
]

export const DEV_SPOKEN_NARRATIVE_CLIPS: AudioClip[] = [
  narrative('body-bag', 'the body was received in a sealed white bag with an identification tag on the right ankle'),
  narrative('pericardial-sac', 'the pericardial sac is intact and holds a small amount of straw coloured fluid'),
  narrative('coronaries-course', 'the coronary arteries arise normally and follow their usual course'),
  narrative('lungs-cut', 'the cut surfaces of both lungs are dark red and exude frothy fluid on pressure'),
  narrative('gallbladder', 'the gallbladder is thin walled and contains green bile without stones'),
  narrative('oesophagus', 'the oesophagus and stomach are opened and the lining is intact throughout'),
  narrative('spleen-capsule', 'the spleen is soft and the capsule is wrinkled'),
  narrative('ligature-rope', 'a length of blue nylon rope about eighty centimetres long was cut from the neck and kept'),
  narrative('tablet-bottle', 'an empty tablet bottle ten centimetres long and four centimetres wide lay on the bedside table'),
  narrative('scene-verge', 'the deceased lay face down on the grass verge about fifteen metres from the edge of the road'),
  narrative('times-crew', 'the ambulance crew arrived at twenty past eleven and the police were called shortly after midnight'),
  narrative('history-family', 'she had lived alone since her husband died aged seventy and her son aged forty five visited every week'),
  narrative('en-bloc', 'the neck and chest organs were removed en bloc and examined after fixation'),
  narrative('swabs-bags', 'swabs from the mouth and from both hands were taken and sealed in three labelled bags'),
  narrative('photographs', 'twenty two photographs were taken before and after the body was washed'),
  narrative('hooded-top', 'he wore a grey hooded top and blue jeans and the left sleeve was torn for about six centimetres'),
  narrative('screwdriver', 'a screwdriver with a yellow handle and a shaft twelve centimetres long was handed over by the police'),
  narrative('kitchen-knife', 'the officers produced a kitchen knife whose blade measured nineteen centimetres by two and a half centimetres'),
  narrative('resuscitation', 'an endotracheal tube and two cannulae in the backs of the hands remain in place from resuscitation'),
  narrative('examination-date', 'the examination began at nine in the morning on the fourth of March with two detectives present'),
  narrative('window-open', 'the bedroom was warm and the window had been left open about ten centimetres'),
  narrative('x-rays', 'x rays of the whole body were taken before the examination and show no metal objects'),
  narrative('ladder', 'he had fallen from a ladder about three metres high while clearing the gutters'),
  narrative('taped-handle', 'the knife found beside him had a handle wrapped in black tape and a blade about twenty centimetres long'),
  narrative('shirt-slits', 'the front of the shirt has several slits which line up with the injuries of the chest when laid over the body'),
  narrative('edges-apposed', 'the edges of each injury were brought together before it was measured because the skin had pulled them apart'),
  narrative('rib-notch', 'a small notch was found in the upper border of the sixth rib on the left close to the breastbone'),
  narrative('sleeve-blood', 'the right sleeve of the jacket was soaked with blood down to the cuff and the hands were bagged at the scene'),
  narrative('tip-radiograph', 'the radiographs show no broken tip of a blade in the chest or in the soft tissues of the back'),
  narrative('brain-sliced', 'after fixation the brain was cut into coronal slices and the ventricles were of normal size'),
  narrative('coronaries-patchy', 'the coronary arteries show patchy narrowing by atheroma without any tight stenosis'),
]
