import type { SeedTag } from '../types'
import { field } from './field'

const tox = field('Toxicology')
const opinion = field('Opinion')

/** Toxicology and opinion fields. */
export const CONCLUSION_TAGS: SeedTag[] = [
  // Toxicology
  tox('toxicology_samples', 'Samples retained for toxicology.', {
    aliases: ['samples retained', 'samples taken', 'specimens retained', 'toxicology specimens', 'samples for toxicology'],
  }),
  tox('blood_alcohol_concentration', 'Ethanol concentration in femoral blood.', {
    aliases: ['blood alcohol', 'alcohol level', 'ethanol level', 'blood ethanol', 'alcohol concentration'],
    unit: 'mg/100 mL',
  }),
  tox('carboxyhaemoglobin', 'Carboxyhaemoglobin saturation of the blood.', {
    aliases: ['carboxyhemoglobin', 'c o h b', 'carbon monoxide saturation', 'carboxyhaemoglobin saturation'],
    unit: '%',
  }),
  tox('injection_marks', 'Recent and old injection sites.', {
    aliases: ['injection sites', 'needle marks', 'track marks', 'venepuncture marks', 'puncture marks'],
  }),
  tox('toxicology_findings', 'Summary of drugs and poisons detected.', {
    aliases: ['toxicology results', 'toxicology showed', 'toxicology revealed', 'drug screen', 'drugs detected'],
  }),

  // Opinion
  opinion('cause_of_death', 'Cause of death, part I(a).', {
    aliases: ['died from', 'death was due to', 'the cause of death is', 'primary cause of death', 'one a'],
  }),
  opinion('contributing_conditions', 'Other significant conditions contributing to death, part II.', {
    aliases: ['other significant conditions', 'contributing factors', 'part two', 'conditions contributing to death'],
  }),
  opinion('manner_of_death', 'Manner of death.', {
    aliases: ['manner', 'the manner of death is', 'manner of death was'],
    values: ['natural', 'accident', 'suicide', 'homicide', 'undetermined', 'pending'],
  }),
]
