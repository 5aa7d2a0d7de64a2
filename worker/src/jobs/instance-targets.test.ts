import { describe, expect, it } from 'vitest'
import type { MatchedTag } from '@shared/src/jobs/events.schema'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { listInstances, type InstanceRef } from '@shared/src/reports/instances'
import { applyInstanceTargets, tagIdsOutsideInstances } from './instance-targets'

const field = (id: string) => `<p>${id}: <span class="report-tag" data-tag-id="${id}" data-tag-name="${id}">[${id}]</span></p>`
const instance = (module: string, name: string, n: number, type: string, tags: string[], order: number): Chapter => ({
  id: `${module}-${n + 20}-instance-${n}`,
  title: `${name} #${n} — ${type}`,
  content: '',
  order,
  source: 'injury_module',
  sourceId: module,
  subChapters: [{ id: `${module}-desc-${n}`, title: 'Description', content: tags.map(field).join(''), order: 1, source: 'injury_module', sourceId: `${module}-type` }],
})
const chapters: Chapter[] = [
  { id: 'ext', title: 'External Examination', content: field('body_length') + field('wound_count'), order: 1, source: 'template', sourceId: 'tpl' },
  instance('sharp', 'Sharp Force Injuries', 1, 'Stab Wound', ['wound_length', 'wound_depth', 'wound_count'], 2),
  instance('sharp', 'Sharp Force Injuries', 2, 'Stab Wound', ['wound_length', 'wound_depth', 'wound_count'], 3),
  instance('gsw', 'Gunshot Wounds', 1, 'Entrance', ['wound_length', 'stippling'], 4),
]
const instances: InstanceRef[] = listInstances(chapters)
const [stab1, stab2, gsw1] = instances
const outsideTagIds = tagIdsOutsideInstances(chapters)

const match = (id: string, extra: Partial<MatchedTag> = {}): MatchedTag => ({ id, name: id, value: '3 cm', location: `${id} 3 cm`, confidence: 0.9, ...extra })
const target = (i: InstanceRef) => ({ chapterId: i.chapterId, instance: i.label })
const apply = (m: MatchedTag, cursorChapterId?: string) => applyInstanceTargets([m], { instances, cursorChapterId, outsideTagIds })[0]

describe('applyInstanceTargets', () => {
  it('keeps an engine’s target when that instance holds the field, with the instance’s own title', () => {
    const out = apply(match('wound_length', { chapterId: stab2.chapterId, instance: 'wound two' }), gsw1.chapterId)
    expect(out).toEqual({ ...match('wound_length'), ...target(stab2) })
  })

  it('drops an engine’s target that is no instance holding the field and applies the other rules', () => {
    expect(apply(match('stippling', { chapterId: stab1.chapterId, instance: 'x' }))).toEqual({ ...match('stippling'), ...target(gsw1) })
    expect(apply(match('wound_depth', { chapterId: 'ext', instance: 'External' }), stab1.chapterId)).toEqual({ ...match('wound_depth'), ...target(stab1) })
  })

  it('sends a value without a cue to the instance holding the cursor', () => {
    expect(apply(match('wound_depth'), stab2.chapterId)).toEqual({ ...match('wound_depth'), ...target(stab2) })
    expect(apply(match('wound_length'), gsw1.chapterId)).toEqual({ ...match('wound_length'), ...target(gsw1) })
  })

  it('sends a value to the only instance holding its field when the cursor’s instance lacks it', () => {
    expect(apply(match('stippling'), stab2.chapterId)).toEqual({ ...match('stippling'), ...target(gsw1) })
  })

  it('asks which instance when several hold the field and the cursor is in none of them', () => {
    const out = apply(match('wound_length'), 'ext')
    expect(out).toEqual({ ...match('wound_length'), instanceChoices: [target(stab1), target(stab2), target(gsw1)] })
    expect(out.chapterId).toBeUndefined()
    expect(apply(match('wound_depth')).instanceChoices).toEqual([target(stab1), target(stab2)])
  })

  it('leaves fields outside instances untargeted, and one also outside them when nothing names an instance', () => {
    expect(apply(match('body_length', { instanceChoices: [target(stab1)] }), stab1.chapterId)).toEqual(match('body_length'))
    expect(apply(match('wound_count'))).toEqual(match('wound_count'))
    expect(apply(match('wound_count'), stab2.chapterId)).toEqual({ ...match('wound_count'), ...target(stab2) })
  })

  it('keeps a proposal of the next instance of a module the report has', () => {
    const proposedInstance = { moduleId: 'sharp', typeId: 'sharp-type', index: 3, instance: 'Sharp Force Injuries #3 — Stab Wound' }
    expect(apply(match('wound_length', { proposedInstance, chapterId: stab1.chapterId + 'x' }), stab1.chapterId)).toEqual({ ...match('wound_length'), proposedInstance })
  })

  it('uses an existing instance of the proposed number, and refuses proposals that skip numbers or name other modules', () => {
    const existing = { moduleId: 'sharp', typeId: null, index: 2, instance: 'Sharp Force Injuries #2' }
    expect(apply(match('wound_length', { proposedInstance: existing }))).toEqual({ ...match('wound_length'), ...target(stab2) })
    const skipping = { moduleId: 'sharp', typeId: null, index: 5, instance: 'Sharp Force Injuries #5' }
    expect(apply(match('wound_depth', { proposedInstance: skipping }), stab1.chapterId)).toEqual({ ...match('wound_depth'), ...target(stab1) })
    const unknown = { moduleId: 'blunt', typeId: null, index: 1, instance: 'Blunt Force #1' }
    expect(apply(match('wound_depth', { proposedInstance: unknown })).proposedInstance).toBeUndefined()
    const misnamed = { moduleId: 'sharp', typeId: null, index: 3, instance: 'Gunshot Wounds #3' }
    expect(apply(match('wound_depth', { proposedInstance: misnamed })).proposedInstance).toBeUndefined()
  })

  it('strips every target when the report has no instances', () => {
    const out = applyInstanceTargets([match('wound_length', { chapterId: stab1.chapterId, instance: 'x', instanceChoices: [target(stab1)] })], { instances: [], outsideTagIds })
    expect(out).toEqual([match('wound_length')])
  })
})

describe('tagIdsOutsideInstances', () => {
  it('lists tags of chapters outside instance chapters only', () => {
    expect([...outsideTagIds].sort()).toEqual(['body_length', 'wound_count'])
  })
})
