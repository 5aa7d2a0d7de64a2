import { describe, expect, it } from 'vitest'
import type { InjuryModuleNode } from '@shared/src/reports/catalog.schema'
import { emptyModuleForm, moduleFormFrom, parseMaxInstances, parseOrder, toModuleInput, validateModuleForm } from './module-form'

describe('injury module form parsing', () => {
  it('reads the order as an integer and falls back to 1', () => {
    expect(parseOrder('3')).toBe(3)
    expect(parseOrder(' 12 ')).toBe(12)
    expect(parseOrder('4.7')).toBe(4)
    expect(parseOrder('')).toBe(1)
    expect(parseOrder('first')).toBe(1)
    expect(parseOrder('-2')).toBe(-2)
  })

  it('reads max instances as an integer with fallback 1, clamped to 1..50', () => {
    expect(parseMaxInstances('20')).toBe(20)
    expect(parseMaxInstances('')).toBe(1)
    expect(parseMaxInstances('many')).toBe(1)
    expect(parseMaxInstances('0')).toBe(1)
    expect(parseMaxInstances('-5')).toBe(1)
    expect(parseMaxInstances('51')).toBe(50)
    expect(parseMaxInstances('7.9')).toBe(7)
  })

  it('starts blank with order 1, max instances 20 and one chapter', () => {
    const form = emptyModuleForm()
    expect(form).toMatchObject({ name: '', order: '1', allowMultipleInstances: false, maxInstances: '20' })
    expect(form.chapters).toHaveLength(1)
  })

  it('requires a name', () => {
    expect(validateModuleForm({ ...emptyModuleForm(), name: '   ' })).toEqual({ name: 'Module name is required' })
    expect(validateModuleForm({ ...emptyModuleForm(), name: 'Gunshot wound' })).toEqual({})
  })

  it('builds the body: trimmed name, parsed numbers, blank chapters dropped, max instances only when allowed', () => {
    const form = {
      ...emptyModuleForm(),
      name: '  Stab wound ',
      order: 'x',
      chapters: [
        { id: 'a', title: 'Wound description', content: '<p>Depth [cm]</p>', order: 1 },
        { id: 'b', title: ' ', content: '', order: 2 },
      ],
    }
    expect(toModuleInput(form, 'parent-1')).toEqual({
      name: 'Stab wound',
      parentId: 'parent-1',
      selectionType: 'radio',
      order: 1,
      allowMultipleInstances: false,
      chapters: [{ id: 'a', title: 'Wound description', content: '<p>Depth [cm]</p>', order: 1 }],
    })
    expect(toModuleInput({ ...form, allowMultipleInstances: true, maxInstances: '80' }, null)).toMatchObject({ parentId: null, allowMultipleInstances: true, maxInstances: 50 })
  })

  it('fills the form from an existing module', () => {
    const node: InjuryModuleNode = { id: 'm', name: 'Gunshot', parentId: null, selectionType: 'radio', order: 2, allowMultipleInstances: true, maxInstances: 6, chapters: [], children: [] }
    const form = moduleFormFrom(node)
    expect(form).toMatchObject({ name: 'Gunshot', order: '2', allowMultipleInstances: true, maxInstances: '6' })
    expect(form.chapters).toHaveLength(1)
  })
})
