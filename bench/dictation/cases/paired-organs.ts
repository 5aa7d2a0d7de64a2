import { family } from './make'

const c = family('paired-organs', 'paired')

/** Right and left organs (lungs, kidneys, testes, adrenals, ventricles) named together, in any order. */
export const PAIRED_ORGANS = [
  c(1, 'Testes: right 19, left 17 grams.', { right_testis_weight: '19 g', left_testis_weight: '17 g' }),
  c(2, 'Both testes weigh 18 grams each.', { right_testis_weight: '18 g', left_testis_weight: '18 g' }),
  c(3, 'The lungs weigh 705 and 655 grams, right and left respectively.', { right_lung_weight: '705 g', left_lung_weight: '655 g' }),
  c(4, 'Both kidneys weigh 140 grams each.', { right_kidney_weight: '140 g', left_kidney_weight: '140 g' }),
  c(5, 'The kidneys weigh 160 grams each.', { right_kidney_weight: '160 g', left_kidney_weight: '160 g' }),
  c(6, 'Lungs: right 820 g, left 760 g.', { right_lung_weight: '820 g', left_lung_weight: '760 g' }),
  c(7, 'The right and left kidneys weigh 150 and 135 grams respectively.', { right_kidney_weight: '150 g', left_kidney_weight: '135 g' }),
  c(8, 'The left kidney weighs 130 g and the right 145 g.', { left_kidney_weight: '130 g', right_kidney_weight: '145 g' }),
  c(9, 'Kidneys, right 175 grams, left 190 grams.', { right_kidney_weight: '175 g', left_kidney_weight: '190 g' }),
  c(10, 'The lungs are heavy and congested, the right weighing 1,050 grams and the left 930 grams.', {
    right_lung_weight: '1050 g',
    left_lung_weight: '930 g',
  }),
  c(11, 'Each lung weighs 480 grams.', { right_lung_weight: '480 g', left_lung_weight: '480 g' }),
  c(12, 'Adrenals: right 6 g, left 7 g.', { right_adrenal_weight: '6 g', left_adrenal_weight: '7 g' }),
  c(13, 'Both adrenal glands weigh 5 grams each.', { right_adrenal_weight: '5 g', left_adrenal_weight: '5 g' }, {
    note: 'The combined adrenal weight is not said; adding the two would invent a value.',
  }),
  c(14, 'Ventricular wall thickness: left 1.5 cm, right 0.4 cm.', { left_ventricle_thickness: '1.5 cm', right_ventricle_thickness: '0.4 cm' }),
  c(15, 'The left and right ventricles measure 1.3 and 0.3 cm respectively.', {
    left_ventricle_thickness: '1.3 cm',
    right_ventricle_thickness: '0.3 cm',
  }),
  c(16, 'Right lung 640, left lung 590 grams.', { right_lung_weight: '640 g', left_lung_weight: '590 g' }),
  c(17, 'Lung weights, left 510 grams, right 585 grams.', { left_lung_weight: '510 g', right_lung_weight: '585 g' }),
  c(18, 'The testes weigh 22 and 20 grams, right and left.', { right_testis_weight: '22 g', left_testis_weight: '20 g' }),
  c(19, 'Kidneys: 155 g right, 150 g left.', { right_kidney_weight: '155 g', left_kidney_weight: '150 g' }),
  c(20, 'The right lung weighs 700 grams; the left is slightly lighter at 620 grams.', { right_lung_weight: '700 g', left_lung_weight: '620 g' }),
  c(21, 'The lungs each weigh 450 grams.', { right_lung_weight: '450 g', left_lung_weight: '450 g' }),
  c(22, 'Right testis 21 g; the left testis is atrophic, weighing 9 g.', { right_testis_weight: '21 g', left_testis_weight: '9 g' }),
  c(23, 'The right kidney is small and scarred at 95 grams, the left 160 grams.', { right_kidney_weight: '95 g', left_kidney_weight: '160 g' }),
  c(24, 'Left lung 390 g, right lung 440 g, both airless and consolidated.', { left_lung_weight: '390 g', right_lung_weight: '440 g' }),
  c(25, 'The adrenals weigh 8 grams on the right and 9 grams on the left.', { right_adrenal_weight: '8 g', left_adrenal_weight: '9 g' }),
]
