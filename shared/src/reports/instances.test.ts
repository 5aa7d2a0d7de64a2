import { describe, expect, it } from 'vitest'
import type { Chapter } from './chapter.schema'
import { instanceHolding, listInstances } from './instances'

const tag = (id: string) => `<p>Site: <span class="report-tag" data-tag-id="${id}" data-tag-name="${id}">[${id}]</span></p>`
const instance = (n: number, type?: string): Chapter => ({
  id: `mod-sharp-${n + 10}-instance-${n}`,
  title: type ? `Sharp Force Injuries #${n} — ${type}` : `Sharp Force Injuries #${n}`,
  content: '',
  order: n + 1,
  source: 'injury_module',
  sourceId: 'mod-sharp',
  subChapters: type ? [{ id: `t-${n}`, title: 'Description', content: tag('wound_location'), order: 1, source: 'injury_module', sourceId: 'mod-stab' }] : [],
})
const chapters: Chapter[] = [
  { id: 'ext', title: 'External Examination', content: tag('body_length'), order: 1, source: 'template', sourceId: 'tpl' },
  instance(2, 'Stab Wound'),
  instance(1, 'Stab Wound, deep'),
]

describe('listInstances', () => {
  it('lists instance chapters in reading order with their module, type, number and tags', () => {
    expect(listInstances(chapters)).toEqual([
      { chapterId: 'mod-sharp-11-instance-1', label: 'Sharp Force Injuries #1 — Stab Wound, deep', moduleId: 'mod-sharp', moduleName: 'Sharp Force Injuries', typeId: 'mod-stab', typeName: 'Stab Wound', index: 1, tagIds: ['wound_location'] },
      { chapterId: 'mod-sharp-12-instance-2', label: 'Sharp Force Injuries #2 — Stab Wound', moduleId: 'mod-sharp', moduleName: 'Sharp Force Injuries', typeId: 'mod-stab', typeName: 'Stab Wound', index: 2, tagIds: ['wound_location'] },
    ])
  })

  it('gives an instance without a chosen type no type', () => {
    expect(listInstances([instance(1)])[0]).toMatchObject({ typeId: null, typeName: null, tagIds: [] })
  })

  it('ignores chapters that only look like instances', () => {
    expect(listInstances([{ id: 'x', title: 'Photographs #1', content: '', order: 1, source: 'template' }])).toEqual([])
  })
})

describe('instanceHolding', () => {
  it('finds the instance of a sub-chapter, and none outside instances', () => {
    expect(instanceHolding(chapters, 't-2')?.index).toBe(2)
    expect(instanceHolding(chapters, 'mod-sharp-11-instance-1')?.index).toBe(1)
    expect(instanceHolding(chapters, 'ext')).toBeUndefined()
  })
})
