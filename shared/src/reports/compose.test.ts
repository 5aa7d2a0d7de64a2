import { describe, expect, it } from 'vitest'
import type { Chapter } from './chapter.schema'
import { composeReportChapters, instanceTitle } from './compose'
import { countChapters, numberedOutline } from './numbering'
import { emptySelection, setQuantity, setWoundType, toggleModule, type ModuleSelection } from './selection'
import { template, tree } from '../../../test/factories/catalog-tree'

const T = tree()
const pick = (...ids: string[]) => ids.reduce((s, id) => toggleModule(T, s, id), emptySelection())
const titles = (chapters: Chapter[]) => chapters.map((c) => c.title)
const allChapters = (chapters: Chapter[]): Chapter[] => chapters.flatMap((c) => [c, ...allChapters(c.subChapters ?? [])])

describe('report generation (spec section 4)', () => {
  it('puts the template chapters first, in their stored order at every level', () => {
    const { chapters, selectedInjuryModules } = composeReportChapters(template(), T, emptySelection())
    expect(titles(chapters)).toEqual(['External Examination', 'Internal Examination'])
    expect(chapters.map((c) => c.order)).toEqual([1, 2])
    expect(titles(chapters[1].subChapters!)).toEqual(['Cavities', 'Organs'])
    expect(chapters[1].subChapters!.map((c) => c.order)).toEqual([1, 2])
    expect(allChapters(chapters).every((c) => c.source === 'template' && c.sourceId === 'tpl')).toBe(true)
    expect(selectedInjuryModules).toEqual([])
  })

  it('appends selected modules in tree order, numbering on after the template', () => {
    const { chapters, selectedInjuryModules } = composeReportChapters(template(), T, pick('drowning', 'full'))
    expect(titles(chapters)).toEqual(['External Examination', 'Internal Examination', 'Asphyxia', 'Hanging', 'Full Suspension', 'Drowning'])
    expect(chapters.map((c) => c.order)).toEqual([1, 2, 3, 4, 5, 6])
    expect(chapters.slice(2).map((c) => [c.source, c.sourceId])).toEqual([
      ['injury_module', 'asphyxia'],
      ['injury_module', 'hanging'],
      ['injury_module', 'full'],
      ['injury_module', 'drowning'],
    ])
    expect(selectedInjuryModules).toEqual(['asphyxia', 'hanging', 'full', 'drowning'])
  })

  it('builds one group per instance, each with its chosen type, for 3 gunshot wounds', () => {
    let s = setQuantity(T, pick('gsw'), 'gsw', 3)
    s = setWoundType(s, 'gsw', 0, 'entrance')
    s = setWoundType(s, 'gsw', 1, 'exit')
    s = setWoundType(s, 'gsw', 2, 'graze')
    const { chapters, selectedInjuryModules } = composeReportChapters(template(), T, s)
    expect(titles(chapters)).toEqual([
      'External Examination',
      'Internal Examination',
      'Gunshot Wounds',
      'Gunshot Wounds #1 — Entrance Wound',
      'Gunshot Wounds #2 — Exit Wound',
      'Gunshot Wounds #3 — Graze Wound',
    ])
    expect(chapters.map((c) => c.order)).toEqual([1, 2, 3, 4, 5, 6])
    const [one, two, three] = chapters.slice(3)
    expect(titles(one.subChapters!)).toEqual(['Entrance Wound', 'Wound Track'])
    expect(titles(one.subChapters![0].subChapters!)).toEqual(['Margins', 'Collar'])
    expect(one.subChapters!.map((c) => [c.order, c.sourceId])).toEqual([[1, 'entrance'], [2, 'entrance']])
    expect(titles(two.subChapters!)).toEqual(['Exit Wound'])
    expect(titles(three.subChapters!)).toEqual(['Graze Wound'])
    expect([one, two, three].map((g) => [g.source, g.sourceId, g.content])).toEqual(Array(3).fill(['injury_module', 'gsw', '']))
    expect(selectedInjuryModules).toEqual(['gsw', 'entrance', 'exit', 'graze'])
    expect(numberedOutline(chapters).map((n) => `${n.number} ${n.chapter.title}`).slice(5, 10)).toEqual([
      '4 Gunshot Wounds #1 — Entrance Wound',
      '4.1 Entrance Wound',
      '4.1.1 Margins',
      '4.1.2 Collar',
      '4.2 Wound Track',
    ])
  })

  it('gives every chapter at every level a fresh, unique id', () => {
    let s = setQuantity(T, pick('gsw', 'asphyxia'), 'gsw', 3)
    for (const i of [0, 1, 2]) s = setWoundType(s, 'gsw', i, 'entrance')
    const { chapters } = composeReportChapters(template(), T, s)
    const ids = allChapters(chapters).map((c) => c.id)
    expect(ids).toHaveLength(countChapters(chapters))
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).not.toContain('ent-1')
    expect(ids[0]).toBe('tpl-1-t1')
  })

  it('includes the parent type chapters for a nested type choice', () => {
    const s = setWoundType(pick('gsw'), 'gsw', 0, 'contact')
    const group = composeReportChapters(template(), T, s).chapters[3]
    expect(group.title).toBe('Gunshot Wounds #1 — Entrance Wound, contact range')
    expect(titles(group.subChapters!)).toEqual(['Entrance Wound', 'Wound Track', 'Contact Range'])
    expect(group.subChapters!.map((c) => c.order)).toEqual([1, 2, 3])
  })

  it('leaves an untyped instance as an empty group to fill in', () => {
    const { chapters } = composeReportChapters(template(), T, setQuantity(T, pick('sharp'), 'sharp', 2))
    expect(titles(chapters.slice(2))).toEqual(['Sharp Force Injuries', 'Sharp Force Injuries #1', 'Sharp Force Injuries #2'])
    expect(chapters[3].subChapters).toEqual([])
  })

  it('ignores unknown ids, foreign type choices and children selected directly under a multi-instance module', () => {
    const s: ModuleSelection = {
      selected: ['gsw', 'exit', 'ghost'],
      quantities: { gsw: 2 },
      wounds: { gsw: [{ woundIndex: 0, selectedChildId: 'stab' }, { woundIndex: 1, selectedChildId: 'ghost' }] },
    }
    const { chapters, selectedInjuryModules } = composeReportChapters(template(), T, s)
    expect(titles(chapters.slice(2))).toEqual(['Gunshot Wounds', 'Gunshot Wounds #1', 'Gunshot Wounds #2'])
    expect(chapters[3].subChapters).toEqual([])
    expect(selectedInjuryModules).toEqual(['gsw'])
  })

  it('names what was chosen in an instance title, keeping capitals that are not sentence case', () => {
    expect(instanceTitle('Gunshot Wound', 0, ['Entrance', 'Close range'])).toBe('Gunshot Wound #1 — Entrance, close range')
    expect(instanceTitle('Blunt Injury', 1, ['Fracture', 'CT confirmed'])).toBe('Blunt Injury #2 — Fracture, CT confirmed')
    expect(instanceTitle('Sharp Force', 2, [])).toBe('Sharp Force #3')
  })

  it('bounds the instances by the module maximum', () => {
    const s: ModuleSelection = { selected: ['sharp'], quantities: { sharp: 9 }, wounds: {} }
    expect(composeReportChapters(template(), T, s).chapters).toHaveLength(2 + 1 + 3)
  })
})
