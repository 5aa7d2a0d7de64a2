import { normalizeTagName } from '@shared/src/tags/tag.schema'
import { ADMIN_TEXTS } from '../admin-texts'

/** The fields of a tag the admin views read. */
export interface TagLike {
  id: string
  name: string
  description: string | null
  category: string | null
}

/** Category filter values: every tag, tags without a category, or one category by name. */
export type CategoryFilter = { kind: 'all' } | { kind: 'uncategorized' } | { kind: 'category'; name: string }

export interface TagFilters {
  search: string
  category: CategoryFilter
}

export const NO_FILTERS: TagFilters = { search: '', category: { kind: 'all' } }

const categoryOf = (t: TagLike): string | null => (t.category?.trim() ? t.category.trim() : null)

/** Tag name normalised on leaving the field: trimmed, runs of spaces turned into underscores (as the server stores it). */
export const normaliseTagName = normalizeTagName

/** Create and update are allowed once the name is not blank after trimming. */
export const canSaveTagName = (name: string): boolean => name.trim() !== ''

/** A colour as #rrggbb. */
export { isHexColor } from '../../../components/ui/ColourSwatch'

/** The distinct categories in use, sorted alphabetically (any case). */
export function tagCategories(tags: readonly TagLike[]): string[] {
  const set = new Set(tags.map(categoryOf).filter((c): c is string => c !== null))
  return [...set].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }))
}

/** The tags matching the search (name or description, any case) and the category filter. */
export function filterTags<T extends TagLike>(tags: readonly T[], filters: TagFilters): T[] {
  const q = filters.search.trim().toLowerCase()
  const { category } = filters
  return tags.filter((t) => {
    if (q && !t.name.toLowerCase().includes(q) && !(t.description ?? '').toLowerCase().includes(q)) return false
    if (category.kind === 'uncategorized') return categoryOf(t) === null
    if (category.kind === 'category') return categoryOf(t) === category.name
    return true
  })
}

/** True when a search or a category narrows the list. */
export const hasFilters = (filters: TagFilters): boolean => filters.search.trim() !== '' || filters.category.kind !== 'all'

/** The count line: 'X of Y tags'. */
export const countLabel = (shown: number, total: number): string => `${shown} of ${total} tags`

export interface TagGroup<T> {
  category: string
  tags: T[]
}

/** Tags grouped by category (alphabetical), 'Uncategorized' last, each group sorted by name. */
export function groupByCategory<T extends TagLike>(tags: readonly T[]): TagGroup<T>[] {
  const groups = new Map<string | null, T[]>()
  for (const t of tags) {
    const key = categoryOf(t)
    groups.set(key, [...(groups.get(key) ?? []), t])
  }
  const byName = (a: T, b: T) => a.name.localeCompare(b.name)
  const named = tagCategories(tags).map((category) => ({ category, tags: groups.get(category)!.sort(byName) }))
  const none = groups.get(null)
  return none ? [...named, { category: ADMIN_TEXTS.tags.uncategorized, tags: none.sort(byName) }] : named
}
