import { CONFIDENCE_HIGH, CONFIDENCE_LOW } from '@shared/src/constants'
import type { MatchedTag } from '@shared/src/jobs/events.schema'

/** The matched-tags panel sorts by these and filters by those. */
export const SORT_KEYS = ['confidence', 'name', 'value', 'location'] as const
export type SortKey = (typeof SORT_KEYS)[number]
export const FILTER_KEYS = ['all', 'selected', 'unselected', 'high', 'low'] as const
export type FilterKey = (typeof FILTER_KEYS)[number]

export const SORT_LABELS: Record<SortKey, string> = { confidence: 'Confidence', name: 'Name', value: 'Value', location: 'Location' }
export const FILTER_LABELS: Record<FilterKey, string> = {
  all: 'All tags',
  selected: 'Selected',
  unselected: 'Unselected',
  high: 'High confidence',
  low: 'Low confidence',
}

/** The location preview shows 30 characters. */
export const LOCATION_PREVIEW_CHARS = 30

/** A matched tag in the panel; `key` tells apart two matches of the same tag (a corrected value, say). */
export interface MatchRow extends MatchedTag {
  key: string
  /** Position in the engine's answer: the tie-breaker that keeps sorting stable. */
  index: number
}

export interface ViewOptions {
  query: string
  sort: SortKey
  filter: FilterKey
}

export type ConfidenceLevel = 'High' | 'Medium' | 'Low'

/** High at or above 0.8, Low below 0.5, Medium between. */
export function confidenceLevel(confidence: number): ConfidenceLevel {
  if (confidence >= CONFIDENCE_HIGH) return 'High'
  if (confidence < CONFIDENCE_LOW) return 'Low'
  return 'Medium'
}

/** The confidence as shown: 'High 92%'. */
export function confidenceLabel(confidence: number): string {
  return `${confidenceLevel(confidence)} ${Math.round(confidence * 100)}%`
}

/** The first 30 characters of where the tag was heard, with an ellipsis when cut. */
export function locationPreview(location: string, max = LOCATION_PREVIEW_CHARS): string {
  const t = location.replace(/\s+/g, ' ').trim()
  return t.length > max ? `${t.slice(0, max).trimEnd()}…` : t
}

/** Rows of a tag-matching answer. */
export function toRows(matched: readonly MatchedTag[]): MatchRow[] {
  return matched.map((m, index) => ({ ...m, key: `${index}:${m.id}`, index }))
}

/** Every matched tag starts selected. */
export const allKeys = (rows: readonly MatchRow[]): Set<string> => new Set(rows.map((r) => r.key))

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

function compare(a: MatchRow, b: MatchRow, sort: SortKey): number {
  const byKey = sort === 'confidence' ? b.confidence - a.confidence : collator.compare(a[sort], b[sort])
  return byKey || a.index - b.index
}

function passesFilter(row: MatchRow, filter: FilterKey, selected: ReadonlySet<string>): boolean {
  switch (filter) {
    case 'all':
      return true
    case 'selected':
      return selected.has(row.key)
    case 'unselected':
      return !selected.has(row.key)
    case 'high':
      return row.confidence >= CONFIDENCE_HIGH
    case 'low':
      return row.confidence < CONFIDENCE_LOW
  }
}

function matchesQuery(row: MatchRow, query: string): boolean {
  const q = query.trim().toLowerCase()
  if (!q) return true
  // Identifiers are snake_case; people type spaces.
  const name = row.name.toLowerCase()
  return [name, name.replace(/_/g, ' '), row.value.toLowerCase(), row.location.toLowerCase()].some((text) => text.includes(q))
}

/** The rows the panel shows: searched (name, value, location), filtered, then sorted (confidence high first, text A–Z). */
export function visibleRows(rows: readonly MatchRow[], view: ViewOptions, selected: ReadonlySet<string>): MatchRow[] {
  return rows.filter((r) => passesFilter(r, view.filter, selected) && matchesQuery(r, view.query)).sort((a, b) => compare(a, b, view.sort))
}

/** Adds every visible row to the selection. */
export function selectVisible(selected: ReadonlySet<string>, visible: readonly MatchRow[]): Set<string> {
  return new Set([...selected, ...visible.map((r) => r.key)])
}

/** Removes every visible row from the selection; hidden rows keep their state. */
export function deselectVisible(selected: ReadonlySet<string>, visible: readonly MatchRow[]): Set<string> {
  const hide = new Set(visible.map((r) => r.key))
  return new Set([...selected].filter((k) => !hide.has(k)))
}

/** Toggles one row. */
export function toggleKey(selected: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(selected)
  if (!next.delete(key)) next.add(key)
  return next
}

/** A row with its value edited by the user. */
export function editValue(rows: readonly MatchRow[], key: string, value: string): MatchRow[] {
  return rows.map((r) => (r.key === key ? { ...r, value } : r))
}

/**
 * A row of an injury field still without its instance: one to choose from the row's list, or one of
 * an instance not yet added. It fills nothing until then.
 */
export const needsInstance = (row: MatchRow): boolean => !row.chapterId && !!(row.instanceChoices?.length || row.proposedInstance)

/**
 * What 'Insert N Tag(s)' fills: the selected rows that know where they go, in answer order, values
 * trimmed, the heard text as provenance, and the instance whose fields they fill.
 */
export function rowsToInsert(rows: readonly MatchRow[], selected: ReadonlySet<string>) {
  return rows
    .filter((r) => selected.has(r.key) && !needsInstance(r))
    .map((r) => ({ id: r.id, name: r.name, value: r.value.trim(), location: r.location, source: r.location, ...(r.chapterId ? { chapterId: r.chapterId } : {}) }))
}

/** The insert button's label: 'Insert 1 Tag(s)'. */
export const insertLabel = (count: number) => `Insert ${count} Tag(s)`
