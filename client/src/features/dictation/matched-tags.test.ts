import { describe, expect, it } from 'vitest'
import {
  allKeys,
  confidenceLabel,
  confidenceLevel,
  deselectVisible,
  editValue,
  insertLabel,
  locationPreview,
  rowsToInsert,
  selectVisible,
  toRows,
  toggleKey,
  visibleRows,
} from './matched-tags'

const rows = toRows([
  { id: 't-heart', name: 'heart_weight', value: '350 g', location: 'Heart weight three hundred and fifty grams', confidence: 0.92 },
  { id: 't-liver', name: 'liver_weight', value: '1650 g', location: 'liver weighs sixteen fifty', confidence: 0.45 },
  { id: 't-eye', name: 'eye_colour', value: 'brown', location: 'eyes brown', confidence: 0.6 },
  { id: 't-heart', name: 'heart_weight', value: '360 g', location: 'correction three sixty', confidence: 0.8 },
])
const keys = (list: { key: string }[]) => list.map((r) => r.key)
const all = { query: '', sort: 'confidence' as const, filter: 'all' as const }

describe('confidence', () => {
  it('is High at or above 0.8, Low below 0.5, Medium between, shown with a percentage', () => {
    expect([0.8, 0.79, 0.5, 0.49].map(confidenceLevel)).toEqual(['High', 'Medium', 'Medium', 'Low'])
    expect(confidenceLabel(0.923)).toBe('High 92%')
    expect(confidenceLabel(0.45)).toBe('Low 45%')
  })
})

describe('rows', () => {
  it('keeps two matches of one tag apart and starts with all selected', () => {
    expect(new Set(keys(rows)).size).toBe(4)
    expect(allKeys(rows)).toEqual(new Set(keys(rows)))
  })

  it('previews 30 characters of the location', () => {
    expect(locationPreview('Heart weight three hundred and fifty grams')).toBe('Heart weight three hundred and…')
    expect(locationPreview('eyes   brown')).toBe('eyes brown')
  })
})

describe('visibleRows', () => {
  it('sorts by confidence (high first) with ties in answer order, and by name, value and location A–Z', () => {
    expect(visibleRows(rows, all, new Set()).map((r) => r.confidence)).toEqual([0.92, 0.8, 0.6, 0.45])
    expect(visibleRows(rows, { ...all, sort: 'name' }, new Set()).map((r) => r.value)).toEqual(['brown', '350 g', '360 g', '1650 g'])
    // Numeric collation: 350 before 360 before 1650.
    expect(visibleRows(rows, { ...all, sort: 'value' }, new Set()).map((r) => r.value)).toEqual(['350 g', '360 g', '1650 g', 'brown'])
    expect(visibleRows(rows, { ...all, sort: 'location' }, new Set()).map((r) => r.location.slice(0, 5))).toEqual(['corre', 'eyes ', 'Heart', 'liver'])
  })

  it('filters selected, unselected, high (≥ 0.8) and low (< 0.5) confidence', () => {
    const selected = new Set([rows[0].key, rows[2].key])
    const names = (filter: 'selected' | 'unselected' | 'high' | 'low') => visibleRows(rows, { ...all, filter }, selected).map((r) => `${r.name}:${r.value}`)
    expect(names('selected')).toEqual(['heart_weight:350 g', 'eye_colour:brown'])
    expect(names('unselected')).toEqual(['heart_weight:360 g', 'liver_weight:1650 g'])
    expect(names('high')).toEqual(['heart_weight:350 g', 'heart_weight:360 g'])
    expect(names('low')).toEqual(['liver_weight:1650 g'])
  })

  it('searches name (with spaces for underscores), value and location, ignoring case', () => {
    const find = (query: string) => visibleRows(rows, { ...all, query }, new Set()).map((r) => r.value)
    expect(find('HEART WEIGHT')).toEqual(['350 g', '360 g'])
    expect(find('1650')).toEqual(['1650 g'])
    expect(find('correction')).toEqual(['360 g'])
    expect(find('  ')).toHaveLength(4)
    expect(find('spleen')).toEqual([])
  })
})

describe('selection', () => {
  it('selects and deselects only the visible rows', () => {
    const low = visibleRows(rows, { ...all, filter: 'low' }, new Set())
    const none = deselectVisible(allKeys(rows), visibleRows(rows, { ...all, query: 'heart' }, new Set()))
    expect(none).toEqual(new Set([rows[1].key, rows[2].key]))
    expect(selectVisible(none, low)).toEqual(none)
    expect(selectVisible(new Set(), low)).toEqual(new Set([rows[1].key]))
  })

  it('toggles one row', () => {
    const s = toggleKey(new Set([rows[0].key]), rows[1].key)
    expect(s).toEqual(new Set([rows[0].key, rows[1].key]))
    expect(toggleKey(s, rows[0].key)).toEqual(new Set([rows[1].key]))
  })

  it('inserts the selected rows with edited, trimmed values and the heard text as source', () => {
    const edited = editValue(rows, rows[2].key, '  hazel ')
    expect(rowsToInsert(edited, new Set([rows[2].key, rows[0].key]))).toEqual([
      { id: 't-heart', name: 'heart_weight', value: '350 g', location: rows[0].location, source: rows[0].location },
      { id: 't-eye', name: 'eye_colour', value: 'hazel', location: 'eyes brown', source: 'eyes brown' },
    ])
    expect(insertLabel(1)).toBe('Insert 1 Tag(s)')
  })
})
