import type { SeedModule } from '../types'

const rangeModule = (name: string, id: string, title: string, content: string): SeedModule => ({
  name,
  chapters: [{ id, title, content }],
})

const entranceWound: SeedModule = {
  name: 'Entrance Wound',
  chapters: [
    {
      id: 'mod-gsw-entrance',
      title: 'Gunshot Entrance Wound',
      content: `
<p><strong>Location:</strong> {{entrance_wound_location}}, {{height_above_heel}} above the heel and
{{distance_from_midline}} from the midline.</p>
<p><strong>Description:</strong> A round to oval skin defect measuring {{entrance_wound_diameter}} in diameter,
with inverted margins and a marginal abrasion (abrasion collar) up to {{abrasion_collar_width}} wide, widest at
the <em>…</em> o’clock position, indicating the angle of approach. The wound margins cannot be
reapproximated.</p>
<p><strong>Range of fire:</strong> {{range_of_fire}} (see the range features below). The corresponding area of
the clothing was examined for defects and residue.</p>`,
    },
    {
      id: 'mod-gsw-track',
      title: 'Wound Track',
      content: `
<p>The projectile passed through <em>list the tissues and organs in order</em>. The wound track measures
{{wound_depth}} in length and is directed {{wound_direction}} with the body in the anatomical position.</p>
<p>Projectile recovered: {{projectile_recovered}}. Any projectile or fragment recovered was photographed in situ,
handled with plastic-tipped forceps, placed in a labelled container and handed to the firearms officer with
continuity recorded.</p>`,
    },
  ],
  children: [
    rangeModule('Contact Range', 'mod-gsw-contact', 'Contact Range Features', `
<p>The entrance wound shows the features of a contact discharge. Soot deposition is {{soot_deposition}}, lining
the wound margins and the underlying tissues. There is a muzzle imprint abrasion around the wound
<em>(describe its shape and dimensions for comparison with the weapon)</em>.</p>
<p>Over bone, the margins are split in a stellate pattern by the expanding propellant gases. The tissues along
the track are cherry-pink from carbon monoxide. There is no powder stippling of the surrounding skin.</p>`),
    rangeModule('Close Range', 'mod-gsw-close', 'Close Range Features', `
<p>Soot deposition is {{soot_deposition}} on the skin around the wound, and powder stippling is
{{powder_stippling}} over an area {{stippling_diameter}} in diameter. Hairs around the wound are singed.</p>
<p>These features indicate a discharge from a short distance beyond contact, typically within about 20 to 30 cm
for a handgun. A more precise estimate requires test firing of the weapon with the same ammunition.</p>`),
    rangeModule('Intermediate Range', 'mod-gsw-intermediate', 'Intermediate Range Features', `
<p>Powder stippling is {{powder_stippling}}: punctate red-brown abrasions that cannot be wiped away, distributed
over an area {{stippling_diameter}} in diameter around the wound. There is no soot deposition on the skin.</p>
<p>These features indicate a discharge at intermediate range, typically from about 30 cm up to about 60 to 100 cm
for a handgun, depending on the weapon and the ammunition.</p>`),
    rangeModule('Distant Range', 'mod-gsw-distant', 'Distant Range Features', `
<p>Soot deposition is {{soot_deposition}} and powder stippling is {{powder_stippling}} on the skin around the
wound. The wound shows only the abrasion collar of the projectile itself.</p>
<p>The findings are consistent with a discharge from beyond the range at which propellant residue reaches the
skin. Intervening clothing or another target may have filtered the residue, so the clothing was retained for
laboratory examination.</p>`),
  ],
}

const exitWound: SeedModule = {
  name: 'Exit Wound',
  chapters: [
    {
      id: 'mod-gsw-exit',
      title: 'Gunshot Exit Wound',
      content: `
<p><strong>Location:</strong> {{exit_wound_location}}, {{height_above_heel}} above the heel and
{{distance_from_midline}} from the midline.</p>
<p><strong>Description:</strong> An irregular, slit-like to stellate laceration measuring {{wound_length}} by
{{wound_width}}, with everted margins that can be reapproximated. There is no abrasion collar, soot or stippling.</p>
<div data-guidance="true" class="guidance"><p>If the skin was supported by clothing or a firm surface at exit, describe any shored abrasion.</p></div>`,
    },
  ],
}

const grazeWound: SeedModule = {
  name: 'Graze Wound',
  chapters: [
    {
      id: 'mod-gsw-graze',
      title: 'Gunshot Graze Wound',
      content: `
<p>A tangential gunshot graze wound is situated on {{wound_location}}. It is an elongated abraded furrow
measuring {{wound_length}} by {{wound_width}}, with a partial-thickness loss of skin.</p>
<p>Skin tags along the margins point in the direction of travel, indicating that the projectile travelled
{{wound_direction}}. There is no associated entrance into a body cavity.</p>`,
    },
  ],
}

const shotgunWound: SeedModule = {
  name: 'Shotgun Wound',
  chapters: [
    {
      id: 'mod-gsw-shotgun',
      title: 'Shotgun Wound',
      content: `
<p><strong>Location:</strong> {{entrance_wound_location}}, {{height_above_heel}} above the heel.</p>
<p>There is a central defect measuring {{wound_length}} by {{wound_width}} with scalloped margins, surrounded by
satellite pellet holes. The pellet pattern measures {{stippling_diameter}} across. The range of fire is assessed
as {{range_of_fire}}; a precise estimate requires pattern testing with the weapon and ammunition.</p>
<p>Wadding and pellets were recovered from the wound track (projectile recovered: {{projectile_recovered}}) and
retained for the firearms examiner. The track is directed {{wound_direction}}.</p>`,
    },
  ],
}

/** Firearm injuries: one instance per wound, each typed as entrance, exit, graze or shotgun. */
export const gunshotWounds: SeedModule = {
  name: 'Gunshot Wounds',
  allowMultipleInstances: true,
  maxInstances: 20,
  chapters: [
    {
      id: 'mod-gsw',
      title: 'Gunshot Wounds',
      content: `
<p>Full-body radiographs were taken before the examination to locate projectiles and fragments. Hands were
bagged at the scene and swabbed for firearm discharge residue before the body was washed.</p>
<p>The gunshot wounds are labelled alphabetically for descriptive purposes only; the labelling does not imply
the order in which they were sustained. Each track is described with the body in the anatomical position.</p>`,
    },
  ],
  children: [entranceWound, exitWound, grazeWound, shotgunWound],
}
