import { SEED_TAGS } from '../../server/src/seed/data/tags'
import type { TagInfo } from '../../worker/src/engines/types'

/** The seeded tags as the engines read them, named by their identifiers (the product's largest stock vocabulary). */
export const seededVocabulary = (): TagInfo[] =>
  SEED_TAGS.map((t) => ({ identifier: t.identifier, category: t.category, description: t.description, ...t.field, id: t.identifier, name: t.identifier }))
