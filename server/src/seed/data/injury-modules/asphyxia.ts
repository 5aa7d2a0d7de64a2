import type { SeedModule } from '../types'

/** Mechanical asphyxia: the type chosen brings its own neck or face findings. */
export const asphyxia: SeedModule = {
  name: 'Asphyxia',
  chapters: [
    {
      id: 'mod-asphyxia',
      title: 'Asphyxia',
      content: `
<p>Congestion, cyanosis and petechial haemorrhages of the face are non-specific and may be absent in deaths
from neck compression or airway obstruction; they are recorded with the external examination. The diagnosis
rests on the pattern of local injury together with the scene and the circumstances.</p>`,
    },
  ],
  children: [
    {
      name: 'Hanging',
      chapters: [
        {
          id: 'mod-hanging',
          title: 'Ligature Mark (Hanging)',
          content: `
<p>The ligature, received with the body, is {{ligature_material}}. It was cut away from the knot and the
cut ends secured for examination.</p>
<p>A ligature mark {{ligature_mark_width}} wide, with a parchmented, yellow-brown base, crosses the front of the
neck above the thyroid cartilage. Its course is {{ligature_mark_course}}, rising on both sides to a suspension
point at {{suspension_point}}, where it fades. It is deepest opposite the suspension point. Its pattern matches the
texture of the ligature.</p>
<p>There is no haemorrhage in the subcutaneous tissue or the strap muscles beneath the mark.</p>
<div data-guidance="true" class="guidance"><p>Record any
fracture of the superior horns of the thyroid cartilage or of the hyoid bone with its associated
haemorrhage.</p></div>`,
        },
      ],
    },
    {
      name: 'Ligature Strangulation',
      chapters: [
        {
          id: 'mod-ligature-strangulation',
          title: 'Ligature Strangulation',
          content: `
<p>The ligature is {{ligature_material}}. A ligature mark {{ligature_mark_width}} wide encircles the neck
completely at the level of the thyroid cartilage. Its course is {{ligature_mark_course}}, with a crossover point
at the <em>…</em> of the neck.</p>
<p>Above the mark the face and neck are congested, with abundant petechiae. Curvilinear fingernail abrasions
beside the mark are consistent with the decedent’s attempts to remove the ligature. Dissection shows
haemorrhage in the strap muscles beneath the mark.</p>`,
        },
      ],
    },
    {
      name: 'Manual Strangulation',
      chapters: [
        {
          id: 'mod-manual-strangulation',
          title: 'Manual Strangulation',
          content: `
<p>There are discoid bruises, the largest measuring {{wound_length}} across, and crescentic fingernail
abrasions on {{wound_location}}, consistent with fingertip and fingernail pressure.</p>
<p>Layered dissection shows haemorrhage in the strap muscles, around the hyoid bone and the thyroid cartilage,
and in the base of the tongue. Fractures of the laryngeal skeleton with surrounding haemorrhage indicate
forceful compression during life.</p>`,
        },
      ],
    },
    {
      name: 'Smothering',
      chapters: [
        {
          id: 'mod-smothering',
          title: 'Smothering',
          content: `
<p>Abrasions and bruises are present on {{wound_location}}, with bruising and laceration of the inner aspects of
the lips against the teeth.</p>
<p>Smothering may leave no injury, particularly in infants, the elderly and the incapacitated. The absence of
injury therefore does not exclude it, and the diagnosis depends on the scene and the circumstances.</p>`,
        },
      ],
    },
    {
      name: 'Positional Asphyxia',
      chapters: [
        {
          id: 'mod-positional',
          title: 'Positional Asphyxia',
          content: `
<p>According to the scene information, the decedent was found in a position that restricted breathing
<em>(describe: head-down, jack-knifed, neck flexed against the chest)</em>.</p>
<p>Sharply demarcated congestion and petechiae lie above the level of compression, and pressure pallor is
present on {{wound_location}}. There is no natural disease or injury sufficient to explain death. Intoxication,
which would impair the ability to escape the position, is assessed with the toxicology.</p>`,
        },
      ],
    },
  ],
}
