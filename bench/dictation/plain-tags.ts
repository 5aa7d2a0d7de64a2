import type { PlainTag } from './types'

/** The identifier the app derives from a typed name: lower case, anything else to underscores. */
const identifierOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')

const p = (name: string, category: string, description: string): PlainTag => ({ identifier: identifierOf(name), name, description, category })

/**
 * Every field of the set as a user would create it in the app, with no structured properties:
 * a name as typed and a description in plain sentences, written the way different
 * administrators write them (some name synonyms and units, some do not). The seeded fields and
 * the extra ones are all here, so sentences that name no field meet the same temptations as
 * with the seeded tags.
 */
export const PLAIN_TAGS: PlainTag[] = [
  // Case information
  p('Case number', 'Case Information', 'The mortuary or coroner’s case reference for this examination.'),
  p('Date of examination', 'Case Information', 'Date the post-mortem examination was carried out (autopsy date).'),
  p('Pathologist', 'Case Information', 'Name and qualifications of the pathologist who performed the examination.'),
  p('Date of death', 'Case Information', 'The date the person died or was pronounced dead.'),
  p('Place of death', 'Case Information', 'Where death occurred or was pronounced.'),
  p('Fall height', 'Case Information', 'How far the person fell, in metres; also called height of fall.'),
  p('Road user type', 'Case Information', 'In a road traffic collision, whether the deceased was a pedestrian, driver, passenger, motorcyclist or cyclist.'),

  // Identification
  p('Sex', 'Identification', 'Sex of the deceased, male or female.'),
  p('Age estimate', 'Identification', 'Stated or apparent age in years.'),
  p('Eye colour', 'Identification', 'Colour of the irides (eye color).'),
  p('Hair colour', 'Identification', 'Colour of the scalp hair.'),
  p('Hair length', 'Identification', 'Longest length of the scalp hair, in centimetres.'),
  p('Tattoos', 'Identification', 'Tattoos: what they show and where they are.'),
  p('Scars', 'Identification', 'Scars, including surgical scars, and their site.'),
  p('Identification method', 'Identification', 'How the body was identified, e.g. visually, by fingerprints, dental records or DNA.'),
  p('Dentition', 'Identification', 'State of the teeth: natural, dentures or edentulous.'),

  // Body measurements
  p('Body length', 'Body Measurements', 'Length of the body from crown to heel, in cm (height).'),
  p('Body weight', 'Body Measurements', 'Weight of the unclothed body in kilograms.'),
  p('BMI', 'Body Measurements', 'Body mass index.'),
  p('Build', 'Body Measurements', 'General build or habitus of the body, from cachectic to obese.'),

  // Paediatric
  p('Birth weight', 'Paediatric', 'Weight at birth, in grams.'),
  p('Gestational age', 'Paediatric', 'Gestation at birth in weeks.'),
  p('Crown-rump length', 'Paediatric', 'Crown to rump (sitting height) length in centimetres.'),
  p('Crown-heel length', 'Paediatric', 'Crown to heel length of an infant, measured lying down.'),
  p('Head circumference', 'Paediatric', 'Occipitofrontal circumference (OFC) of the head, in centimetres.'),
  p('Chest circumference', 'Paediatric', 'Circumference of the chest at the nipples.'),
  p('Foot length', 'Paediatric', 'Length of the foot from heel to the tip of the longest toe.'),
  p('Anterior fontanelle', 'Paediatric', 'Whether the anterior fontanelle is flat, sunken, bulging or closed.'),
  p('Sleep position', 'Paediatric', 'Position the infant was found in (supine, prone, on the side).'),
  p('Sleep surface', 'Paediatric', 'What the infant was sleeping on, and whether anyone shared the bed.'),

  // Organ weights
  p('Brain weight', 'Organ Weights', 'Weight of the whole fresh brain, in grams.'),
  p('Heart weight', 'Organ Weights', 'Weight of the heart in grams; also called cardiac weight.'),
  p('Right lung weight', 'Organ Weights', 'Weight of the right lung.'),
  p('Left lung weight', 'Organ Weights', 'Weight of the left lung.'),
  p('Liver weight', 'Organ Weights', 'Weight of the liver (hepatic weight), in grams.'),
  p('Spleen weight', 'Organ Weights', 'Weight of the spleen.'),
  p('Right kidney weight', 'Organ Weights', 'Weight of the right kidney in grams.'),
  p('Left kidney weight', 'Organ Weights', 'Weight of the left kidney in grams.'),
  p('Thyroid weight', 'Organ Weights', 'Weight of the thyroid gland.'),
  p('Pancreas weight', 'Organ Weights', 'Weight of the pancreas, in grams; also called pancreatic weight.'),
  p('Thymus weight', 'Organ Weights', 'Weight of the thymus.'),
  p('Adrenal glands weight', 'Organ Weights', 'Combined weight of the two adrenal glands, in grams.'),
  p('Right testis weight', 'Organ Weights', 'Weight of the right testis (testicle).'),
  p('Left testis weight', 'Organ Weights', 'Weight of the left testis (testicle).'),
  p('Right adrenal weight', 'Organ Weights', 'Weight of the right adrenal gland alone.'),
  p('Left adrenal weight', 'Organ Weights', 'Weight of the left adrenal gland alone.'),
  p('Prostate weight', 'Organ Weights', 'Weight of the prostate in grams.'),
  p('Uterus weight', 'Organ Weights', 'Weight of the uterus.'),

  // Postmortem changes
  p('Rigor mortis', 'Postmortem Changes', 'Rigor mortis: absent, developing, fully established, passing or resolved.'),
  p('Livor mortis', 'Postmortem Changes', 'Whether the lividity (hypostasis) blanches on pressure or is fixed.'),
  p('Livor distribution', 'Postmortem Changes', 'Where the hypostasis is and whether it fits the position the body was found in.'),
  p('Body temperature', 'Postmortem Changes', 'Deep rectal temperature of the body in degrees Celsius.'),
  p('Ambient temperature', 'Postmortem Changes', 'Temperature of the surroundings at the scene, or room temperature.'),
  p('Time since death', 'Postmortem Changes', 'Estimated time since death in hours (post-mortem interval).'),
  p('Decomposition', 'Postmortem Changes', 'How far decomposition has progressed.'),

  // Cardiovascular
  p('Left main stenosis', 'Cardiovascular', 'Worst narrowing of the left main stem coronary artery, percent.'),
  p('LAD stenosis', 'Cardiovascular', 'Maximum stenosis of the left anterior descending artery, as a percentage.'),
  p('Circumflex stenosis', 'Cardiovascular', 'Maximum stenosis of the circumflex artery.'),
  p('RCA stenosis', 'Cardiovascular', 'Maximum stenosis of the right coronary artery in percent.'),
  p('Left ventricle thickness', 'Cardiovascular', 'Thickness of the left ventricular wall in centimetres.'),
  p('Right ventricle thickness', 'Cardiovascular', 'Thickness of the right ventricular wall.'),
  p('Interventricular septum thickness', 'Cardiovascular', 'Thickness of the septum between the ventricles, in cm.'),
  p('Tricuspid valve circumference', 'Cardiovascular', 'Circumference of the tricuspid valve, in centimetres.'),
  p('Pulmonary valve circumference', 'Cardiovascular', 'Circumference of the pulmonary valve.'),
  p('Mitral valve circumference', 'Cardiovascular', 'Circumference of the mitral valve ring in cm.'),
  p('Aortic valve circumference', 'Cardiovascular', 'Circumference of the aortic valve.'),
  p('Aortic atherosclerosis', 'Cardiovascular', 'How much atheroma there is in the aorta: none, mild, moderate or severe.'),

  // Internal findings
  p('Stomach contents', 'Internal Findings', 'What the stomach contains, such as food or tablets.'),
  p('Gastric contents volume', 'Internal Findings', 'Volume of the stomach contents in millilitres.'),
  p('Urine volume', 'Internal Findings', 'Amount of urine in the bladder.'),
  p('Subdural haematoma volume', 'Internal Findings', 'Volume of blood in the subdural space (subdural hematoma), in mL.'),
  p('Haemothorax volume', 'Internal Findings', 'Volume of blood in the chest cavity (hemothorax).'),
  p('Haemoperitoneum volume', 'Internal Findings', 'Volume of blood in the abdominal cavity.'),
  p('Airway froth', 'Internal Findings', 'Froth in the mouth, nose or airways, present or absent.'),
  p('Sphenoid sinus fluid', 'Internal Findings', 'Whether there is fluid in the sphenoid sinus.'),
  p('Wischnewski spots', 'Internal Findings', 'Gastric mucosal erosions seen in hypothermia.'),

  // External findings
  p('Sclerae', 'External Findings', 'Appearance of the sclerae (whites of the eyes), for example clear or jaundiced.'),
  p('Tongue position', 'External Findings', 'Where the tongue lies in relation to the teeth and lips.'),

  // Wounds
  p('Wound location', 'Wounds', 'Where the wound is on the body.'),
  p('Wound length', 'Wounds', 'Length of the wound, in centimetres.'),
  p('Wound width', 'Wounds', 'Width or gape of the wound.'),
  p('Wound depth', 'Wounds', 'Depth of the wound or length of the wound track, in cm.'),
  p('Height above heel', 'Wounds', 'How high the wound is above the heel.'),
  p('Distance from midline', 'Wounds', 'Distance of the wound from the front or back midline, in centimetres.'),
  p('Wound direction', 'Wounds', 'Direction of the wound track.'),
  p('Stab wound count', 'Wounds', 'Number of stab wounds.'),
  p('Abrasion size', 'Wounds', 'Size of an abrasion or graze, in cm.'),
  p('Abrasion location', 'Wounds', 'Where an abrasion is.'),
  p('Bruise size', 'Wounds', 'Size of a bruise.'),
  p('Bruise location', 'Wounds', 'Site of a bruise on the skin.'),
  p('Entrance wound location', 'Wounds', 'Site of the gunshot entrance wound (entry wound).'),
  p('Entrance wound diameter', 'Wounds', 'Diameter of the entrance wound hole, excluding the abrasion collar.'),
  p('Abrasion collar width', 'Wounds', 'Width of the abrasion ring around an entrance wound, in millimetres.'),
  p('Exit wound location', 'Wounds', 'Site of the exit wound.'),
  p('Range of fire', 'Wounds', 'Range of fire: contact, near contact, close, intermediate or distant.'),
  p('Soot deposition', 'Wounds', 'Soot around or in the entrance wound.'),
  p('Powder stippling', 'Wounds', 'Powder tattooing (stippling) around the entrance wound, present or absent.'),
  p('Stippling diameter', 'Wounds', 'Diameter of the area of stippling.'),
  p('Projectile recovered', 'Wounds', 'Whether a bullet or other projectile was recovered.'),
  p('Burn surface area', 'Wounds', 'Percentage of the body surface that is burnt (TBSA).'),
  p('Electrical mark location', 'Wounds', 'Where the electrical current mark is.'),
  p('Bumper injury height', 'Wounds', 'Height of the bumper injury above the heel, in cm.'),
  p('Seat belt mark', 'Wounds', 'Seat belt bruising or abrasion.'),

  // Asphyxia
  p('Ligature material', 'Asphyxia', 'What the ligature is made of.'),
  p('Ligature mark width', 'Asphyxia', 'Width of the ligature mark (furrow) on the neck in millimetres.'),
  p('Ligature mark course', 'Asphyxia', 'Whether the ligature mark runs horizontally or obliquely.'),
  p('Suspension point', 'Asphyxia', 'Position of the knot or point of suspension.'),
  p('Petechial haemorrhages', 'Asphyxia', 'Petechiae of the eyes and face: absent, scanty or numerous.'),
  p('Laryngeal skeleton', 'Asphyxia', 'Whether the hyoid bone and larynx are intact or fractured.'),

  // Toxicology
  p('Toxicology samples', 'Toxicology', 'Which samples were kept for toxicology.'),
  p('Blood alcohol concentration', 'Toxicology', 'Blood alcohol (ethanol) in mg per 100 mL.'),
  p('Carboxyhaemoglobin', 'Toxicology', 'COHb saturation, percent.'),
  p('Injection marks', 'Toxicology', 'Needle or injection marks.'),
  p('Toxicology findings', 'Toxicology', 'Drugs and poisons found.'),

  // Opinion
  p('Cause of death', 'Opinion', 'Cause of death, line 1a.'),
  p('Contributing conditions', 'Opinion', 'Other conditions that contributed to death (part 2).'),
  p('Manner of death', 'Opinion', 'Manner of death: natural, accident, suicide, homicide, undetermined or pending.'),
]
