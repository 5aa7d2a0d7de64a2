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

/**
 * A field as the engines read it, named by its identifier ('heart_weight': id `id-heart_weight`, the
 * same name), with its description (typed properties in words, such as 'Unit: g.') and any other
 * TagInfo property.
 */
export const fieldTag = (identifier: string, description = '', extra: Partial<TagInfo> = {}): TagInfo => ({
  id: `id-${identifier}`,
  identifier,
  name: identifier,
  description,
  category: null,
  ...extra,
})
