import type { SeedChapter, SeedTemplate } from '../types'
import {
  caseInformation,
  causeOfDeath,
  clothingAndEffects,
  identifyingFeatures,
  mannerOfDeath,
  medicalIntervention,
  postmortemChanges,
} from './common'

const externalExamination: SeedChapter = {
  id: 'ext',
  title: 'External Examination',
  content: `
<p>The body is that of an adult {{sex}} of {{build}} build, whose appearance is consistent with the stated age
of {{age_estimate}}. The body measures {{body_length}} in length and weighs {{body_weight}}, giving a body mass
index of {{bmi}}.</p>
<p>The scalp hair is {{hair_colour}} and measures up to {{hair_length}} in length. The irides are {{eye_colour}}
and the pupils are round and equal. Petechial haemorrhages of the conjunctivae, eyelids and facial skin are
{{petechial_haemorrhages}}. The nose and ears are intact with no discharge.</p>
<p>The dentition is {{dentition}}. The lips, gums and frenula are free of injury.</p>
<p>The neck, chest and abdomen are symmetrical. The external genitalia and anus are unremarkable. The limbs are
normally formed; the fingernails are intact and were clipped and retained.</p>`,
  subChapters: [clothingAndEffects, identifyingFeatures, medicalIntervention, postmortemChanges],
}

const evidenceOfInjury: SeedChapter = {
  id: 'injury',
  title: 'Evidence of Injury',
  content: `
<p>Injuries are described in anatomical order and numbered for reference; the numbering does not imply the
order in which they were sustained or their relative severity. Measurements are in centimetres, and each injury
is located by reference to fixed anatomical landmarks, the midline and the heel.</p>
<h4>External injuries</h4>
<div data-guidance="true" class="guidance"><p>Describe each injury: type, site, size, shape, orientation, colour and any pattern.</p></div>
<h4>Internal injuries</h4>
<div data-guidance="true" class="guidance"><p>Describe the deep extent of each injury, the structures involved and the associated haemorrhage.</p></div>
<p>Where injury modules have been added to this report, each type of injury is described in its own chapter.</p>`,
}

const internalSystems: SeedChapter[] = [
  {
    id: 'int-head',
    title: 'Head and Central Nervous System',
    content: `
<p>The scalp was reflected. There is no subgaleal haemorrhage. The skull vault and base are intact.
There is no extradural, subdural or subarachnoid haemorrhage.</p>
<p>The brain weighs {{brain_weight}}. The leptomeninges are thin and transparent. The cerebral hemispheres
are symmetrical with a normal gyral pattern, and there is no flattening of the gyri, uncal grooving or
tonsillar herniation. The vessels of the circle of Willis are normally formed without aneurysm or significant
atheroma.</p>
<p>Coronal slices of the cerebral hemispheres and transverse slices of the brainstem and cerebellum show no
haemorrhage, contusion, infarction or space-occupying lesion. The ventricles are of normal size. The pituitary
gland is unremarkable.</p>`,
  },
  {
    id: 'int-neck',
    title: 'Neck',
    content: `
<p>A layered anterior neck dissection was performed in a bloodless field after removal of the brain and the
thoracic organs. There is no haemorrhage in the subcutaneous tissues, the strap muscles or around the carotid
sheaths. The hyoid bone and laryngeal cartilages are {{laryngeal_skeleton}}.</p>
<p>The airway is patent and its mucosa unremarkable, with no foreign material. Serial slicing of the tongue
shows no bite marks or haemorrhage. The carotid arteries and jugular veins are intact. The cervical spine is
intact.</p>`,
  },
  {
    id: 'int-cvs',
    title: 'Cardiovascular System',
    content: `
<p>The pericardial sac is intact and contains a small amount of clear straw-coloured fluid. The heart weighs
{{heart_weight}}. It is of normal shape, with a smooth epicardial surface.</p>
<p>The coronary arteries arise normally and the circulation is right dominant. They were cut transversely at
3 mm intervals, with the following maximum luminal stenoses:</p>
<table>
<tr><th>Artery</th><th>Maximum stenosis</th></tr>
<tr><td>Left main stem</td><td>{{left_main_stenosis}}</td></tr>
<tr><td>Left anterior descending</td><td>{{lad_stenosis}}</td></tr>
<tr><td>Left circumflex</td><td>{{circumflex_stenosis}}</td></tr>
<tr><td>Right coronary artery</td><td>{{rca_stenosis}}</td></tr>
</table>
<p>The myocardium is uniformly red-brown with no scarring, mottling or haemorrhage. The left ventricular free
wall measures {{left_ventricle_thickness}} and the right ventricular free wall measures
{{right_ventricle_thickness}} in thickness. The chambers are not dilated and contain no thrombus.</p>
<table>
<tr><th>Valve</th><th>Circumference</th></tr>
<tr><td>Tricuspid</td><td>{{tricuspid_valve_circumference}}</td></tr>
<tr><td>Pulmonary</td><td>{{pulmonary_valve_circumference}}</td></tr>
<tr><td>Mitral</td><td>{{mitral_valve_circumference}}</td></tr>
<tr><td>Aortic</td><td>{{aortic_valve_circumference}}</td></tr>
</table>
<p>The valve cusps and leaflets are thin and pliable, and the chordae tendineae are intact. Aortic
atherosclerosis: {{aortic_atherosclerosis}}. The aorta and its major branches are otherwise intact.
The pulmonary trunk contains no thromboembolus.</p>`,
  },
  {
    id: 'int-resp',
    title: 'Respiratory System',
    content: `
<p>The pleural cavities contain no excess fluid, and there are no adhesions. The larynx, trachea and main
bronchi contain no foreign material; the mucosa is unremarkable.</p>
<p>The right lung weighs {{right_lung_weight}} and the left lung weighs {{left_lung_weight}}. The pleural
surfaces are smooth. The cut surfaces exude a moderate amount of blood-stained fluid, with no consolidation,
infarction, emphysema or tumour. The pulmonary arteries contain no thromboembolus.</p>`,
  },
  {
    id: 'int-hepatobiliary',
    title: 'Hepatobiliary System',
    content: `
<p>The liver weighs {{liver_weight}}. The capsule is smooth and intact. The cut surface shows a normal lobular
pattern without steatosis, fibrosis or focal lesion.</p>
<p>The gallbladder contains green bile and no calculi. The extrahepatic bile ducts are patent.</p>`,
  },
  {
    id: 'int-gi',
    title: 'Gastrointestinal System',
    content: `
<p>The peritoneal cavity contains no excess fluid. The oesophagus is unremarkable.</p>
<p>The stomach contains {{gastric_contents_volume}} of {{stomach_contents}}. The gastric contents were
retained. The gastric mucosa shows no ulceration or haemorrhage.</p>
<p>The small and large intestines are normally formed, without ischaemia, obstruction or perforation. The
appendix is present.</p>
<p>The pancreas weighs {{pancreas_weight}} and shows a normal lobulated cut surface without haemorrhage or
fat necrosis.</p>`,
  },
  {
    id: 'int-gu',
    title: 'Genitourinary System',
    content: `
<p>The right kidney weighs {{right_kidney_weight}} and the left kidney weighs {{left_kidney_weight}}. The
capsules strip easily from smooth cortical surfaces. Corticomedullary differentiation is preserved, and the
pelvicalyceal systems and ureters are unremarkable.</p>
<p>The bladder contains {{urine_volume}} of urine, which was retained. The bladder mucosa is unremarkable.
The internal genital organs are normal for age.</p>`,
  },
  {
    id: 'int-haemolymphatic',
    title: 'Haemolymphatic System',
    content: `
<p>The spleen weighs {{spleen_weight}}. The capsule is intact and the cut surface is firm with no excess pulp.
The lymph nodes are not enlarged. The thymus is involuted. The bone marrow of the vertebral bodies is
unremarkable.</p>`,
  },
  {
    id: 'int-endocrine',
    title: 'Endocrine System',
    content: `
<p>The thyroid gland weighs {{thyroid_weight}} and has a uniform brown cut surface without nodules. The
adrenal glands weigh {{adrenal_glands_weight}} combined and show a normal cortex and medulla. The pituitary
gland is described with the head.</p>`,
  },
  {
    id: 'int-musculoskeletal',
    title: 'Musculoskeletal System',
    content: `
<p>The skeletal muscles are normally developed. There are no fractures of the skull, spine, ribs, sternum,
pelvis or limbs other than those described under Evidence of Injury. The joints examined are unremarkable.</p>`,
  },
]

