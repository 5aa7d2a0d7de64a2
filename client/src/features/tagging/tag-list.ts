import { normalizeTagName } from '@shared/src/tags/tag.schema'

/** The tag fields the picker shows and searches. */
export interface PickerTag {
  id: string
  identifier: string
  name: string
  description: string
  color: string
  category: string | null
}

export interface PickerGroup<T extends PickerTag> {
  category: string
  tags: T[]
}

/** The spec's texts of the tag list (section 2, tag editor). */
export const NO_TAGS_TEXT = 'No tags available. Create one above.'
export const NO_MATCHES_TEXT = 'No tags match your search criteria.'
export const UNCATEGORIZED = 'Uncategorized'
/** The editor's default tag colour, as the spec writes it there (section 9). */
export const EDITOR_DEFAULT_COLOR = '#3B82F6'

/** Name as stored: trimmed, spaces turned into underscores. */
export const normaliseTagName = normalizeTagName

/** A colour as #rrggbb. */
export { isHexColor } from '../../components/ui/ColourSwatch'

/** Tags whose name, identifier, category or description contains the query (any case). */
export function searchTags<T extends PickerTag>(tags: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase()
  if (!q) return [...tags]
  const spaced = q.replace(/\s+/g, '_')
  return tags.filter((t) =>
    [t.name, t.identifier, t.category ?? '', t.description].some((field) => {
      const f = field.toLowerCase()
      return f.includes(q) || f.includes(spaced)
    }),
  )
}

/** Tags grouped by category (alphabetically, 'Uncategorized' last), each group sorted by name. */
export function groupTags<T extends PickerTag>(tags: readonly T[]): PickerGroup<T>[] {
  const groups = new Map<string, T[]>()
  for (const t of tags) {
    const key = t.category?.trim() || UNCATEGORIZED
    groups.set(key, [...(groups.get(key) ?? []), t])
  }
  const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' })
  return [...groups.entries()]
    .sort(([a], [b]) => (a === UNCATEGORIZED ? 1 : b === UNCATEGORIZED ? -1 : byName(a, b)))
    .map(([category, list]) => ({ category, tags: list.sort((a, b) => byName(a.name, b.name)) }))
}

/** The description without the machine-readable sentences (Aliases:, Unit:, Values:), for display. */
export function plainDescription(description: string): string {
  return description.replace(/\b(Aliases|Unit|Values):[^.]*\.?/g, '').replace(/\s+/g, ' ').trim()
}
