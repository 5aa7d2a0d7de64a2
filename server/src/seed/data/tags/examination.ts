import type { SeedTag } from '../types'
import { field, PRESENT_ABSENT } from './field'

const organ = field('Organ Weights')
const pm = field('Postmortem Changes')
const cardio = field('Cardiovascular')
const internal = field('Internal Findings')

/** Fields of the examination of the body and its organs. */
export const EXAMINATION_TAGS: SeedTag[] = [
  // Organ weights
  organ('brain_weight', 'Fresh weight of the whole brain including cerebellum and brainstem.', {
    aliases: ['brain weighs', 'the brain weighs', 'fresh brain weight', 'weight of the brain', 'encephalon weighs'],
    unit: 'g',
  }),
  organ('heart_weight', 'Weight of the heart after removal of blood clots, great vessels trimmed.', {
    aliases: ['heart weighs', 'the heart weighs', 'cardiac weight', 'weight of the heart'],
    unit: 'g',
  }),
  organ('right_lung_weight', 'Weight of the right lung.', {
    aliases: ['right lung weighs', 'the right lung weighs', 'weight of the right lung'],
    unit: 'g',
  }),
  organ('left_lung_weight', 'Weight of the left lung.', {
    aliases: ['left lung weighs', 'the left lung weighs', 'weight of the left lung'],
    unit: 'g',
  }),
  organ('liver_weight', 'Weight of the liver.', {
    aliases: ['liver weighs', 'the liver weighs', 'hepatic weight', 'weight of the liver'],
    unit: 'g',
  }),
  organ('spleen_weight', 'Weight of the spleen.', {
    aliases: ['spleen weighs', 'the spleen weighs', 'splenic weight', 'weight of the spleen'],
    unit: 'g',
  }),
  organ('right_kidney_weight', 'Weight of the right kidney.', {
    aliases: ['right kidney weighs', 'the right kidney weighs', 'weight of the right kidney'],
    unit: 'g',
  }),
  organ('left_kidney_weight', 'Weight of the left kidney.', {
    aliases: ['left kidney weighs', 'the left kidney weighs', 'weight of the left kidney'],
    unit: 'g',
  }),
  organ('thyroid_weight', 'Weight of the thyroid gland.', {
    aliases: ['thyroid weighs', 'the thyroid weighs', 'thyroid gland weighs', 'weight of the thyroid'],
    unit: 'g',
  }),
  organ('pancreas_weight', 'Weight of the pancreas.', {
    aliases: ['pancreas weighs', 'the pancreas weighs', 'pancreatic weight', 'weight of the pancreas'],
    unit: 'g',
  }),
  organ('thymus_weight', 'Weight of the thymus.', {
    aliases: ['thymus weighs', 'the thymus weighs', 'thymic weight', 'weight of the thymus'],
    unit: 'g',
  }),
  organ('adrenal_glands_weight', 'Combined weight of both adrenal glands.', {
    aliases: ['adrenals weigh', 'the adrenal glands weigh', 'combined adrenal weight', 'adrenal weight'],
    unit: 'g',
  }),

  // Postmortem changes
  pm('rigor_mortis', 'State of rigor mortis.', {
    aliases: ['rigor', 'rigidity', 'rigor is', 'rigor mortis is', 'cadaveric rigidity'],
    values: ['absent', 'developing', 'fully established', 'passing', 'resolved'],
  }),
  pm('livor_mortis', 'Fixation of hypostasis (blanching on pressure or fixed).', {
    aliases: ['livor', 'lividity', 'hypostasis', 'postmortem hypostasis', 'livores', 'lividity is'],
    values: ['absent', 'blanching', 'partially fixed', 'fixed'],
  }),
  pm('livor_distribution', 'Distribution and colour of hypostasis and whether it matches the position found.', {
    aliases: ['distribution of lividity', 'lividity is distributed', 'hypostasis over', 'livor distribution is'],
  }),
  pm('body_temperature', 'Deep rectal or core body temperature, with the time it was taken.', {
    aliases: ['rectal temperature', 'core temperature', 'deep rectal temperature', 'body temperature was', 'temperature of the body'],
    unit: '°C',
  }),
  pm('ambient_temperature', 'Ambient temperature at the scene when the body temperature was taken.', {
    aliases: ['room temperature', 'ambient temperature was', 'environmental temperature', 'scene temperature', 'air temperature'],
    unit: '°C',
  }),
  pm('time_since_death', 'Estimated postmortem interval (for example by the Henssge nomogram).', {
    aliases: ['postmortem interval', 'estimated time since death', 'p m i', 'interval since death', 'dead for approximately'],
    unit: 'h',
  }),
  pm('decomposition', 'Degree of decomposition.', {
    aliases: ['putrefaction', 'decompositional changes', 'state of decomposition', 'decomposition is'],
    values: ['none', 'early', 'moderate', 'advanced', 'skeletonised'],
  }),

  // Cardiovascular
  cardio('left_main_stenosis', 'Maximum luminal stenosis of the left main coronary artery.', {
    aliases: ['left main stem', 'left main coronary artery', 'l m s', 'left main stem narrowed by'],
    unit: '%',
  }),
  cardio('lad_stenosis', 'Maximum luminal stenosis of the left anterior descending coronary artery.', {
    aliases: ['left anterior descending', 'l a d', 'left anterior descending stenosis', 'left anterior descending narrowed by'],
    unit: '%',
  }),
  cardio('circumflex_stenosis', 'Maximum luminal stenosis of the left circumflex coronary artery.', {
    aliases: ['circumflex', 'left circumflex', 'l c x', 'circumflex narrowed by'],
    unit: '%',
  }),
  cardio('rca_stenosis', 'Maximum luminal stenosis of the right coronary artery.', {
    aliases: ['right coronary artery', 'r c a', 'right coronary stenosis', 'right coronary artery narrowed by'],
    unit: '%',
  }),
  cardio('left_ventricle_thickness', 'Thickness of the left ventricular free wall, excluding trabeculae.', {
    aliases: ['left ventricular wall', 'left ventricle measures', 'left ventricular wall measures', 'l v wall', 'left ventricular thickness'],
    unit: 'cm',
  }),
  cardio('right_ventricle_thickness', 'Thickness of the right ventricular free wall, excluding trabeculae.', {
    aliases: ['right ventricular wall', 'right ventricle measures', 'right ventricular wall measures', 'r v wall', 'right ventricular thickness'],
    unit: 'cm',
  }),
  cardio('tricuspid_valve_circumference', 'Circumference of the tricuspid valve ring.', {
    aliases: ['tricuspid valve measures', 'tricuspid valve ring', 'tricuspid annulus'],
    unit: 'cm',
  }),
  cardio('pulmonary_valve_circumference', 'Circumference of the pulmonary valve ring.', {
    aliases: ['pulmonary valve measures', 'pulmonary valve ring', 'pulmonary annulus'],
    unit: 'cm',
  }),
  cardio('mitral_valve_circumference', 'Circumference of the mitral valve ring.', {
    aliases: ['mitral valve measures', 'mitral valve ring', 'mitral annulus'],
    unit: 'cm',
  }),
  cardio('aortic_valve_circumference', 'Circumference of the aortic valve ring.', {
    aliases: ['aortic valve measures', 'aortic valve ring', 'aortic annulus'],
    unit: 'cm',
  }),
  cardio('aortic_atherosclerosis', 'Severity of atherosclerosis of the aorta.', {
    aliases: ['aortic atheroma', 'atheroma of the aorta', 'atherosclerosis of the aorta'],
    values: ['none', 'mild', 'moderate', 'severe'],
  }),

  // Internal findings
  internal('stomach_contents', 'Nature of the gastric contents, including recognisable food and tablet residue.', {
    aliases: ['stomach contains', 'the stomach contains', 'gastric contents', 'contents of the stomach'],
  }),
  internal('gastric_contents_volume', 'Volume of the gastric contents.', {
    aliases: ['volume of gastric contents', 'gastric volume', 'gastric contents measure'],
    unit: 'mL',
  }),
  internal('urine_volume', 'Volume of urine in the bladder.', {
    aliases: ['bladder contains', 'the bladder contains', 'urine in the bladder', 'bladder urine'],
    unit: 'mL',
  }),
  internal('subdural_haematoma_volume', 'Volume of acute subdural haemorrhage.', {
    aliases: ['subdural haematoma', 'subdural hematoma', 'subdural blood', 'subdural collection'],
    unit: 'mL',
  }),
  internal('haemothorax_volume', 'Volume of blood in the pleural cavity.', {
    aliases: ['haemothorax', 'hemothorax', 'blood in the chest', 'blood in the pleural cavity'],
    unit: 'mL',
  }),
  internal('haemoperitoneum_volume', 'Volume of blood in the peritoneal cavity.', {
    aliases: ['haemoperitoneum', 'hemoperitoneum', 'blood in the abdomen', 'blood in the peritoneal cavity'],
    unit: 'mL',
  }),
  internal('airway_froth', 'Fine white or blood-tinged froth in the mouth, nostrils and airways.', {
    aliases: ['froth', 'frothy fluid', 'foam cone', 'froth in the airways', 'frothy fluid in the airways'],
    values: PRESENT_ABSENT,
  }),
  internal('sphenoid_sinus_fluid', 'Fluid within the sphenoid sinus.', {
    aliases: ['sphenoid sinus', 'fluid in the sphenoid sinus', 'sphenoidal fluid', 'sinus fluid'],
    values: PRESENT_ABSENT,
  }),
  internal('wischnewski_spots', 'Haemorrhagic erosions of the gastric mucosa associated with hypothermia.', {
    aliases: ['wischnewski lesions', 'gastric erosions', 'gastric mucosal haemorrhages', 'black gastric erosions'],
    values: PRESENT_ABSENT,
  }),
]
