import { describe, expect, it } from 'vitest'
import type { ModuleSelection as WireSelection } from './report.schema'
import {
  allIds,
  emptySelection,
  expandedAfterSelect,
  filterTree,
  maxInstancesOf,
  parseQuantity,
  quantityAsTyped,
  quantityOf,
  setQuantity,
  setWoundType,
  toggleModule,
  woundTypeOf,
  type ModuleSelection,
} from './selection'
import { findNode } from './tree'
import { tree } from '../../../test/factories/catalog-tree'

const T = tree()
const pick = (...ids: string[]) => ids.reduce((s, id) => toggleModule(T, s, id), emptySelection())
const sorted = (ids: string[]) => [...ids].sort()

describe('module selection (spec section 4)', () => {
  it('selects a module and clears it when clicked again', () => {
    const once = pick('asphyxia')
    expect(once.selected).toEqual(['asphyxia'])
    expect(toggleModule(T, once, 'asphyxia')).toEqual(emptySelection())
  })

  it('keeps root modules independent: a body can carry several kinds of injury', () => {
    expect(sorted(pick('gsw', 'sharp', 'asphyxia').selected)).toEqual(['asphyxia', 'gsw', 'sharp'])
  })

  it('treats siblings as radio options: choosing one replaces the other', () => {
    const s = pick('hanging', 'manual')
    expect(sorted(s.selected)).toEqual(['asphyxia', 'manual'])
  })

  it('clears a replaced sibling together with its descendants', () => {
    const s = pick('full', 'manual')
    expect(sorted(s.selected)).toEqual(['asphyxia', 'manual'])
  })

  it('lets a non-radio child be picked alongside its radio siblings', () => {
    expect(sorted(pick('hanging', 'photos').selected)).toEqual(['asphyxia', 'hanging', 'photos'])
    expect(sorted(pick('photos', 'manual').selected)).toEqual(['asphyxia', 'manual', 'photos'])
  })

  it('selects all ancestors of a chosen child', () => {
    expect(sorted(pick('full').selected)).toEqual(['asphyxia', 'full', 'hanging'])
  })

  it('selecting a deep child replaces the chosen sibling of its ancestor', () => {
    expect(sorted(pick('manual', 'partial').selected)).toEqual(['asphyxia', 'hanging', 'partial'])
  })

  it('cascades a deselection to every descendant', () => {
    const s = toggleModule(T, pick('full', 'photos'), 'asphyxia')
    expect(s.selected).toEqual([])
  })

  it('ignores an unknown id', () => {
    const s = pick('gsw')
    expect(toggleModule(T, s, 'nope')).toBe(s)
  })
})

