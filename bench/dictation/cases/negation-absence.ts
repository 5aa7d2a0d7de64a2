import { family } from './make'

const c = family('negation-absence', 'neg')

/**
 * "No X", "X not weighed", "X absent", "X surgically removed": X gets no value. Fields whose
 * allowed values include "absent" (petechiae, froth, soot…) are left to choices-locations, where
 * "absent" is their value.
 */
export const NEGATION_ABSENCE = [
  c(1, 'The spleen was not weighed.', {}, { negated: ['spleen_weight'] }),
  c(2, 'Spleen absent, previous splenectomy.', {}, { negated: ['spleen_weight'] }),
  c(3, 'The thyroid has been surgically removed.', {}, { negated: ['thyroid_weight'] }),
  c(4, 'The right kidney is surgically absent; the left kidney weighs 180 grams.', { left_kidney_weight: '180 g' }, {
    negated: ['right_kidney_weight'],
  }),
  c(5, 'No subdural haematoma.', {}, { negated: ['subdural_haematoma_volume'] }),
  c(6, 'There is no haemothorax.', {}, { negated: ['haemothorax_volume'] }),
  c(7, 'No haemoperitoneum.', {}, { negated: ['haemoperitoneum_volume'] }),
  c(8, 'There is no exit wound.', {}, { negated: ['exit_wound_location'] }),
  c(9, 'No ligature was present when the body was examined.', {}, { negated: ['ligature_material'] }),
  c(10, 'There are no tattoos.', {}, {
    negated: ['tattoos'],
    note: 'By issue 10\'s rule "no X" never fills X; the template keeps its own wording for a field left empty.',
  }),
  c(11, 'The LAD contains a stent and the degree of stenosis could not be assessed.', {}, { negated: ['lad_stenosis'] }),
  c(12, 'Body temperature was not taken at the scene.', {}, { negated: ['body_temperature'] }),
  c(13, 'The ambient temperature was not recorded.', {}, { negated: ['ambient_temperature'] }),
  c(14, 'The brain was not weighed because of extensive fragmentation.', {}, { negated: ['brain_weight'] }),
  c(15, 'The lungs were not weighed separately; their combined weight is 1,500 grams.', {}, {
    negated: ['right_lung_weight', 'left_lung_weight'],
  }),
  c(16, 'Heart weight not recorded.', {}, { negated: ['heart_weight'] }),
  c(17, 'The pancreas could not be weighed owing to autolysis.', {}, { negated: ['pancreas_weight'] }),
  c(18, 'Thymus not identified.', {}, { negated: ['thymus_weight'] }),
  c(19, 'There is no subdural, extradural or subarachnoid haemorrhage.', {}, { negated: ['subdural_haematoma_volume'] }),
  c(20, 'The uterus is absent following hysterectomy.', {}, { negated: ['uterus_weight'] }),
  c(21, 'The adrenal glands could not be identified owing to autolysis.', {}, {
    negated: ['adrenal_glands_weight', 'right_adrenal_weight', 'left_adrenal_weight'],
  }),
  c(22, 'The left lung was retained whole for the police and was not weighed; the right lung weighs 620 grams.', { right_lung_weight: '620 g' }, {
    negated: ['left_lung_weight'],
  }),
  c(23, 'The body was not weighed.', {}, { negated: ['body_weight'] }),
  c(24, 'Blood alcohol concentration, result awaited.', {}, { negated: ['blood_alcohol_concentration'] }),
  c(25, 'No wound track could be followed beyond the subcutaneous fat.', {}, { negated: ['wound_depth'] }),
  c(26, 'No entrance wound was identified on the back.', {}, { negated: ['entrance_wound_location'] }),
  c(27, 'No rectal temperature was taken.', {}, { negated: ['body_temperature'] }),
  c(28, 'The gastric contents were not measured.', {}, { negated: ['gastric_contents_volume'] }),
  c(29, 'The prostate was not weighed, and the testes were not examined.', {}, {
    negated: ['prostate_weight', 'right_testis_weight', 'left_testis_weight'],
  }),
  c(30, 'Heart 360 grams; the spleen was not weighed.', { heart_weight: '360 g' }, { negated: ['spleen_weight'] }),
  c(31, 'No abrasion collar is seen around the entrance wound.', {}, { negated: ['abrasion_collar_width'] }),
  c(32, 'There is no bumper injury on either leg.', {}, { negated: ['bumper_injury_height'] }),
  c(33, 'The right testis is absent; the left testis weighs 18 grams.', { left_testis_weight: '18 g' }, { negated: ['right_testis_weight'] }),
  c(34, 'Um, the gallbladder has been removed, and er, the liver was not weighed, full stop.', {}, { negated: ['liver_weight'] }),
  c(35, 'There is no wound of exit.', {}, { negated: ['exit_wound_location'] }),
  c(36, 'The heart could not be weighed as it had been retained by the hospital for cardiac pathology.', {}, { negated: ['heart_weight'] }),
]
