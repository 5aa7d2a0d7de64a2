import type { SeedChapter } from '../types'

// Chapters that read the same in more than one base template.

export const caseInformation = (circumstancesHint: string): SeedChapter => ({
  id: 'case',
  title: 'Case Information',
  content: `
<p><strong>Case number:</strong> {{case_number}}</p>
<p><strong>Date of examination:</strong> {{date_of_examination}}</p>
<p><strong>Pathologist:</strong> {{pathologist}}</p>
<p><strong>Date of death:</strong> {{date_of_death}}</p>
<p><strong>Place of death:</strong> {{place_of_death}}</p>
<p><strong>Identification:</strong> The body was identified by {{identification_method}} before the examination began.
The identification label on the body corresponded with the details on the request for examination.</p>
<p><strong>Authority:</strong> The examination was performed at the request of the coroner / medical examiner.</p>
<p><strong>Persons present:</strong></p>
<div data-guidance="true" class="guidance"><p>Record the anatomical pathology technologist, police officers, crime scene
investigators and photographer present.</p></div>
<h3>Circumstances</h3>
<div data-guidance="true" class="guidance"><p>${circumstancesHint}</p></div>`,
})

export const clothingAndEffects: SeedChapter = {
  id: 'ext-clothing',
  title: 'Clothing and Personal Effects',
  content: `
<p>The body was received in a sealed body bag (seal number <em>…</em>), the seal being intact on opening.
The body was examined clothed and the clothing was then removed and examined separately.</p>
<p>The clothing comprised:</p>
<div data-guidance="true" class="guidance"><p>Item, colour, size and condition, noting damage, blood staining and soiling.</p><p>Correlate any defects in the clothing with underlying injuries.</p></div>
<p>Personal effects accompanying the body: <em>jewellery, watch, wallet, mobile telephone, medication.</em>
All items were retained and handed to the investigating officer with continuity recorded.</p>`,
}

export const identifyingFeatures: SeedChapter = {
  id: 'ext-identifying',
  title: 'Identifying Features',
  content: `
<p><strong>Tattoos:</strong> {{tattoos}}</p>
<p><strong>Scars:</strong> {{scars}}</p>
<p><strong>Other features:</strong></p>
<div data-guidance="true" class="guidance"><p>Birthmarks, naevi, piercings, deformities, amputations and evidence
of previous surgery.</p></div>
<p>Photographs of the identifying features were taken for the identification record.</p>`,
}

export const medicalIntervention: SeedChapter = {
  id: 'ext-medical',
  title: 'Evidence of Medical Intervention',
  content: `
<p>The following evidence of medical treatment and resuscitation was present:</p>
<ul>
<li><p>Endotracheal tube, its tip confirmed within the trachea at internal examination.</p></li>
<li><p>Electrocardiogram electrodes and defibrillator pads on the anterior chest.</p></li>
<li><p>Intravenous or intraosseous cannulae with surrounding puncture marks.</p></li>
</ul>
<p>Injuries attributable to cardiopulmonary resuscitation, such as anterior rib and sternal fractures,
are noted in the relevant sections and are not considered further.</p>`,
}

export const postmortemChanges: SeedChapter = {
  id: 'ext-postmortem',
  title: 'Postmortem Changes',
  content: `
<p>Rigor mortis is {{rigor_mortis}} in the jaw and in the upper and lower limbs.
Hypostasis is {{livor_mortis}} and is distributed {{livor_distribution}}.</p>
<p>Decompositional change: {{decomposition}}.</p>
<p>The deep rectal temperature was {{body_temperature}} at the scene, with an ambient temperature of
{{ambient_temperature}}. Taking these findings together with the circumstances, the time since death is
estimated at approximately {{time_since_death}}. Such estimates carry a wide margin of error and should be
interpreted alongside the investigative information.</p>`,
}

export const causeOfDeath = (note: string): SeedChapter => ({
  id: 'opinion-cause',
  title: 'Cause of Death',
  content: `
<p><strong>I(a)</strong> {{cause_of_death}}</p>
<p><strong>I(b)</strong> <em>due to (or as a consequence of)</em></p>
<p><strong>I(c)</strong> <em>due to (or as a consequence of)</em></p>
<p><strong>II</strong> {{contributing_conditions}}</p>
<p>${note}</p>`,
})

export const mannerOfDeath: SeedChapter = {
  id: 'opinion-manner',
  title: 'Manner of Death',
  content: `
<p>The manner of death is {{manner_of_death}}.</p>
<p>This classification rests on the examination findings together with the information available at the time
of reporting, and may be revised should further information become available.</p>`,
}
