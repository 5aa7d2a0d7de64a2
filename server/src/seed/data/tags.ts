import { CONCLUSION_TAGS } from './tags/conclusions'
import { EXAMINATION_TAGS } from './tags/examination'
import { IDENTIFICATION_TAGS } from './tags/identification'
import { INJURY_TAGS } from './tags/injury'
import type { SeedTag } from './types'

/** One colour per category, so fields of a kind look alike in the editor. */
export const TAG_CATEGORY_COLORS: Record<string, string> = {
  'Case Information': '#4f46e5',
  Identification: '#2563eb',
  'Body Measurements': '#0891b2',
  Paediatric: '#ca8a04',
  'Organ Weights': '#16a34a',
  'Postmortem Changes': '#7c3aed',
  Wounds: '#dc2626',
  Asphyxia: '#ea580c',
  Cardiovascular: '#db2777',
  'Internal Findings': '#65a30d',
  Toxicology: '#0d9488',
  Opinion: '#475569',
}

/** Every seeded tag, in the order an autopsy report meets them. */
export const SEED_TAGS: SeedTag[] = [...IDENTIFICATION_TAGS, ...EXAMINATION_TAGS, ...INJURY_TAGS, ...CONCLUSION_TAGS]
