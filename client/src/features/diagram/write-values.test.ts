import { describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { tagSpanHtml } from '@shared/src/editor/tag-html'
import { fieldsIn } from '@shared/src/diagram/record'
import { canUndoPlace, undoPlace, writeInstanceValues, writePlace } from './write-values'

const tag = (identifier: string) => ({ id: `id-${identifier}`, identifier, color: '#ef4444' })
const field = (name: string, value?: string) => tagSpanHtml(tag(name), value)
const instance = (n: number, content: string): Chapter => ({
  id: `mod-sharp-${n}-instance-${n}`,
  title: `Sharp Force Injuries #${n} — Stab Wound`,
  content: '',
  order: n,
  source: 'injury_module',
  sourceId: 'mod-sharp',
  subChapters: [{ id: `stab-${n}`, title: 'Stab Wound', content, order: 1, source: 'injury_module', sourceId: 'mod-stab' }],
})
const located = (site?: string, height?: string) => `<p>Location: ${field('wound_location', site)}, ${field('height_above_heel', height)} above the heel.</p>`
const values = (c: Chapter) => fieldsIn(c.subChapters![0].content)

describe('writeInstanceValues', () => {
  it('fills the fields of the one instance and leaves the same fields of other instances alone', () => {
    const chapters = [instance(1, located('left chest', '128 cm')), instance(2, located())]
    const next = writeInstanceValues(chapters, 'mod-sharp-2-instance-2', { wound_location: 'left posterior surface', height_above_heel: '119 cm' }, [])
    expect(values(next[1])).toEqual([
      { name: 'wound_location', value: 'left posterior surface' },
      { name: 'height_above_heel', value: '119 cm' },
    ])
    expect(next[0]).toBe(chapters[0])
    expect(next[1].subChapters![0].content).toContain('>119 cm</span>')
  })

  it('replaces a value already there', () => {
    const next = writeInstanceValues([instance(1, located('left chest', '128 cm'))], 'mod-sharp-1-instance-1', { height_above_heel: '100 cm' }, [])
    expect(values(next[0])).toContainEqual({ name: 'height_above_heel', value: '100 cm' })
  })

  it('adds a field the instance lacks as a paragraph after its fields', () => {
    const next = writeInstanceValues([instance(1, located('left thigh'))], 'mod-sharp-1-instance-1', { distance_from_midline: '8 cm' }, [tag('distance_from_midline')])
    const html = next[0].subChapters![0].content
    expect(html).toMatch(/<p>Distance from midline: <span [^>]*data-tag-name="distance_from_midline"[^>]*>8 cm<\/span><\/p>$/)
  })
})

describe('undoing a placement', () => {
  const id = 'mod-sharp-2-instance-2'
  const placed = () => {
    const before = [instance(1, located('left chest', '128 cm')), instance(2, located('left thigh'))]
    return { before, ...writePlace(before, id, 2, { height_above_heel: '60 cm', distance_from_midline: '8 cm' }, [tag('distance_from_midline')]) }
  }

  it('puts the instance back as it was, the added field paragraph included, and leaves the other instance alone', () => {
    const { before, chapters: next, written } = placed()
    expect(written).not.toBeNull()
    expect(values(next[1])).toContainEqual({ name: 'height_above_heel', value: '60 cm' })
    const undone = undoPlace(next, written!)
    expect(undone[1]).toEqual(before[1])
    expect(values(undone[1])).toEqual([
      { name: 'wound_location', value: 'left thigh' },
      { name: 'height_above_heel', value: null },
    ])
    expect(undone[0]).toBe(next[0])
  })

  it('is no longer offered once the instance was edited after the placement, and then changes nothing', () => {
    const { chapters: next, written } = placed()
    const edited = writeInstanceValues(next, id, { height_above_heel: '61 cm' }, [])
    expect(canUndoPlace(next, written!)).toBe(true)
    expect(canUndoPlace(edited, written!)).toBe(false)
    expect(undoPlace(edited, written!)).toBe(edited)
  })
})
