import { family } from './make'

const c = family('synonyms-abbreviations', 'syn')

/** The field named by an adjective (cardiac, hepatic, renal…), an abbreviation (LV, LAD, COHb…) or another word for it. */
export const SYNONYMS_ABBREVIATIONS = [
  c(1, 'Cardiac weight 410 grams.', { heart_weight: '410 g' }),
  c(2, 'Hepatic weight 1,720 grams.', { liver_weight: '1720 g' }),
  c(3, 'Splenic weight 180 g.', { spleen_weight: '180 g' }),
  c(4, 'Renal weights: right 150 g, left 140 g.', { right_kidney_weight: '150 g', left_kidney_weight: '140 g' }),
  c(5, 'Fresh cerebral weight 1,420 grams.', { brain_weight: '1420 g' }),
  c(6, 'LV 1.8 cm.', { left_ventricle_thickness: '1.8 cm' }),
  c(7, 'RV 0.5 cm.', { right_ventricle_thickness: '0.5 cm' }),
  c(8, 'LAD shows 75 percent stenosis.', { lad_stenosis: '75%' }),
  c(9, 'RCA 50 percent narrowing.', { rca_stenosis: '50%' }),
  c(10, 'The left anterior descending artery is narrowed by 80 percent.', { lad_stenosis: '80%' }),
  c(11, 'The right coronary artery shows 60% luminal narrowing by atheroma.', { rca_stenosis: '60%' }, {
    note: 'Coronary atheroma is not the aortic atherosclerosis field.',
  }),
  c(12, 'The circumflex artery is 30% stenosed.', { circumflex_stenosis: '30%' }),
  c(13, 'LMS 20 percent.', { left_main_stenosis: '20%' }),
  c(14, 'Left circumflex, 70 percent.', { circumflex_stenosis: '70%' }),
  c(15, 'COHb 52 percent.', { carboxyhaemoglobin: '52%' }),
  c(16, 'Blood ethanol 210 milligrams per 100 millilitres.', { blood_alcohol_concentration: '210 mg/100 mL' }),
  c(17, 'Postmortem interval estimated at 18 hours.', { time_since_death: '18 h' }),
  c(18, 'OFC 33 cm.', { head_circumference: '33 cm' }),
  c(19, 'Lividity is fixed.', { livor_mortis: 'fixed' }),
  c(20, 'Hypostasis is blanching.', { livor_mortis: 'blanching' }),
  c(21, 'Putrefaction: advanced.', { decomposition: 'advanced' }),
  c(22, 'Aortic atheroma is severe.', { aortic_atherosclerosis: 'severe' }),
  c(23, 'TBSA 45 percent.', { burn_surface_area: '45%' }),
  c(24, 'Pulmonary weights: right 560 g, left 500 g.', { right_lung_weight: '560 g', left_lung_weight: '500 g' }),
  c(25, 'Thymic weight 8 grams.', { thymus_weight: '8 g' }),
  c(26, 'Pancreatic weight 110 g.', { pancreas_weight: '110 g' }),
  c(27, 'Left ventricular wall 1.2 cm, right ventricular wall 0.3 cm.', {
    left_ventricle_thickness: '1.2 cm',
    right_ventricle_thickness: '0.3 cm',
  }),
  c(28, 'The entry wound is on the left temple.', { entrance_wound_location: 'left temple' }),
  c(29, 'Livor is partially fixed.', { livor_mortis: 'partially fixed' }),
  c(30, 'Gastric volume 300 mL.', { gastric_contents_volume: '300 mL' }),
  c(31, 'Testicular weights 20 and 18 grams, right and left.', { right_testis_weight: '20 g', left_testis_weight: '18 g' }),
  c(32, 'Adrenal weight, combined, 11 g.', { adrenal_glands_weight: '11 g' }),
  c(33, 'The interventricular septum measures 1.6 cm.', { interventricular_septum_thickness: '1.6 cm' }),
  c(34, 'The kidney weights are 130 grams on the right and 125 grams on the left.', {
    right_kidney_weight: '130 g',
    left_kidney_weight: '125 g',
  }),
  c(35, 'Lividities are fixed.', { livor_mortis: 'fixed' }, { note: 'Plural of lividity, as some American pathologists dictate it.' }),
  c(36, 'Carbon monoxide saturation 9 percent.', { carboxyhaemoglobin: '9%' }),
  c(37, 'The right ventricle is 0.4 cm thick.', { right_ventricle_thickness: '0.4 cm' }),
]
