import type { SeedModule } from '../types'

export const thermalInjuries: SeedModule = {
  name: 'Thermal Injuries',
  chapters: [
    {
      id: 'mod-thermal',
      title: 'Thermal Injuries',
      content: `
<p>The findings below address whether the decedent was alive when exposed to heat or cold, and whether the
thermal injury accounts for death or is an artefact after death.</p>`,
    },
  ],
  children: [
    {
      name: 'Burns',
      chapters: [
        {
          id: 'mod-burns',
          title: 'Burns',
          content: `
<p>Burns involve approximately {{burn_surface_area}} of the total body surface area (Lund and Browder chart),
comprising partial-thickness burns with blistering and red margins, and full-thickness burns with charring.
The limbs are flexed in the pugilistic attitude. Heat fractures of the skull and limbs and a heat haematoma
in the extradural space are postmortem artefacts.</p>
<p>Soot is present in the airways below the vocal cords, and the blood and tissues are cherry-pink. The
carboxyhaemoglobin saturation is {{carboxyhaemoglobin}}. These findings indicate that the decedent was
breathing during the fire.</p>`,
        },
      ],
    },
    {
      name: 'Hypothermia',
      chapters: [
        {
          id: 'mod-hypothermia',
          title: 'Hypothermia',
          content: `
<p>There is pink-red discoloration of the skin over the large joints. Gastric mucosal erosions (Wischnewski
spots) are {{wischnewski_spots}}.</p>
<div data-guidance="true" class="guidance"><p>Record haemorrhage into the iliopsoas muscles and pancreatitis if
present.</p></div>
<p>The scene showed <em>paradoxical undressing / hide-and-die behaviour</em>. Hypothermia is a diagnosis made
from the circumstances, the exclusion of other causes and these supportive, non-specific findings.</p>`,
        },
      ],
    },
  ],
}

export const drowning: SeedModule = {
  name: 'Drowning',
  chapters: [
    {
      id: 'mod-drowning',
      title: 'Immersion and Drowning',
      content: `
<p>The skin of the hands and feet shows washerwoman wrinkling, consistent with immersion. Fine white froth in
the mouth, nostrils and airways is {{airway_froth}}.</p>
<p>The lungs are voluminous, overlapping the midline, with rib impressions on their pleural surfaces
(emphysema aquosum). Fluid in the sphenoid sinus is {{sphenoid_sinus_fluid}}. Water samples from the scene and
samples of lung, kidney and bone marrow were retained for diatom analysis.</p>
<p>There is no finding specific to drowning; the diagnosis relies on the circumstances and the exclusion of
other causes of death.</p>`,
    },
  ],
}

export const electricalInjury: SeedModule = {
  name: 'Electrical Injury',
  chapters: [
    {
      id: 'mod-electrical',
      title: 'Electrical Injury',
      content: `
<p>An electrical current mark is present at {{electrical_mark_location}}. It is a grey-white crater with a raised,
pale areolar margin and central blistering, with a metallised surface from the conductor.</p>
<p>Histology shows nuclear streaming of the basal epidermal cells. An electrical death may leave no current mark,
so the scene findings and the electrical engineer’s examination of the source are essential.</p>`,
    },
  ],
}
