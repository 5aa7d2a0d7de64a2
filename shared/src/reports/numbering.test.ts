import { describe, expect, it } from 'vitest'
import type { Chapter } from './chapter.schema'
import { chapterCount, chapterCountLabel, chapterNumbers, countChapters, numberedOutline } from './numbering'
import { defaultReportTitle, ReportTitle } from './report.schema'

const ch = (id: string, subChapters?: Chapter[]): Chapter => ({ id, title: id, content: '', order: 1, subChapters })
const doc = [ch('a', [ch('a1'), ch('a2', [ch('a2x')])]), ch('b'), ch('c', [])]

describe('chapter numbering', () => {
  it('numbers chapters 1, 1.1, 1.2 by position at every level', () => {
    expect(Object.fromEntries(chapterNumbers(doc))).toEqual({ a: '1', a1: '1.1', a2: '1.2', a2x: '1.2.1', b: '2', c: '3' })
    expect(numberedOutline(doc).map((n) => n.depth)).toEqual([0, 1, 1, 2, 0, 0])
  })

  it('counts chapters at all levels', () => {
    expect(countChapters(doc)).toBe(6)
    expect(countChapters([])).toBe(0)
  })
})

describe('report titles (spec section 5)', () => {
  it('trims a title and refuses a blank or overlong one', () => {
    expect(ReportTitle.parse('  Case 12  ')).toBe('Case 12')
    expect(ReportTitle.safeParse('   ').success).toBe(false)
    expect(ReportTitle.safeParse('x'.repeat(201)).success).toBe(false)
  })

  it("defaults to 'Autopsy Report - {local date}'", () => {
    const d = new Date(2025, 2, 7)
    expect(defaultReportTitle(d)).toBe(`Autopsy Report - ${d.toLocaleDateString()}`)
  })
})

describe('the one chapter count (README, Glossary)', () => {
  it('counts the top-level chapters, the ones numbered 1, 2, 3, and says so in the same words everywhere', () => {
    expect(chapterCount(doc)).toBe(3)
    expect(numberedOutline(doc).filter((n) => n.depth === 0).map((n) => n.number)).toEqual(['1', '2', '3'])
    expect(countChapters(doc)).toBe(6)
    expect(chapterCountLabel(doc)).toBe('3 chapters')
    expect(chapterCountLabel([ch('only', [ch('sub')])])).toBe('1 chapter')
    expect(chapterCountLabel([])).toBe('0 chapters')
  })
})
