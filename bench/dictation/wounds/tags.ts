import type { PlainTag } from '../types'
import type { InstanceKind } from './types'

const p = (identifier: string, name: string, description: string): PlainTag => ({ identifier, name, description, category: 'Wounds' })

/**
 * Wound fields the seed lacks, as an administrator types them: a name and plain sentences, no
 * structured properties. The rest of the wound fields are the plain tags of the main set.
 */
export const WOUND_PLAIN_TAGS: PlainTag[] = [
  p('wound_type', 'Wound type', 'The kind of wound. One of: stab, incised, chop, laceration, abrasion, bruise.'),
  p('wound_size', 'Wound size', 'Size of the wound, length by width, in centimetres.'),
  p('track_organs', 'Track organs', 'The organs and tissues the wound track passes through, in order.'),
]

/** Module, type and the fields each kind of instance holds (as the seeded module chapters place them). */
export const KINDS: Record<InstanceKind, { module: string; type: string; fields: string[] }> = {
  stab: {
    module: 'Sharp Force Injuries',
    type: 'Stab Wound',
    fields: ['wound_type', 'wound_location', 'height_above_heel', 'distance_from_midline', 'wound_length', 'wound_width', 'wound_depth', 'wound_direction', 'track_organs'],
  },
  incised: {
    module: 'Sharp Force Injuries',
    type: 'Incised Wound',
    fields: ['wound_type', 'wound_location', 'wound_length', 'wound_width', 'wound_depth', 'wound_direction'],
  },
  entrance: {
    module: 'Gunshot Wounds',
    type: 'Entrance Wound',
    fields: ['entrance_wound_location', 'height_above_heel', 'distance_from_midline', 'entrance_wound_diameter', 'wound_depth', 'wound_direction', 'track_organs'],
  },
  exit: {
    module: 'Gunshot Wounds',
    type: 'Exit Wound',
    fields: ['exit_wound_location', 'height_above_heel', 'distance_from_midline', 'wound_length', 'wound_width'],
  },
  laceration: {
    module: 'Blunt Force Injuries',
    type: 'Laceration',
    fields: ['wound_type', 'wound_location', 'wound_size', 'wound_depth'],
  },
}

/** The instance's chapter title, as the report shows it. */
export const titleOf = (kind: InstanceKind, index: number) => `${KINDS[kind].module} #${index} — ${KINDS[kind].type}`
