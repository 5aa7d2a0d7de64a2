import type { FieldDimension } from './field'

/**
 * Medical words pathologists use in place of the plain ones a field is named with ("cardiac
 * weight" for heart weight, "LAD" for the left anterior descending artery). Used to infer
 * spoken synonyms of a field that has none stored; every pair reads both ways.
 */
export const WORD_SYNONYMS: readonly (readonly string[])[] = [
  ['heart', 'cardiac'],
  ['liver', 'hepatic'],
  ['spleen', 'splenic'],
  ['kidney', 'renal'],
  ['brain', 'cerebral', 'encephalon'],
  ['lung', 'pulmonary'],
  ['pancreas', 'pancreatic'],
  ['thyroid', 'thyroid gland'],
  ['thymus', 'thymic'],
  ['testis', 'testicle', 'testicular'],
  ['adrenal', 'adrenal gland', 'suprarenal'],
  ['uterus', 'uterine'],
  ['stomach', 'gastric'],
  ['ventricle', 'ventricular'],
  ['duodenum', 'duodenal'],
  ['oesophagus', 'oesophageal', 'esophagus', 'esophageal'],
  ['intestine', 'intestinal', 'bowel'],
  ['colon', 'colonic'],
  ['trachea', 'tracheal'],
  ['pericardium', 'pericardial'],
  ['peritoneum', 'peritoneal'],
  ['pleura', 'pleural'],
  ['haemothorax', 'hemothorax'],
  ['haemoperitoneum', 'hemoperitoneum'],
  ['haematoma', 'hematoma'],
  ['colour', 'color'],
  // Postmortem changes and findings by their other names.
  ['rigor mortis', 'rigor', 'cadaveric rigidity'],
  ['livor mortis', 'livor', 'lividity', 'hypostasis', 'livores'],
  ['decomposition', 'putrefaction'],
  // The temperature around the body by the names reports give it.
  [
    'ambient temperature', 'air temperature', 'environmental temperature', 'room temperature', 'temperature in the room',
    'temperature of the room',
  ],
  ['atherosclerosis', 'atheroma'],
  ['alcohol', 'ethanol'],
  ['petechial haemorrhages', 'petechiae', 'petechial hemorrhages'],
  ['carboxyhaemoglobin', 'carbon monoxide saturation', 'carboxyhemoglobin'],
  ['head circumference', 'occipitofrontal circumference', 'ofc'],
  ['electrical mark', 'current mark', 'electrical burn'],
  ['aorta', 'aortic'],
  // The coronary arteries as they are said: the circumflex is the left circumflex, the left main its stem.
  ['circumflex', 'left circumflex'],
  ['left main', 'left main stem'],
]

/**
 * Kinds of a general thing, one way: a field of any wound ("wound length") is also said of a laceration
 * ("a 5 cm laceration"), but a laceration's own field is not any wound's.
 */
export const KINDS: Readonly<Record<string, readonly string[]>> = {
  wound: ['laceration'],
}

/** Phrases and their spoken abbreviations ("LV wall thickness"). */
export const ABBREVIATIONS: readonly (readonly [string, string])[] = [
  ['left ventricle', 'lv'],
  ['left ventricular', 'lv'],
  ['right ventricle', 'rv'],
  ['right ventricular', 'rv'],
  ['left anterior descending', 'lad'],
  ['right coronary artery', 'rca'],
  ['right coronary', 'rca'],
  ['circumflex', 'lcx'],
  ['left main', 'lms'],
  ['interventricular septum', 'ivs'],
  ['interventricular septum', 'septum'],
  ['body mass index', 'bmi'],
  ['carboxyhaemoglobin', 'cohb'],
  ['blood alcohol concentration', 'blood alcohol'],
  ['total body surface area', 'tbsa'],
]

/** What a measured field is by the last word of its name: "Spleen weight" is a mass in grams. */
export const MEASURE_NOUN_DIMENSIONS: Readonly<Record<string, { dimension: FieldDimension; unit: string | null }>> = {
  weight: { dimension: 'mass', unit: 'g' },
  mass: { dimension: 'mass', unit: 'g' },
  length: { dimension: 'length', unit: 'cm' },
  width: { dimension: 'length', unit: 'cm' },
  height: { dimension: 'length', unit: 'cm' },
  depth: { dimension: 'length', unit: 'cm' },
  diameter: { dimension: 'length', unit: 'cm' },
  thickness: { dimension: 'length', unit: 'cm' },
  circumference: { dimension: 'length', unit: 'cm' },
  size: { dimension: 'length', unit: 'cm' },
  volume: { dimension: 'volume', unit: 'mL' },
  temperature: { dimension: 'temperature', unit: '°C' },
  stenosis: { dimension: 'percentage', unit: '%' },
  percentage: { dimension: 'percentage', unit: '%' },
  saturation: { dimension: 'percentage', unit: '%' },
  distance: { dimension: 'length', unit: 'cm' },
  count: { dimension: 'count', unit: null },
}

/** Fields whose name alone gives their unit, one no measure noun says: a body mass index is in kg/m². */
export const NAMED_UNITS: Readonly<Record<string, string>> = {
  bmi: 'kg/m²',
  'body mass index': 'kg/m²',
}

/** The units module names percentages 'ratio' and durations 'time'; the field contract names them otherwise. */
export function fieldDimensionOf(unitDimension: string): FieldDimension | null {
  if (unitDimension === 'ratio') return 'percentage'
  if (unitDimension === 'time') return 'duration'
  return (['mass', 'length', 'volume', 'temperature', 'count'] as const).find((d) => d === unitDimension) ?? null
}
