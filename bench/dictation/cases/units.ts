import { family } from './make'

const c = family('units', 'units')

/** Units said, abbreviated, left out, of another system, or of another dimension (which never fills the field). */
export const UNITS = [
  c(1, 'The liver weighs 1.6 kilograms.', { liver_weight: '1.6 kg' }),
  c(2, 'Body weight 82 kilos.', { body_weight: '82 kg' }),
  c(3, 'Body weight 180 pounds.', { body_weight: '180 lb' }),
  c(4, 'Heart 420.', { heart_weight: '420 g' }),
  c(5, 'Rectal temperature 88.2 degrees Fahrenheit.', { body_temperature: '88.2 °F' }),
  c(6, 'Ambient temperature 9 degrees Celsius.', { ambient_temperature: '9 °C' }),
  c(7, 'Abrasion collar 0.2 cm.', { abrasion_collar_width: '0.2 cm' }),
  c(8, 'Ligature mark width 1.5 centimetres.', { ligature_mark_width: '1.5 cm' }),
  c(9, 'Gastric contents 0.3 litres.', { gastric_contents_volume: '0.3 L' }),
  c(10, 'Fall height 12 metres.', { fall_height: '12 m' }),
  c(11, 'He fell approximately 20 feet from the scaffolding.', { fall_height: '20 ft' }),
  c(12, 'Haemoperitoneum 1.5 litres.', { haemoperitoneum_volume: '1.5 L' }),
  c(13, 'Body length 1.78 metres.', { body_length: '1.78 m' }),
  c(14, 'The scalp hair measures up to 30 cm.', { hair_length: '30 cm' }),
  c(15, 'Time since death approximately 36 hours.', { time_since_death: '36 h' }),
  c(16, 'The body temperature, taken at 14:30 hours, was 28.4 degrees.', { body_temperature: '28.4 °C' }, {
    note: 'A clock time is no temperature.',
  }),
  c(17, 'The LAD has a 3 cm segment of calcified plaque with 90% stenosis.', { lad_stenosis: '90%' }, {
    note: 'A length is never a stenosis.',
  }),
  c(18, 'Subdural haematoma of 80 millilitres.', { subdural_haematoma_volume: '80 mL' }),
  c(19, 'Blood alcohol 95 milligrams per decilitre.', { blood_alcohol_concentration: '95 mg/dL' }),
  c(20, 'Burns involve 60% of the body surface.', { burn_surface_area: '60%' }),
  c(21, 'Urine 150 ml.', { urine_volume: '150 mL' }),
  c(22, 'Ligature furrow width 12 millimetres.', { ligature_mark_width: '12 mm' }),
  c(23, 'Wound depth 7 cm.', { wound_depth: '7 cm' }),
  c(24, 'Time since death about 2 days.', { time_since_death: '2 days' }),
  c(25, 'Bumper injury 48 cm above the heel.', { bumper_injury_height: '48 cm' }, {
    note: 'The bumper field is the specific one; the general wound height above heel is not filled twice.',
  }),
  c(26, 'Stated age 54 years.', { age_estimate: '54 years' }),
  c(27, 'Liver: 1,850 gm.', { liver_weight: '1850 g' }, { note: 'American "gm" for grams.' }),
  c(28, 'The brain weighs 1.4 kg.', { brain_weight: '1.4 kg' }),
  c(29, 'Rectal temperature was taken at 0530 hours.', {}, { note: 'The field is named, but the only number is a clock time.' }),
  c(30, 'An abrasion measuring 3 x 2 cm.', { abrasion_size: '3 x 2 cm' }),
  c(31, 'Entrance wound diameter 9 millimetres.', { entrance_wound_diameter: '9 mm' }),
  c(32, 'Hair length 2 inches.', { hair_length: '2 in' }),
  c(33, 'Head circumference 340 millimetres.', { head_circumference: '340 mm' }),
  c(34, 'The brain was weighed 3 hours after removal, at 1,310 grams.', { brain_weight: '1310 g' }, { note: 'Hours are never a weight.' }),
  c(35, 'Two hours after the body was found, the rectal temperature was 30 degrees.', { body_temperature: '30 °C' }),
]
