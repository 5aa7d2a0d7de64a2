import { describe, expect, it } from 'vitest'
import { parseCleanMarkdown } from '../markdown/parse'
import type { Chapter } from '../reports/chapter.schema'
import { diagramAfterSection, diagramBlockIndex } from './position'

const chapter = (id: string, title: string, order: number, extra: Partial<Chapter> = {}): Chapter => ({ id, title, order, content: `<p>${title}</p>`, ...extra })
const instance = (n: number, order: number): Chapter =>
  chapter(`mod-sharp-${n}-instance-${n}`, `Sharp Force Injuries #${n} — Stab Wound`, order, {
    source: 'injury_module',
    sourceId: 'mod-sharp',
    subChapters: [chapter(`stab-${n}`, 'Stab Wound', 1, { source: 'injury_module', sourceId: 'mod-stab' })],
  })

describe('where the diagram goes', () => {
  const chapters = [chapter('ext', 'External Examination', 1), instance(1, 2), instance(2, 3), chapter('opinion', 'Opinion', 4)]

  it('follows the last top-level chapter holding an instance, with its sub-chapters', () => {
    // Outline: 1, 2, 2.1, 3, 3.1, 4 → after 3.1 (index 4).
    expect(diagramAfterSection(chapters)).toBe(4)
    expect(diagramAfterSection([chapters[0], chapters[3]])).toBe(-1)
  })

  it('finds the place in a cleaned report: before the next top-level heading, or the signature, or at the end', () => {
    const md = (tail: string) =>
      parseCleanMarkdown(`# Case\n\n## 1. External Examination\n\nx\n\n## 2. Sharp Force Injuries #1 — Stab Wound\n\n### 2.1 Stab Wound\n\ny\n\n## 3. Sharp Force Injuries #2 — Stab Wound\n\n### 3.1 Stab Wound\n\nz${tail}`)
    const withOpinion = md('\n\n## 4. Opinion\n\nw')
    const at = diagramBlockIndex(withOpinion, chapters)
    expect(withOpinion[at]).toMatchObject({ type: 'heading', level: 2 })
    expect(JSON.stringify(withOpinion[at])).toContain('4. Opinion')
    const signed = md('\n\n## Electronic signature\n\n**Signed by:** someone')
    expect(JSON.stringify(signed[diagramBlockIndex(signed, chapters.slice(0, 3))])).toContain('Electronic signature')
    const bare = md('')
    expect(diagramBlockIndex(bare, chapters.slice(0, 3))).toBe(bare.length)
    expect(diagramBlockIndex(bare, [chapters[0]])).toBe(-1)
  })
})
