import type { SeedTemplate } from '../types'
import { caseInformation, causeOfDeath, mannerOfDeath, medicalIntervention, postmortemChanges } from './common'

export const infantAndPaediatricAutopsy: SeedTemplate = {
  name: 'Infant and Paediatric Autopsy',
  description:
    'Postmortem examination of an infant or child, with growth measurements and centiles, developmental assessment, a full skeletal survey and the ancillary investigations of a sudden unexpected death in infancy protocol.',
  chapters: [
    caseInformation(
      'Summarise the history from the parents, the police and the paediatrician: the events of the final 24 to 48 hours, the circumstances in which the child was found, and the resuscitation given.',
    ),
    {
      id: 'history',
      title: 'Clinical History',
      content: `
<p>The child was born at {{gestational_age}} gestation with a birth weight of {{birth_weight}}.</p>
<div data-guidance="true" class="guidance"><p>Record the mode of delivery, neonatal course, feeding, growth, immunisations, recent illness,
medication and contact with health and social services.</p>
<p>Record the family history, including previous sudden deaths in childhood and consanguinity.</p></div>`,
    },
    {
      id: 'ext',
      title: 'External Examination',
      content: `
<p>The body is that of a {{sex}} infant/child, appropriately cared for and clean. The scalp hair is
{{hair_colour}} and the irides are {{eye_colour}}. The dentition is {{dentition}}. There is no dysmorphism.</p>
<p>The state of nutrition and hydration is assessed as <em>good / fair / poor</em>, with
<em>normal / reduced</em> subcutaneous fat and skin turgor. There is no napkin dermatitis or neglected
skin condition.</p>`,
      subChapters: [
        {
          id: 'ext-measurements',
          title: 'Body Measurements',
          content: `
<p>The measurements below were plotted on standard growth charts.</p>
<table>
<tr><th>Measurement</th><th>Value</th><th>Centile</th></tr>
<tr><td>Body weight</td><td>{{body_weight}}</td><td></td></tr>
<tr><td>Crown–heel length</td><td>{{crown_heel_length}}</td><td></td></tr>
<tr><td>Crown–rump length</td><td>{{crown_rump_length}}</td><td></td></tr>
<tr><td>Head circumference</td><td>{{head_circumference}}</td><td></td></tr>
<tr><td>Chest circumference</td><td>{{chest_circumference}}</td><td></td></tr>
<tr><td>Foot length</td><td>{{foot_length}}</td><td></td></tr>
</table>`,
        },
        {
          id: 'ext-development',
          title: 'Developmental Assessment',
          content: `
<p>The anterior fontanelle is {{anterior_fontanelle}}; the cranial sutures are not separated or overriding.</p>
<p>The external features, including the ears, palate, genitalia, digits and creases, are consistent with the
stated age, and the growth parameters are proportionate.</p>
<div data-guidance="true" class="guidance"><p>Record any congenital anomaly.</p></div>
<p>Ossification centres and dental development on the skeletal survey are appropriate for age.</p>`,
        },
        medicalIntervention,
        postmortemChanges,
      ],
    },
    {
      id: 'injury',
      title: 'Evidence of Injury',
      content: `
<p>The skin was examined under good lighting, with particular attention to the scalp, face, ears, mouth and
frenula, neck, the backs of the hands, the buttocks and the genitalia.</p>
<div data-guidance="true" class="guidance"><p>Describe each bruise, abrasion, burn or bite mark by site, size, shape and colour, or record that none
were found. Subcutaneous dissection of the back and limbs is recorded here.</p></div>
<p>The retinae were examined after removal of the eyes. Retinal haemorrhages: <em>present / absent</em>.</p>`,
    },
    {
      id: 'int',
      title: 'Internal Examination',
      content: `
<p>The body cavities were opened and the organs examined in situ before removal. The organs are normally
sited, with no congenital anomaly of the heart or great vessels.</p>
<table>
<tr><th>Organ</th><th>Weight</th><th>Expected for age</th></tr>
<tr><td>Brain</td><td>{{brain_weight}}</td><td></td></tr>
<tr><td>Heart</td><td>{{heart_weight}}</td><td></td></tr>
<tr><td>Thymus</td><td>{{thymus_weight}}</td><td></td></tr>
<tr><td>Right lung</td><td>{{right_lung_weight}}</td><td></td></tr>
<tr><td>Left lung</td><td>{{left_lung_weight}}</td><td></td></tr>
<tr><td>Liver</td><td>{{liver_weight}}</td><td></td></tr>
<tr><td>Spleen</td><td>{{spleen_weight}}</td><td></td></tr>
<tr><td>Right kidney</td><td>{{right_kidney_weight}}</td><td></td></tr>
<tr><td>Left kidney</td><td>{{left_kidney_weight}}</td><td></td></tr>
<tr><td>Adrenal glands (combined)</td><td>{{adrenal_glands_weight}}</td><td></td></tr>
<tr><td>Pancreas</td><td>{{pancreas_weight}}</td><td></td></tr>
<tr><td>Thyroid</td><td>{{thyroid_weight}}</td><td></td></tr>
</table>`,
      subChapters: [
        {
          id: 'int-head',
          title: 'Head and Central Nervous System',
          content: `
<p>There is no subgaleal or subperiosteal haemorrhage. The skull is intact and the sutures are normal for age.
There is no extradural, subdural or subarachnoid haemorrhage; the bridging veins are intact. The brain shows
a gyral pattern appropriate for age, without oedema, herniation or malformation. The spinal cord and the
dorsal root ganglia were examined.</p>`,
        },
        {
          id: 'int-thorax',
          title: 'Thoracic Organs',
          content: `
<p>The thymus shows scattered petechiae on its surface. The airways contain no milk, vomitus or foreign
material. The lungs are congested without macroscopic consolidation. The heart has normal connections, an
intact atrial and ventricular septum, and a closed/probe-patent foramen ovale and ductus arteriosus.</p>`,
        },
        {
          id: 'int-abdomen',
          title: 'Abdominal Organs',
          content: `
<p>The stomach contains {{gastric_contents_volume}} of {{stomach_contents}}. The intestines show no volvulus,
intussusception or necrotising enterocolitis. The liver, spleen, kidneys, adrenal glands and pancreas are
normally formed. The bladder contains {{urine_volume}} of urine.</p>`,
        },
      ],
    },
    {
      id: 'ancillary',
      title: 'Ancillary Investigations',
      content: `
<ul>
<li><p><strong>Skeletal survey:</strong> <em>full radiological skeletal survey reported by a paediatric radiologist.</em></p></li>
<li><p><strong>Microbiology:</strong> blood culture, cerebrospinal fluid, lung swabs and nasopharyngeal aspirate.</p></li>
<li><p><strong>Virology:</strong> respiratory viral PCR.</p></li>
<li><p><strong>Metabolic screen:</strong> blood spots on Guthrie card, bile, urine and skin for fibroblast culture.</p></li>
<li><p><strong>Toxicology:</strong> {{toxicology_samples}}. Results: {{toxicology_findings}}.</p></li>
<li><p><strong>Frozen tissue</strong> retained for genetic testing.</p></li>
</ul>`,
    },
    {
      id: 'micro',
      title: 'Microscopic Examination',
      content: `
<p>Sections of all major organs, including multiple blocks of both lungs, the heart with the conducting
system where indicated, the brain and the growth plate of a rib, were stained with haematoxylin and eosin,
with Oil Red O on frozen liver and heart for fat.</p>
<div data-guidance="true" class="guidance"><p>Record the histological findings organ by organ.</p></div>`,
    },
    {
      id: 'opinion',
      title: 'Opinion',
      content: `
<div data-guidance="true" class="guidance"><p>Summarise the findings in light of the history, the scene and the results of the ancillary
investigations. A multi-agency case discussion is recommended before the final report.</p></div>`,
      subChapters: [
        causeOfDeath('Where no cause is identified after a full investigation, the death may be registered as unexplained sudden death in infancy.'),
        mannerOfDeath,
      ],
    },
  ],
}