describe('multi-instance modules (spec section 4)', () => {
  it('starts a selected multi-instance module at one instance', () => {
    const s = pick('gsw')
    expect(s.quantities).toEqual({ gsw: 1 })
    expect(quantityOf(s, 'gsw')).toBe(1)
    expect(pick('asphyxia').quantities).toEqual({})
  })

  it('accepts integers from 1 to maxInstances, else leaves the quantity unchanged', () => {
    const s = setQuantity(T, pick('gsw'), 'gsw', 3)
    expect(s.quantities.gsw).toBe(3)
    expect(setQuantity(T, s, 'gsw', '20').quantities.gsw).toBe(20)
    expect(setQuantity(T, s, 'gsw', 21)).toBe(s)
    expect(setQuantity(T, s, 'gsw', 0)).toBe(s)
    expect(setQuantity(T, s, 'gsw', '-2')).toBe(s)
    const sharp = pick('sharp')
    expect(setQuantity(T, sharp, 'sharp', 3).quantities.sharp).toBe(3)
    expect(setQuantity(T, sharp, 'sharp', 4)).toBe(sharp)
  })

  it('applies typed quantities within 1..max and says when it clamped them', () => {
    expect(quantityAsTyped('25', 20)).toEqual({ applied: 20, note: 'max 20' })
    expect(quantityAsTyped('0', 20)).toEqual({ applied: 1, note: 'min 1' })
    expect(quantityAsTyped('-3', 20)).toEqual({ applied: 1, note: 'min 1' })
    expect(quantityAsTyped('7', 20)).toEqual({ applied: 7, note: null })
    expect(quantityAsTyped('', 20)).toEqual({ applied: null, note: null })
    expect(setQuantity(T, pick('gsw'), 'gsw', quantityAsTyped('99', 20).applied!).quantities.gsw).toBe(20)
  })

  it('counts non-numeric input as 1 and reads the integer part', () => {
    expect(parseQuantity('abc')).toBe(1)
    expect(parseQuantity('')).toBe(1)
    expect(parseQuantity('2.7')).toBe(2)
    expect(parseQuantity(4.9)).toBe(4)
    const s = setQuantity(T, setQuantity(T, pick('gsw'), 'gsw', 5), 'gsw', 'x')
    expect(s.quantities.gsw).toBe(1)
  })

  it('falls back to 20 when a module has no maximum', () => {
    expect(maxInstancesOf(findNode(T, 'drowning')!)).toBe(20)
    expect(maxInstancesOf(findNode(T, 'sharp')!)).toBe(3)
  })

  it('gives each instance its own type; choosing it again clears it', () => {
    let s = setQuantity(T, pick('gsw'), 'gsw', 3)
    s = setWoundType(s, 'gsw', 0, 'entrance')
    s = setWoundType(s, 'gsw', 2, 'exit')
    s = setWoundType(s, 'gsw', 1, 'graze')
    expect(s.wounds.gsw).toEqual([
      { woundIndex: 0, selectedChildId: 'entrance' },
      { woundIndex: 1, selectedChildId: 'graze' },
      { woundIndex: 2, selectedChildId: 'exit' },
    ])
    s = setWoundType(s, 'gsw', 1, 'exit')
    expect(woundTypeOf(s, 'gsw', 1)).toBe('exit')
    s = setWoundType(s, 'gsw', 1, 'exit')
    expect(woundTypeOf(s, 'gsw', 1)).toBeUndefined()
    expect(woundTypeOf(s, 'gsw', 0)).toBe('entrance')
  })

  it('accepts a nested type (a sub-type of a wound type)', () => {
    const s = setWoundType(pick('gsw'), 'gsw', 0, 'contact')
    expect(woundTypeOf(s, 'gsw', 0)).toBe('contact')
  })

  it('refuses an instance index outside the quantity', () => {
    const s = setQuantity(T, pick('gsw'), 'gsw', 2)
    expect(setWoundType(s, 'gsw', 2, 'exit')).toBe(s)
    expect(setWoundType(s, 'gsw', -1, 'exit')).toBe(s)
  })

  it('selects the module and its ancestors when a type is chosen with the tree', () => {
    const s = setWoundType(emptySelection(), 'gsw', 0, 'exit', T)
    expect(s.selected).toEqual(['gsw'])
    expect(s.quantities.gsw).toBe(1)
    expect(s.wounds.gsw).toEqual([{ woundIndex: 0, selectedChildId: 'exit' }])
  })

  it('drops the wound choices at or above a lowered quantity', () => {
    let s = setQuantity(T, pick('gsw'), 'gsw', 4)
    for (const [i, type] of ['entrance', 'exit', 'graze', 'exit'].entries()) s = setWoundType(s, 'gsw', i, type)
    s = setQuantity(T, s, 'gsw', 2)
    expect(s.wounds.gsw).toEqual([
      { woundIndex: 0, selectedChildId: 'entrance' },
      { woundIndex: 1, selectedChildId: 'exit' },
    ])
    expect(setQuantity(T, setQuantity(T, s, 'gsw', 1), 'gsw', 1).wounds.gsw).toHaveLength(1)
  })

  it('deselecting the module drops its quantity and wound choices', () => {
    let s = setQuantity(T, pick('gsw', 'sharp'), 'gsw', 2)
    s = setWoundType(setWoundType(s, 'gsw', 0, 'exit'), 'sharp', 0, 'stab')
    s = toggleModule(T, s, 'gsw')
    expect(s).toEqual({ selected: ['sharp'], quantities: { sharp: 1 }, wounds: { sharp: [{ woundIndex: 0, selectedChildId: 'stab' }] } })
  })

  it('clears wound choices pointing to a deselected module or its descendants', () => {
    let s = setQuantity(T, pick('gsw'), 'gsw', 3)
    s = setWoundType(setWoundType(setWoundType(s, 'gsw', 0, 'entrance'), 'gsw', 1, 'contact'), 'gsw', 2, 'exit')
    s = toggleModule(T, s, 'entrance') // selects it (it was only a wound type)...
    s = toggleModule(T, s, 'entrance') // ...and deselecting it clears every choice at or under it
    expect(s.wounds.gsw).toEqual([{ woundIndex: 2, selectedChildId: 'exit' }])
  })

  it('keeps the wire schema and the selection type interchangeable', () => {
    const wire: WireSelection = pick('gsw')
    const back: ModuleSelection = wire
    expect(back.selected).toEqual(['gsw'])
  })
})

describe('tree helpers (spec section 4, tree)', () => {
  it('auto-expands a module with children when it becomes selected', () => {
    const s = pick('asphyxia')
    expect(expandedAfterSelect(T, [], 'asphyxia', s)).toEqual(['asphyxia'])
    expect(expandedAfterSelect(T, ['asphyxia'], 'asphyxia', s)).toEqual(['asphyxia'])
    expect(expandedAfterSelect(T, [], 'drowning', pick('drowning'))).toEqual([])
    expect(expandedAfterSelect(T, ['x'], 'asphyxia', emptySelection())).toEqual(['x'])
  })

  it('lists every id for Expand All', () => {
    expect(allIds(T)).toHaveLength(16)
    expect(allIds(T).slice(0, 4)).toEqual(['gsw', 'entrance', 'contact', 'distant'])
  })

  it('filters by name, any case, keeping the parents of matches', () => {
    const hit = filterTree(T, 'RANGE')
    expect(hit.map((n) => n.id)).toEqual(['gsw'])
    expect(hit[0].children.map((n) => n.id)).toEqual(['entrance'])
    expect(hit[0].children[0].children.map((n) => n.id)).toEqual(['contact', 'distant'])
  })

  it('keeps the whole subtree of a matching module', () => {
    const hit = filterTree(T, 'asphyx')
    expect(allIds(hit)).toEqual(['asphyxia', 'hanging', 'full', 'partial', 'manual', 'photos'])
  })

  it('returns everything for a blank query and nothing for no match', () => {
    expect(filterTree(T, '  ')).toHaveLength(4)
    expect(filterTree(T, 'zzz')).toEqual([])
  })
})
