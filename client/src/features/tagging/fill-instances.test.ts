import { describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { tagSpanHtml } from '@shared/src/editor/tag-html'
import { fillTagValues, type FillTagInfo, type InsertableTag } from './fill-values'

const LENGTH = { id: '11111111-1111-4111-8111-111111111111', identifier: 'wound_length', name: 'wound_length', color: '#ef4444', category: 'Wounds' }
const DEPTH = { id: '22222222-2222-4222-8222-222222222222', identifier: 'wound_depth', name: 'wound_depth', color: '#22c55e', category: 'Wounds' }
const COUNT = { id: '33333333-3333-4333-8333-333333333333', identifier: 'wound_count', name: 'wound_count', color: '#3b82f6', category: 'Wounds' }
const tags: FillTagInfo[] = [LENGTH, DEPTH, COUNT]

const wound = (n: number, fields: FillTagInfo[]): Chapter => ({
  id: `mod-sharp-${n + 3}-instance-${n}`,
  title: `Sharp Force Injuries #${n} — Stab Wound`,
  content: '',
  order: n + 1,
  source: 'injury_module',
  sourceId: 'mod-sharp',
  subChapters: [
    { id: `desc-${n}`, title: 'Stab Wound', order: 1, source: 'injury_module', sourceId: 'mod-stab', content: fields.map((f) => `<p>${f.identifier}: ${tagSpanHtml(f)}</p>`).join('') },
  ],
})
const report = (): Chapter[] => [
  { id: 'ext', title: 'External Examination', order: 1, content: `<p>Wounds in all: ${tagSpanHtml(COUNT)}</p>` },
  wound(1, [LENGTH, DEPTH, COUNT]),
  wound(2, [LENGTH, COUNT]),
]
const W1 = 'mod-sharp-4-instance-1'
const W2 = 'mod-sharp-5-instance-2'

const match = (tag: FillTagInfo, value: string, chapterId?: string): InsertableTag => ({ id: tag.id, name: tag.identifier, value, location: `${tag.identifier} ${value}`, source: 'said', ...(chapterId ? { chapterId } : {}) })
const values = (c: Chapter) => [...c.content.matchAll(/data-tag-name="([^"]+)"[^>]*?data-tag-value="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]}`)
const desc = (chapters: Chapter[], n: number) => chapters[n].subChapters![0]

describe('fillTagValues with injury instances', () => {
  it('fills a value only inside its own instance, the same tag in two instances with two values', () => {
    const { chapters, filled } = fillTagValues(report(), [match(LENGTH, '3 cm', W1), match(LENGTH, '5 cm', W2)], { activeChapterId: null, tags })
    expect(values(desc(chapters, 1))).toContain('wound_length=3 cm')
    expect(values(desc(chapters, 2))).toContain('wound_length=5 cm')
    expect(filled).toEqual(['wound_length', 'wound_length'])
  })

  it('fills a value without an instance outside the instances only', () => {
    const { chapters } = fillTagValues(report(), [match(COUNT, '2')], { activeChapterId: 'desc-1', tags })
    expect(values(chapters[0])).toEqual(['wound_count=2'])
    expect(values(desc(chapters, 1)).some((v) => v.startsWith('wound_count=2'))).toBe(false)
    expect(values(desc(chapters, 2)).some((v) => v.startsWith('wound_count=2'))).toBe(false)
  })

  it('never puts a value without an instance into an instance, even when only instances hold its field', () => {
    const before = report()
    const result = fillTagValues(before, [match(DEPTH, '7 cm')], { activeChapterId: 'desc-1', tags })
    expect(result.chapters).toBe(before)
    expect(result).toMatchObject({ filled: [], inserted: [] })
  })

  it('adds a missing field inside the instance, not elsewhere', () => {
    const { chapters, inserted } = fillTagValues(report(), [match(DEPTH, '4 cm', W2)], { activeChapterId: 'ext', tags })
    expect(inserted).toEqual(['wound_depth'])
    expect(values(desc(chapters, 2))).toContain('wound_depth=4 cm')
    expect(values(desc(chapters, 1)).some((v) => v.startsWith('wound_depth=4'))).toBe(false)
    expect(chapters[0]).toEqual(report()[0])
  })

  it('fills nothing for an instance the report does not have', () => {
    const before = report()
    expect(fillTagValues(before, [match(LENGTH, '3 cm', 'mod-sharp-9-instance-3')], { activeChapterId: null, tags }).chapters).toBe(before)
  })
})
