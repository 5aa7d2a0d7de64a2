import { describe, expect, it } from 'vitest'
import { groupTags, isHexColor, normaliseTagName, plainDescription, searchTags, type PickerTag } from './tag-list'

const t = (identifier: string, category: string | null, description = ''): PickerTag => ({ id: identifier, identifier, name: identifier, description, color: '#3b82f6', category })
const tags = [t('heart_weight', 'Organ weights', 'Weight of the heart. Aliases: cardiac weight. Unit: g.'), t('brain_weight', 'Organ weights'), t('eye_colour', null), t('cause_of_death', 'Opinion'), t('age', ' ')]

describe('tag list', () => {
  it('searches name, identifier, category and description, spaces matching underscores', () => {
    expect(searchTags(tags, 'HEART').map((x) => x.id)).toEqual(['heart_weight'])
    expect(searchTags(tags, 'brain weight').map((x) => x.id)).toEqual(['brain_weight'])
    expect(searchTags(tags, 'cardiac').map((x) => x.id)).toEqual(['heart_weight'])
    expect(searchTags(tags, 'organ').map((x) => x.id)).toEqual(['heart_weight', 'brain_weight'])
    expect(searchTags(tags, '  ')).toHaveLength(5)
    expect(searchTags(tags, 'spleen')).toEqual([])
  })

  it('groups by category alphabetically with Uncategorized last', () => {
    expect(groupTags(tags).map((g) => [g.category, g.tags.map((x) => x.id)])).toEqual([
      ['Opinion', ['cause_of_death']],
      ['Organ weights', ['brain_weight', 'heart_weight']],
      ['Uncategorized', ['eye_colour', 'age'].sort()],
    ])
    expect(groupTags([])).toEqual([])
  })

  it('normalises names and checks colours', () => {
    expect(normaliseTagName('  heart   weight ')).toBe('heart_weight')
    expect(isHexColor('#3B82F6')).toBe(true)
    expect(isHexColor('#3B82F')).toBe(false)
    expect(isHexColor('blue')).toBe(false)
  })

  it('shows descriptions without their machine-readable sentences', () => {
    expect(plainDescription('Weight of the heart. Aliases: cardiac weight, heart weighs. Unit: g.')).toBe('Weight of the heart.')
    expect(plainDescription('Values: left, right.')).toBe('')
  })
})
