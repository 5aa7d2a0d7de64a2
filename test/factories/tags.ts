import type { TagInfo } from '../../worker/src/engines/types'

/**
 * A field described only in a plain sentence, as a user writes one (no typed properties): the
 * extractor infers its unit and synonyms from the description. 'Heart weight' → name Heart_weight,
 * identifier and id heart_weight.
 */
export const plainTag = (name: string, description: string): TagInfo => ({
  id: name.toLowerCase().replace(/[^a-z0-9]+/g, '_'),
  identifier: name.toLowerCase().replace(/[^a-z0-9]+/g, '_'),
  name: name.replace(/ /g, '_'),
  description,
  category: null,
})
