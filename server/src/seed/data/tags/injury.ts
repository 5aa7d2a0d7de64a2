import type { SeedTag } from '../types'
import { field, PRESENT_ABSENT } from './field'

const wound = field('Wounds')
const asphyxia = field('Asphyxia')

/** Fields describing wounds and asphyxial findings. */
export const INJURY_TAGS: SeedTag[] = [
  // Wounds
  wound('wound_location', 'Anatomical site of a wound.', {
    aliases: ['wound situated', 'the wound is situated', 'site of the wound', 'wound is located'],
  }),
  wound('wound_length', 'Length of a wound, with the edges reapproximated where appropriate.', {
    aliases: ['wound measures', 'the wound measures', 'length of the wound', 'wound length is'],
    unit: 'cm',
  }),
  wound('wound_width', 'Width or gape of a wound.', {
    aliases: ['gapes', 'wound gapes', 'gaping to', 'width of the wound', 'maximum width'],
    unit: 'cm',
  }),
  wound('wound_depth', 'Depth of a wound or length of its track.', {
    aliases: ['depth of the wound', 'track length', 'wound track measures', 'wound tract', 'penetrates to a depth of'],
    unit: 'cm',
  }),
  wound('height_above_heel', 'Height of a wound above the heel, measured with the body supine.', {
    aliases: ['above the heel', 'above the left heel', 'above the right heel', 'from the heel', 'above heel level'],
    unit: 'cm',
  }),
  wound('distance_from_midline', 'Horizontal distance of a wound from the anterior or posterior midline.', {
    aliases: ['from the midline', 'from the anterior midline', 'from the posterior midline', 'lateral to the midline'],
    unit: 'cm',
  }),
  wound('wound_direction', 'Direction of a wound track in the anatomical position.', {
    aliases: ['trajectory', 'wound track direction', 'the track is directed', 'direction of the track'],
  }),
  wound('entrance_wound_location', 'Anatomical site of a gunshot entrance wound.', {
    aliases: ['entrance wound', 'entry wound', 'wound of entrance', 'entrance wound is on', 'inshoot'],
  }),
  wound('entrance_wound_diameter', 'Diameter of the skin defect of a gunshot entrance wound, excluding the abrasion collar.', {
    aliases: ['entrance wound measures', 'diameter of the entrance', 'entrance defect measures'],
    unit: 'cm',
  }),
  wound('abrasion_collar_width', 'Maximum width of the marginal abrasion around a gunshot entrance wound.', {
    aliases: ['abrasion collar', 'abrasion ring', 'marginal abrasion', 'abrasion margin', 'collar measures'],
    unit: 'mm',
  }),
  wound('exit_wound_location', 'Anatomical site of a gunshot exit wound.', {
    aliases: ['exit wound', 'wound of exit', 'exit wound is on', 'outshoot'],
  }),
  wound('range_of_fire', 'Range of fire inferred from the wound and clothing.', {
    aliases: ['firing range', 'range of discharge', 'range of fire is', 'discharged at'],
    values: ['contact', 'near contact', 'close', 'intermediate', 'distant', 'indeterminate'],
  }),
  wound('soot_deposition', 'Soot around or within a gunshot entrance wound.', {
    aliases: ['soot', 'soot deposit', 'soot blackening', 'smudging', 'fouling'],
    values: PRESENT_ABSENT,
  }),
  wound('powder_stippling', 'Powder tattooing (stippling) around a gunshot entrance wound.', {
    aliases: ['stippling', 'powder tattooing', 'gunpowder stippling', 'propellant stippling'],
    values: PRESENT_ABSENT,
  }),
  wound('stippling_diameter', 'Diameter of the area of powder stippling or of a shotgun pellet pattern.', {
    aliases: ['stippling extends over', 'diameter of stippling', 'stippling measures', 'stippling pattern', 'pellet pattern measures'],
    unit: 'cm',
  }),
  wound('projectile_recovered', 'Whether a projectile was recovered from the body.', {
    aliases: ['bullet recovered', 'projectile retrieved', 'bullet retrieved', 'projectile recovered from'],
    values: ['yes', 'no', 'fragments only'],
  }),
  wound('burn_surface_area', 'Percentage of total body surface area burned (rule of nines or Lund and Browder chart).', {
    aliases: ['total body surface area', 't b s a', 'burns cover', 'burns involve', 'percent burns'],
    unit: '%',
  }),
  wound('electrical_mark_location', 'Site and appearance of electrical current marks.', {
    aliases: ['current mark', 'electrical mark', 'electrical burn', 'joule burn', 'contact mark'],
  }),
  wound('bumper_injury_height', 'Height above the heel of the primary (bumper) impact injury on the legs.', {
    aliases: ['bumper injury', 'bumper fracture', 'bumper height', 'height of bumper injury'],
    unit: 'cm',
  }),
  wound('seat_belt_mark', 'Seat belt abrasion or bruising.', {
    aliases: ['seat belt', 'seatbelt mark', 'seat belt abrasion', 'restraint mark', 'seat belt injury'],
    values: PRESENT_ABSENT,
  }),

  // Asphyxia
  asphyxia('ligature_material', 'Nature of the ligature.', {
    aliases: ['ligature is', 'ligature consisting of', 'the ligature is a', 'ligature used'],
  }),
  asphyxia('ligature_mark_width', 'Width of the ligature mark or furrow on the neck.', {
    aliases: ['furrow width', 'ligature furrow measures', 'ligature mark measures', 'width of the ligature mark', 'groove width'],
    unit: 'mm',
  }),
  asphyxia('ligature_mark_course', 'Course of the ligature mark around the neck.', {
    aliases: ['ligature mark runs', 'course of the ligature mark', 'ligature course', 'the furrow runs'],
    values: ['horizontal', 'oblique'],
  }),
  asphyxia('suspension_point', 'Position of the suspension point or knot in a hanging.', {
    aliases: ['point of suspension', 'knot position', 'knot located', 'the knot is', 'apex of the mark'],
  }),
  asphyxia('petechial_haemorrhages', 'Petechial haemorrhages of the conjunctivae, eyelids and facial skin.', {
    aliases: ['petechiae', 'petechial hemorrhages', 'conjunctival petechiae', 'facial petechiae'],
    values: ['absent', 'scanty', 'numerous'],
  }),
  asphyxia('laryngeal_skeleton', 'State of the hyoid bone and laryngeal cartilages.', {
    aliases: ['hyoid bone', 'hyoid', 'thyroid cartilage', 'laryngeal cartilages', 'hyoid and larynx'],
    values: ['intact', 'fractured'],
  }),
]
