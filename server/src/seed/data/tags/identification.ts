import type { SeedTag } from '../types'
import { field } from './field'

const caseInfo = field('Case Information')
const ident = field('Identification')
const body = field('Body Measurements')
const paed = field('Paediatric')

/** Case, identification, body measurement and paediatric fields. */
export const IDENTIFICATION_TAGS: SeedTag[] = [
  // Case information
  caseInfo('case_number', 'Mortuary, coroner or medical examiner case reference.', {
    aliases: ['case reference', 'autopsy number', 'post mortem number', 'mortuary number'],
  }),
  caseInfo('date_of_examination', 'Date on which the postmortem examination was performed.', {
    aliases: ['examination date', 'date of autopsy', 'autopsy date', 'examined on', 'autopsy performed on'],
    kind: 'date',
  }),
  caseInfo('pathologist', 'Name and qualifications of the pathologist performing the examination.', {
    aliases: ['examining pathologist', 'performed by', 'prosector'],
  }),
  caseInfo('date_of_death', 'Date of death as pronounced, or the best estimate when found dead.', {
    aliases: ['died on', 'pronounced dead on', 'found dead on', 'date of death was'],
    kind: 'date',
  }),
  caseInfo('place_of_death', 'Place where death occurred or was pronounced.', {
    aliases: ['scene of death', 'died at', 'pronounced dead at', 'found dead at', 'location of death'],
  }),
  caseInfo('fall_height', 'Reported vertical height of a fall.', {
    aliases: ['height of fall', 'fell from a height of', 'fall distance', 'fallen from a height of'],
    unit: 'm',
  }),
  caseInfo('road_user_type', 'Position of the decedent in a road traffic collision.', {
    aliases: ['road user', 'position in the vehicle', 'the decedent was the', 'road user type is'],
    values: ['pedestrian', 'driver', 'front seat passenger', 'rear seat passenger', 'motorcyclist', 'pillion passenger', 'cyclist'],
  }),

  // Identification
  ident('sex', 'Sex of the decedent as determined at examination.', {
    aliases: ['gender', 'biological sex', 'sex of the decedent'],
    values: ['male', 'female', 'undetermined'],
  }),
  ident('age_estimate', 'Stated age, or the apparent age when identity is unknown.', {
    aliases: ['apparent age', 'estimated age', 'stated age', 'aged', 'age of the decedent'],
    unit: 'years',
  }),
  ident('eye_colour', 'Colour of the irides.', {
    aliases: ['eye color', 'eyes are', 'the irides are', 'irides are', 'iris colour', 'colour of the irides'],
    values: ['brown', 'blue', 'green', 'hazel', 'grey', 'indeterminate'],
  }),
  ident('hair_colour', 'Colour and character of the scalp hair, noting dyeing or greying.', {
    aliases: ['hair color', 'scalp hair is', 'the hair is', 'colour of the scalp hair'],
  }),
  ident('hair_length', 'Maximum length of the scalp hair.', {
    aliases: ['scalp hair measures', 'hair measures up to', 'length of the scalp hair'],
    unit: 'cm',
  }),
  ident('tattoos', 'Description, site and size of tattoos.', {
    aliases: ['tattoo', 'tattoos present', 'there is a tattoo'],
  }),
  ident('scars', 'Description and site of scars, including surgical scars.', {
    aliases: ['scar', 'surgical scar', 'old scar', 'healed scar'],
  }),
  ident('identification_method', 'How the identity of the decedent was established.', {
    aliases: ['identified by', 'identification by', 'means of identification', 'formally identified by'],
    values: ['visual', 'fingerprints', 'dental records', 'dna', 'medical implant', 'circumstantial'],
  }),
  ident('dentition', 'State of the teeth.', {
    aliases: ['teeth', 'dentition is', 'dental status', 'the teeth are'],
    values: ['natural', 'partial dentures', 'full dentures', 'edentulous', 'deciduous'],
  }),

  // Body measurements
  body('body_length', 'Crown to heel length of the body, measured supine.', {
    aliases: ['body measures', 'the body measures', 'length of the body', 'height', 'stature'],
    unit: 'cm',
  }),
  body('body_weight', 'Unclothed body weight.', {
    aliases: ['body weighs', 'the body weighs', 'body mass', 'weight of the body', 'total body weight'],
    unit: 'kg',
  }),
  body('bmi', 'Body mass index calculated from body weight and length.', {
    aliases: ['body mass index', 'b m i', 'bmi is'],
    unit: 'kg/m²',
  }),
  body('build', 'General build and nutritional state.', {
    aliases: ['body build', 'habitus', 'body habitus', 'nutritional state', 'physique'],
    values: ['cachectic', 'thin', 'average', 'muscular', 'overweight', 'obese'],
  }),

  // Paediatric
  paed('birth_weight', 'Recorded weight at birth.', {
    aliases: ['weight at birth', 'born weighing', 'birth weight was'],
    unit: 'g',
  }),
  paed('gestational_age', 'Gestational age at birth.', {
    aliases: ['gestation', 'weeks gestation', 'born at', 'gestational age at birth'],
    unit: 'weeks',
  }),
  paed('crown_rump_length', 'Crown to rump (sitting) length.', {
    aliases: ['crown rump', 'sitting height', 'crown to rump length', 'c r l'],
    unit: 'cm',
  }),
  paed('crown_heel_length', 'Crown to heel (supine) length.', {
    aliases: ['crown heel', 'crown to heel length', 'supine length', 'c h l'],
    unit: 'cm',
  }),
  paed('head_circumference', 'Maximum occipitofrontal circumference.', {
    aliases: ['occipitofrontal circumference', 'o f c', 'ofc', 'head circumference measures'],
    unit: 'cm',
  }),
  paed('chest_circumference', 'Chest circumference at the level of the nipples.', {
    aliases: ['chest circumference measures', 'thoracic circumference', 'chest measures'],
    unit: 'cm',
  }),
  paed('foot_length', 'Heel to tip of the longest toe.', {
    aliases: ['foot measures', 'length of the foot', 'heel to toe length'],
    unit: 'cm',
  }),
  paed('anterior_fontanelle', 'Tension of the anterior fontanelle.', {
    aliases: ['fontanelle', 'fontanelle is', 'the anterior fontanelle is', 'anterior fontanel'],
    values: ['flat', 'sunken', 'bulging', 'closed'],
  }),
  paed('sleep_position', 'Position in which the infant was found.', {
    aliases: ['found lying', 'position when found', 'sleeping position', 'placed to sleep'],
    values: ['supine', 'prone', 'side', 'sitting', 'unknown'],
  }),
  paed('sleep_surface', 'Sleep surface and environment, including any bed sharing.', {
    aliases: ['sleeping surface', 'sleep environment', 'found sleeping on', 'bed sharing', 'co sleeping'],
  }),
]
