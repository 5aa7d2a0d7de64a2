import { describe, expect, it } from 'vitest'
import { chooseInstance, groupRows, instanceAdded } from './instance-rows'
import { insertLabel, needsInstance, rowsToInsert, toRows, allKeys, visibleRows } from './matched-tags'

const W1 = { chapterId: 'w1', instance: 'Sharp Force Injuries #1 — Stab Wound' }
const W2 = { chapterId: 'w2', instance: 'Sharp Force Injuries #2 — Stab Wound' }
const W10 = { chapterId: 'w10', instance: 'Sharp Force Injuries #10 — Stab Wound' }
const proposedInstance = { moduleId: 'sharp', typeId: 'stab', index: 3, instance: 'Sharp Force Injuries #3 — Stab Wound' }
const rows = toRows([
  { id: 'len', name: 'wound_length', value: '3 cm', location: 'stab wound two three centimetres', confidence: 0.9, ...W2 },
  { id: 'hw', name: 'heart_weight', value: '350 g', location: 'heart 350', confidence: 0.95 },
  { id: 'dep', name: 'wound_depth', value: '5 cm', location: 'five deep', confidence: 0.7, instanceChoices: [W1, W2] },
  { id: 'len', name: 'wound_length', value: '2 cm', location: 'stab wound ten', confidence: 0.6, ...W10 },
  { id: 'len', name: 'wound_length', value: '4 cm', location: 'stab wound three', confidence: 0.85, proposedInstance },
  { id: 'len', name: 'wound_length', value: '1 cm', location: 'stab wound one', confidence: 0.5, ...W1 },
])
const all = { query: '', sort: 'confidence' as const, filter: 'all' as const }

describe('rows of injury instances', () => {
  it('groups visible rows: other fields first, instances by number, proposed instances last; sorted inside', () => {
    const groups = groupRows(visibleRows(rows, all, allKeys(rows)))
    expect(groups.map((g) => g.label)).toEqual([null, W1.instance, W2.instance, W10.instance, proposedInstance.instance])
    expect(groups[0].rows.map((r) => r.name)).toEqual(['heart_weight', 'wound_depth'])
    expect(groups[4].proposed).toEqual(proposedInstance)
    const byName = groupRows(visibleRows(rows, { ...all, query: 'length' }, allKeys(rows)))
    expect(byName.map((g) => g.label)).toEqual([W1.instance, W2.instance, W10.instance, proposedInstance.instance])
  })

  it('inserts a row of several instances only once one is chosen, and then into it', () => {
    const selected = allKeys(rows)
    expect(rowsToInsert(rows, selected).map((r) => r.value)).toEqual(['3 cm', '350 g', '2 cm', '1 cm'])
    expect(insertLabel(rowsToInsert(rows, selected).length)).toBe('Insert 4 Tag(s)')
    const chosen = chooseInstance(rows, rows[2].key, 'w2')
    expect(needsInstance(chosen[2])).toBe(false)
    expect(rowsToInsert(chosen, selected).find((r) => r.name === 'wound_depth')).toMatchObject({ value: '5 cm', chapterId: 'w2' })
    expect(groupRows(chosen).find((g) => g.label === W2.instance)!.rows.map((r) => r.name)).toContain('wound_depth')
    const undone = chooseInstance(chosen, rows[2].key, '')
    expect(needsInstance(undone[2])).toBe(true)
    expect(chooseInstance(rows, rows[2].key, 'elsewhere')[2].chapterId).toBeUndefined()
  })

  it('sends the values of a proposed instance to it once added, and nowhere before', () => {
    expect(rowsToInsert(rows, allKeys(rows)).some((r) => r.value === '4 cm')).toBe(false)
    const added = instanceAdded(rows, proposedInstance, { chapterId: 'w3', instance: proposedInstance.instance })
    expect(rowsToInsert(added, allKeys(added)).find((r) => r.value === '4 cm')).toMatchObject({ chapterId: 'w3' })
    expect(added[4].proposedInstance).toBeUndefined()
    expect(added.filter((r, i) => r !== rows[i])).toHaveLength(1)
  })
})