const internalExamination: SeedChapter = {
  id: 'int',
  title: 'Internal Examination',
  content: `
<p>The body cavities were opened through a standard midline incision. The organs are in their normal
anatomical positions. They were examined in situ, removed, weighed and dissected.</p>`,
  subChapters: internalSystems,
}

const toxicology: SeedChapter = {
  id: 'tox',
  title: 'Toxicology',
  content: `
<p>The following samples were retained for toxicology: {{toxicology_samples}}.</p>
<p>Blood alcohol concentration: {{blood_alcohol_concentration}}.</p>
<p>Other results: {{toxicology_findings}}.</p>`,
}

const microscopy: SeedChapter = {
  id: 'micro',
  title: 'Microscopic Examination',
  content: `
<p>Representative tissue blocks were processed and sections stained with haematoxylin and eosin.</p>
<ul>
<li><p><strong>Heart:</strong></p></li>
<li><p><strong>Lungs:</strong></p></li>
<li><p><strong>Liver:</strong></p></li>
<li><p><strong>Kidneys:</strong></p></li>
<li><p><strong>Brain:</strong></p></li>
</ul>
<div data-guidance="true" class="guidance"><p>Heart: myocyte hypertrophy, fibrosis, inflammation, acute ischaemic change.</p><p>Lungs: oedema, congestion, inflammation, aspiration, fat or thromboemboli.</p><p>Liver: steatosis, inflammation, fibrosis.</p><p>Kidneys: nephrosclerosis, tubular injury.</p><p>Brain: hypoxic-ischaemic change, haemorrhage, inflammation.</p></div>`,
}

const opinion: SeedChapter = {
  id: 'opinion',
  title: 'Opinion',
  content: `
<div data-guidance="true" class="guidance"><p>Summarise the principal findings, their interpretation in light of the circumstances, and how they
account for death.</p></div>`,
  subChapters: [
    causeOfDeath('The cause of death is given on the basis of the findings of the full postmortem examination and the ancillary investigations.'),
    mannerOfDeath,
  ],
}

export const fullForensicAutopsy: SeedTemplate = {
  name: 'Full Forensic Autopsy',
  description:
    'Complete medicolegal postmortem examination: external examination, documentation of injury, internal examination by organ system, toxicology, histology and opinion.',
  chapters: [
    caseInformation(
      'Summarise the circumstances as reported by the police and the coroner’s officer: when the decedent was last known to be alive, where and how the body was found, the scene findings and the relevant medical history.',
    ),
    externalExamination,
    evidenceOfInjury,
    internalExamination,
    toxicology,
    microscopy,
    opinion,
  ],
}
