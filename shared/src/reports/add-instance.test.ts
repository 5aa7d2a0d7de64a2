import { describe, expect, it } from 'vitest'
import { tree, template } from '../../../test/factories/catalog-tree'
import { ADD_INSTANCE_TEXTS, appendInstance } from './add-instance'
import type { Chapter } from './chapter.schema'
import { composeReportChapters } from './compose'
import { listInstances } from './instances'

const selection = { selected: ['sharp', 'gsw'], quantities: { sharp: 2 }, wounds: { sharp: [{ woundIndex: 0, selectedChildId: 'stab' }, { woundIndex: 1, selectedChildId: 'stab' }] } }
const report = () => composeReportChapters(template(), tree(), selection).chapters
const titles = (chapters: Chapter[]) => chapters.map((c) => c.title)

describe('appendInstance', () => {
  it('appends the next instance after the module’s last one, composed as for a new report', () => {
    const before = report()
    const result = appendInstance(before, tree(), 'sharp', 'stab')
    if (!result.ok) throw new Error(result.message)
    expect(result.added).toMatchObject({ label: 'Sharp Force Injuries #3 — Stab Wound', moduleId: 'sharp', typeId: 'stab', index: 3 })
    const at = titles(result.chapters).indexOf('Sharp Force Injuries #3 — Stab Wound')
    expect(titles(result.chapters)[at - 1]).toBe('Sharp Force Injuries #2 — Stab Wound')
    expect(result.chapters.map((c) => c.order)).toEqual(result.chapters.map((_, i) => i + 1))
    // The same chapters a new report with three stab wounds gets, under ids unique in this report.
    const three = composeReportChapters(template(), tree(), { ...selection, quantities: { sharp: 3 }, wounds: { sharp: [...selection.wounds.sharp, { woundIndex: 2, selectedChildId: 'stab' }] } })
    const fresh = three.chapters.find((c) => c.title === 'Sharp Force Injuries #3 — Stab Wound')!
    const added = result.chapters[at]
    expect({ ...added, id: '', subChapters: added.subChapters!.map((s) => ({ ...s, id: '' })) }).toEqual({ ...fresh, id: '', order: added.order, subChapters: fresh.subChapters!.map((s) => ({ ...s, id: '' })) })
    const ids = listInstances(result.chapters).map((i) => i.chapterId)
    expect(new Set(ids).size).toBe(ids.length)
    expect(added.id).toMatch(/-instance-3$/)
  })

  it('adds an instance without a type as "#n" alone', () => {
    const result = appendInstance(report(), tree(), 'gsw', null)
    expect(result.ok && result.added.label).toBe('Gunshot Wounds #2')
  })

  it('refuses beyond the module’s max instances, other modules’ types, modules without instances and modules not in the report', () => {
    const full = appendInstance(report(), tree(), 'sharp', 'stab')
    expect(full.ok && appendInstance(full.chapters, tree(), 'sharp', 'stab')).toEqual({ ok: false, message: ADD_INSTANCE_TEXTS.tooMany('Sharp Force Injuries', 3) })
    expect(appendInstance(report(), tree(), 'sharp', 'entrance')).toEqual({ ok: false, message: ADD_INSTANCE_TEXTS.typeNotBelow })
    expect(appendInstance(report(), tree(), 'asphyxia', null)).toEqual({ ok: false, message: ADD_INSTANCE_TEXTS.notMultiInstance })
    expect(appendInstance(report(), tree(), 'nope', null)).toEqual({ ok: false, message: ADD_INSTANCE_TEXTS.notMultiInstance })
    const noSharp = composeReportChapters(template(), tree(), { selected: ['gsw'], quantities: {}, wounds: {} }).chapters
    expect(appendInstance(noSharp, tree(), 'sharp', 'stab')).toEqual({ ok: false, message: ADD_INSTANCE_TEXTS.notInReport })
  })
})
