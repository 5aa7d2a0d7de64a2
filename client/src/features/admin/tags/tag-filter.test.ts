import { describe, expect, it } from 'vitest'
import { canSaveTagName, countLabel, filterTags, groupByCategory, hasFilters, isHexColor, NO_FILTERS, normaliseTagName, tagCategories, type TagLike } from './tag-filter'

const tag = (name: string, category: string | null, description = ''): TagLike => ({ id: name, name, category, description })

const tags = [
  tag('heart_weight', 'Organ weights', 'Weight of the heart. Aliases: cardiac weight. Unit: g.'),
  tag('liver_weight', 'Organ weights', 'Unit: g.'),
  tag('wound_side', 'Wounds', 'Values: left, right, bilateral.'),
  tag('body_length', null, 'Crown to heel length. Unit: cm.'),
  tag('eye_colour', '  ', null as unknown as string),
]

describe('tag filtering and counting', () => {
  it('searches names and descriptions in any case', () => {
    expect(filterTags(tags, { ...NO_FILTERS, search: 'WEIGHT' }).map((t) => t.name)).toEqual(['heart_weight', 'liver_weight'])
    expect(filterTags(tags, { ...NO_FILTERS, search: 'bilateral' }).map((t) => t.name)).toEqual(['wound_side'])
    expect(filterTags(tags, { ...NO_FILTERS, search: '  ' })).toHaveLength(5)
  })

  it('filters by one category or by the missing category', () => {
    expect(filterTags(tags, { search: '', category: { kind: 'category', name: 'Wounds' } }).map((t) => t.name)).toEqual(['wound_side'])
    expect(filterTags(tags, { search: '', category: { kind: 'uncategorized' } }).map((t) => t.name)).toEqual(['body_length', 'eye_colour'])
    expect(filterTags(tags, { search: 'length', category: { kind: 'category', name: 'Wounds' } })).toEqual([])
  })

  it('lists the categories in use and counts', () => {
    expect(tagCategories(tags)).toEqual(['Organ weights', 'Wounds'])
    expect(countLabel(2, 5)).toBe('2 of 5 tags')
    expect(hasFilters(NO_FILTERS)).toBe(false)
    expect(hasFilters({ search: '', category: { kind: 'uncategorized' } })).toBe(true)
  })

  it('groups by category with Uncategorized last', () => {
    const groups = groupByCategory(tags)
    expect(groups.map((g) => [g.category, g.tags.length])).toEqual([
      ['Organ weights', 2],
      ['Wounds', 1],
      ['Uncategorized', 2],
    ])
  })
})

describe('tag name and colour', () => {
  it('normalises the name: trimmed, spaces to underscores', () => {
    expect(normaliseTagName('  heart  weight ')).toBe('heart_weight')
    expect(normaliseTagName('Lung weight left')).toBe('Lung_weight_left')
  })

  it('allows saving only a name that is not blank after trimming', () => {
    expect(canSaveTagName('   ')).toBe(false)
    expect(canSaveTagName(' a ')).toBe(true)
  })

  it('accepts #rrggbb colours only', () => {
    expect(isHexColor('#3B82F6')).toBe(true)
    expect(isHexColor('#3b82f6')).toBe(true)
    expect(isHexColor('3b82f6')).toBe(false)
    expect(isHexColor('#fff')).toBe(false)
  })
})
