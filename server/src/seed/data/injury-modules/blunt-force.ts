import type { SeedModule } from '../types'

const fractures: SeedModule = {
  name: 'Fracture',
  chapters: [
    {
      id: 'mod-fracture',
      title: 'Fractures',
      content: `
<p>Fractures were identified on the postmortem radiographs and confirmed by dissection. Haemorrhage in the
surrounding soft tissues indicates that they were sustained during life. The site of each fracture is
{{wound_location}}.</p>`,
    },
  ],
  children: [
    {
      name: 'Skull Fracture',
      chapters: [
        {
          id: 'mod-fracture-skull',
          title: 'Skull Fracture',
          content: `
<p>A fracture of the skull involves {{wound_location}}. It is <em>linear / depressed / comminuted</em> and
measures {{wound_length}} in length, extending <em>describe its course, including any extension into the
skull base</em>.</p>
<p>The pattern indicates an impact against the <em>…</em> side of the head. A depressed fragment measuring
{{wound_width}} across reflects a localised blow with an object of limited surface area.</p>`,
        },
      ],
    },
    {
      name: 'Rib Fractures',
      chapters: [
        {
          id: 'mod-fracture-rib',
          title: 'Rib Fractures',
          content: `
<p>There are fractures of the (left/right) ribs <em>list the ribs</em> in the <em>anterior / lateral /
posterior</em> axillary line, with haemorrhage in the intercostal muscles. The parietal pleura is torn and the
pleural cavity contains {{haemothorax_volume}} of blood.</p>
<p>Fractures in a line on both sides anteriorly, without haemorrhage, are typical of resuscitation and are
distinguished here from injury sustained in life.</p>`,
        },
      ],
    },
    {
      name: 'Long Bone Fracture',
      chapters: [
        {
          id: 'mod-fracture-long-bone',
          title: 'Long Bone Fracture',
          content: `
<p>There is a <em>transverse / oblique / spiral / comminuted</em> fracture of {{wound_location}}, its centre
{{height_above_heel}} above the heel. The overlying skin shows <em>bruising / abrasion / an open wound</em>.</p>
<p>A wedge-shaped fragment whose base indicates the side of impact suggests a direct bending force. Spiral
fractures indicate torsion.</p>`,
        },
      ],
    },
  ],
}

/** Blunt force injuries: one instance per injury, typed by its kind. */
export const bluntForceInjuries: SeedModule = {
  name: 'Blunt Force Injuries',
  allowMultipleInstances: true,
  maxInstances: 20,
  chapters: [
    {
      id: 'mod-blunt',
      title: 'Blunt Force Injuries',
      content: `
<p>The blunt force injuries are described by region and numbered for reference. Patterned injuries were
photographed with a scale for comparison with possible causative objects. The age of a bruise cannot be
reliably determined from its colour.</p>`,
    },
  ],
  children: [
    {
      name: 'Abrasion',
      chapters: [
        {
          id: 'mod-abrasion',
          title: 'Abrasion',
          content: `
<p>A <em>brush / scratch / imprint</em> abrasion is situated on {{wound_location}}, measuring {{wound_length}} by
{{wound_width}}. Its surface is <em>red-brown and moist / dry and parchmented</em>.</p>
<p>Epidermal tags are heaped at one end, indicating that the causative surface moved {{wound_direction}}
across the skin.</p>`,
        },
      ],
    },
    {
      name: 'Contusion',
      chapters: [
        {
          id: 'mod-contusion',
          title: 'Contusion',
          content: `
<p>A <em>colour</em> bruise is situated on {{wound_location}}, measuring {{wound_length}} by {{wound_width}}.
Incision shows haemorrhage in the subcutaneous fat extending to a depth of {{wound_depth}}.</p>
<div data-guidance="true" class="guidance"><p>Describe any pattern (tramline, fingertip, imprint) and note that bruising may be more extensive in the
deeper tissues than at the surface.</p></div>`,
        },
      ],
    },
    {
      name: 'Laceration',
      chapters: [
        {
          id: 'mod-laceration',
          title: 'Laceration',
          content: `
<p>A laceration is situated on {{wound_location}}, measuring {{wound_length}} in length and gaping to
{{wound_width}}, with a depth of {{wound_depth}} down to the underlying bone.</p>
<p>The margins are irregular, abraded and bruised, with tissue bridges in the depth of the wound and intact hair
bulbs, distinguishing it from an incised wound. There is no foreign material in the wound.</p>`,
        },
      ],
    },
    fractures,
    {
      name: 'Head Injury',
      chapters: [
        {
          id: 'mod-head-injury',
          title: 'Intracranial Injury',
          content: `
<p>There is an acute subdural haematoma over the (left/right) cerebral hemisphere with a volume of
{{subdural_haematoma_volume}}, associated with <em>midline shift / uncal and tonsillar herniation</em>.</p>
<p>Cortical contusions are present on <em>…</em>; their relation to the impact site (coup or contrecoup)
indicates a <em>fall / blow</em>. The brain was retained for neuropathological examination, including
β-amyloid precursor protein immunohistochemistry for axonal injury.</p>`,
        },
      ],
    },
  ],
}
