import type { SeedModule } from '../types'

/** Sharp force injuries: one instance per wound, typed as stab, incised, chop or defence injury. */
export const sharpForceInjuries: SeedModule = {
  name: 'Sharp Force Injuries',
  allowMultipleInstances: true,
  maxInstances: 20,
  chapters: [
    {
      id: 'mod-sharp',
      title: 'Sharp Force Injuries',
      content: `
<p>The sharp force injuries are numbered for reference; the numbering does not imply sequence. A stab wound is
deeper than it is long on the skin surface; an incised wound is longer than it is deep. Wound lengths are
measured with the edges reapproximated.</p>
<p>The clothing was examined and its defects correlated with the wounds. Any weapon submitted was examined and its
dimensions compared with the wounds.</p>`,
    },
  ],
  children: [
    {
      name: 'Stab Wound',
      chapters: [
        {
          id: 'mod-stab',
          title: 'Stab Wound',
          content: `
<p><strong>Location:</strong> {{wound_location}}, {{height_above_heel}} above the heel and
{{distance_from_midline}} from the midline.</p>
<p><strong>Description:</strong> A linear wound with clean-cut margins and no tissue bridging, orientated
<em>…</em> on the clock face. With the edges reapproximated it measures {{wound_length}}, and it gapes to
{{wound_width}}. One end is sharp and the other is blunt/squared, consistent with a single-edged blade. There
is no hilt mark.</p>
<p><strong>Track:</strong> The wound passes through <em>list the tissues and organs in order</em>, to a
total depth of {{wound_depth}}, and is directed {{wound_direction}}.</p>`,
        },
        {
          id: 'mod-stab-effects',
          title: 'Internal Haemorrhage',
          content: `
<p>The (left/right) pleural cavity contains {{haemothorax_volume}} of fluid and clotted blood, with partial
collapse of the lung. The peritoneal cavity contains {{haemoperitoneum_volume}} of blood.</p>
<p>The volume of blood lost, together with the organs injured, accounts for death from haemorrhage.</p>`,
        },
      ],
    },
    {
      name: 'Incised Wound',
      chapters: [
        {
          id: 'mod-incised',
          title: 'Incised Wound',
          content: `
<p>An incised wound is situated on {{wound_location}}. It measures {{wound_length}} in length, gapes to
{{wound_width}} and reaches a maximum depth of {{wound_depth}}, involving the skin and subcutaneous tissue.</p>
<p>The margins are clean-cut and not abraded. One end tails off superficially, indicating that the blade was
drawn {{wound_direction}}.</p>
<div data-guidance="true" class="guidance"><p>Note parallel superficial hesitation incisions if present.</p></div>`,
        },
      ],
    },
    {
      name: 'Chop Wound',
      chapters: [
        {
          id: 'mod-chop',
          title: 'Chop Wound',
          content: `
<p>A chop wound is situated on {{wound_location}}. It measures {{wound_length}} by {{wound_width}} and
extends to a depth of {{wound_depth}}. The margins are sharp but show abrasion and bruising, reflecting a heavy
edged weapon such as an axe or machete.</p>
<p>The underlying bone shows a cut with a comminuted fracture <em>(describe)</em>. Bone fragments were retained
for examination by a forensic anthropologist.</p>`,
        },
      ],
    },
    {
      name: 'Defence Injuries',
      chapters: [
        {
          id: 'mod-defence',
          title: 'Defence Injuries',
          content: `
<p>Incised wounds and bruises are present on {{wound_location}}, the largest measuring {{wound_length}}.</p>
<p>Their distribution on the palms, the webs between the fingers and the ulnar borders of the forearms is
typical of injuries sustained when the hands and arms are raised to ward off, or grasp, a bladed weapon.</p>`,
        },
      ],
    },
  ],
}
