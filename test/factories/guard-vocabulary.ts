import { fieldTag } from './tags'

/** A small vocabulary of measured, choice and free-text fields, for the offline recogniser's guard tests. */
export const GUARD_VOCABULARY = [
  fieldTag('heart_weight', 'Unit: g.'),
  fieldTag('liver_weight', 'Unit: g.'),
  fieldTag('body_length', 'Unit: cm.'),
  fieldTag('age_estimate', 'Aliases: aged. Unit: years.'),
  fieldTag('build', 'Values: thin, average, obese.'),
  fieldTag('eye_colour', 'Values: brown, blue, hazel.'),
  fieldTag('scars', 'Description and site of scars.'),
  fieldTag('head_injury', 'Description of injuries of the head.'),
]
