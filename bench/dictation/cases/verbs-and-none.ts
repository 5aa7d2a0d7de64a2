import { family } from './make'

const c = family('verbs-and-none', 'verbs')

/** A field and its value joined by a verb (weighs, weighing, measures, is), by a colon, or by nothing at all. */
export const VERBS_AND_NONE = [
  c(1, 'The spleen weighs 165 grams.', { spleen_weight: '165 g' }),
  c(2, 'Spleen 120 g.', { spleen_weight: '120 g' }),
  c(3, 'Spleen: 210 grams.', { spleen_weight: '210 g' }),
  c(4, 'Spleen weight 95.', { spleen_weight: '95 g' }, { note: 'No unit said: the field’s usual unit.' }),
  c(5, 'The liver, weighing 1,640 grams, has a smooth capsule.', { liver_weight: '1640 g' }),
  c(6, 'The heart measures 12 by 10 by 6 cm and weighs 410 grams.', { heart_weight: '410 g' }, {
    note: 'The heart’s dimensions are no field.',
  }),
  c(7, 'The right kidney weighed 155 grams.', { right_kidney_weight: '155 g' }),
  c(8, 'Left kidney weighing 140 g.', { left_kidney_weight: '140 g' }),
  c(9, 'The brain has a fresh weight of 1,390 grams.', { brain_weight: '1390 g' }),
  c(10, 'Weight of the thyroid gland 22 grams.', { thyroid_weight: '22 g' }),
  c(11, 'The body measures 172 cm in length.', { body_length: '172 cm' }),
  c(12, 'The body weighs 68.4 kilograms.', { body_weight: '68.4 kg' }),
  c(13, 'The left ventricular free wall measures 1.4 cm in thickness.', { left_ventricle_thickness: '1.4 cm' }),
  c(14, 'Measuring 2.8 cm in length, the wound lies horizontally.', { wound_length: '2.8 cm' }),
  c(15, 'The pancreas is 85 grams.', { pancreas_weight: '85 g' }),
  c(16, 'Heart weight is 380 grams.', { heart_weight: '380 g' }),
  c(17, 'The gastric contents measure approximately 150 mL.', { gastric_contents_volume: '150 mL' }),
  c(18, 'The bladder contains 60 mL of urine.', { urine_volume: '60 mL' }),
  c(19, 'Right lung, 590 grams.', { right_lung_weight: '590 g' }),
  c(20, 'Thymus 12 grams.', { thymus_weight: '12 g' }),
  c(21, 'The wound track measures 9 cm.', { wound_depth: '9 cm' }),
  c(22, 'Head circumference 34.5 cm.', { head_circumference: '34.5 cm' }),
  c(23, 'The abrasion collar measures 2 mm in width.', { abrasion_collar_width: '2 mm' }),
  c(24, 'The liver is heavy at 2,150 grams.', { liver_weight: '2150 g' }),
  c(25, 'The adrenal glands together weigh 13 grams.', { adrenal_glands_weight: '13 g' }),
  c(26, 'The ligature mark measures 8 mm in width.', { ligature_mark_width: '8 mm' }),
  c(27, 'Prostate 32 g.', { prostate_weight: '32 g' }),
  c(28, 'The uterus weighs 95 grams.', { uterus_weight: '95 g' }),
  c(29, 'Crown to rump length is 31 centimetres.', { crown_rump_length: '31 cm' }),
  c(30, 'The left lung weighs 480 grams.', { left_lung_weight: '480 g' }),
  c(31, 'The spleen weighs 140 grams period.', { spleen_weight: '140 g' }, { note: 'American spoken punctuation.' }),
]
