import type { SeedModule } from '../types'

export const suddenInfantDeath: SeedModule = {
  name: 'Sudden Infant Death Investigation',
  chapters: [
    {
      id: 'mod-sudi-scene',
      title: 'Sleep Environment and Scene',
      content: `
<p>According to the joint agency visit to the scene, the infant was placed to sleep and found lying
{{sleep_position}}. The sleep surface was {{sleep_surface}}.</p>
<div data-guidance="true" class="guidance"><p>Record the bedding, covering of the face or head, room temperature, heating, parental smoking, alcohol
or drug use by the carers, and whether a doll re-enactment was performed.</p></div>`,
    },
    {
      id: 'mod-sudi-findings',
      title: 'Findings Relevant to Sudden Infant Death',
      content: `
<p>Intrathoracic petechiae on the thymus, pleura and epicardium are <em>present / absent</em>; they are non-specific. There is no
evidence of infection, metabolic disease, cardiac anomaly, or inflicted injury on the skeletal survey and
at examination.</p>
<p>Blood-stained fluid at the nostrils is a frequent finding after resuscitation. Pressure pallor of the face is
<em>present / absent</em>.</p>`,
    },
  ],
}

export const drugRelatedDeath: SeedModule = {
  name: 'Drug-Related Death',
  chapters: [
    {
      id: 'mod-drugs',
      title: 'Drug-Related Death',
      content: `
<p>Drug paraphernalia <em>(syringes, foil, tourniquet, packaging)</em> were found at the scene. Injection sites:
{{injection_marks}}. Recent puncture marks were excised and retained.</p>
<p>The lungs are heavy and oedematous, with froth in the airways, findings that are common in opioid toxicity
but not specific to it. Peripheral (femoral) blood, vitreous humour, urine and gastric contents were retained
for a full toxicological screen. Their interpretation depends on tolerance and on the postmortem
redistribution of the drugs concerned.</p>`,
    },
  ],
}
