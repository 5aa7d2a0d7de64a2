import type { SeedTemplate } from '../types'
import {
  caseInformation,
  causeOfDeath,
  clothingAndEffects,
  identifyingFeatures,
  mannerOfDeath,
  medicalIntervention,
  postmortemChanges,
} from './common'

export const externalExaminationOnly: SeedTemplate = {
  name: 'External Examination Only',
  description:
    'External (non-invasive) examination with sampling, for deaths where an internal examination is not required or has been declined.',
  chapters: [
    caseInformation(
      'Summarise the circumstances and the medical history, and record why an external examination only was requested or authorised.',
    ),
    {
      id: 'ext',
      title: 'External Examination',
      content: `
<p>The body is that of an adult {{sex}} of {{build}} build, whose appearance is consistent with the stated age
of {{age_estimate}}. The body measures {{body_length}} in length and weighs {{body_weight}} (body mass index
{{bmi}}).</p>
<p>The scalp hair is {{hair_colour}}, up to {{hair_length}} long. The irides are {{eye_colour}}. Petechial
haemorrhages of the conjunctivae and face are {{petechial_haemorrhages}}. The dentition is {{dentition}}.</p>
<p>The mouth, nose and ears contain no foreign material or blood. Injection sites: {{injection_marks}}.
The limbs are normally formed.</p>`,
      subChapters: [clothingAndEffects, identifyingFeatures, medicalIntervention, postmortemChanges],
    },
    {
      id: 'injury',
      title: 'External Injuries',
      content: `
<p>The whole body surface, including the scalp, the backs of the hands and the inner aspects of the arms and
thighs, was examined under good lighting.</p>
<div data-guidance="true" class="guidance"><p>Describe each injury by type, site, size, shape and colour, or record that no injuries were found.</p></div>
<p>In the absence of an internal examination, the presence of deep injury, including fractures, cannot be
excluded.</p>`,
    },
    {
      id: 'samples',
      title: 'Samples and Investigations',
      content: `
<p>The following samples were taken: {{toxicology_samples}}.</p>
<p>Blood alcohol concentration: {{blood_alcohol_concentration}}.</p>
<p>Toxicology results: {{toxicology_findings}}.</p>
<p>Postmortem imaging:</p>
<div data-guidance="true" class="guidance"><p>record any CT or radiographs performed and their findings.</p></div>`,
    },
    {
      id: 'opinion',
      title: 'Opinion',
      content: `
<p>This opinion is limited by the absence of an internal examination. It is based on the external findings,
the results of the investigations listed above and the available medical and circumstantial history.</p>`,
      subChapters: [
        causeOfDeath('The cause of death is given on the balance of probabilities, since natural disease and internal injury could not be assessed directly.'),
        mannerOfDeath,
      ],
    },
  ],
}
