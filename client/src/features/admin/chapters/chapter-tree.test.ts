import { describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { chapterAtPath, updateChapterAtPath } from '@shared/src/reports/chapter-tree'
import { addEmptyChapter, addEmptySubChapter, canMove, canRemove, dropBlankTitles, levelLabel, moveChapter, removeChapter } from './chapter-tree'

const ch = (id: string, title: string, subChapters?: Chapter[]): Chapter => ({ id, title, content: `<p>${title}</p>`, order: 0, ...(subChapters ? { subChapters } : {}) })

const outline = (chapters: readonly Chapter[]): string[] =>
  chapters.flatMap((c) => [`${c.order}:${c.id}`, ...outline(c.subChapters ?? []).map((s) => `  ${s}`)])

const sample = () => [ch('ext', 'External Examination'), ch('int', 'Internal Examination', [ch('heart', 'Heart'), ch('lungs', 'Lungs')]), ch('tox', 'Toxicology')]

describe('template chapter editor operations', () => {
  it('moves top-level chapters up and down and renumbers them', () => {
    const down = moveChapter(sample(), [0], 1)
    expect(outline(down)).toEqual(['1:int', '  1:heart', '  2:lungs', '2:ext', '3:tox'])
    const up = moveChapter(sample(), [2], -1)
    expect(up.map((c) => c.id)).toEqual(['ext', 'tox', 'int'])
  })

  it('refuses to move past either end or to reorder sub-chapters', () => {
    expect(canMove(sample(), [0], -1)).toBe(false)
    expect(canMove(sample(), [2], 1)).toBe(false)
    expect(canMove(sample(), [1, 0], 1)).toBe(false)
    expect(moveChapter(sample(), [1, 0], 1)[1].subChapters!.map((c) => c.id)).toEqual(['heart', 'lungs'])
  })

  it('adds sub-chapters at any depth, each labelled with its level', () => {
    let chapters = addEmptySubChapter(sample(), [1, 0])
    chapters = addEmptySubChapter(chapters, [1, 0, 0])
    const deepest = chapterAtPath(chapters, [1, 0, 0, 0])
    expect(deepest).toMatchObject({ title: '', content: '', order: 1 })
    expect(levelLabel([1])).toBe('Level 1')
    expect(levelLabel([1, 0])).toBe('Level 2')
    expect(levelLabel([1, 0, 0, 0])).toBe('Level 4')
  })

  it('gives every new chapter its own id and the next order', () => {
    const chapters = addEmptyChapter(addEmptyChapter(sample()))
    expect(chapters.map((c) => c.order)).toEqual([1, 2, 3, 4, 5])
    expect(new Set(chapters.map((c) => c.id)).size).toBe(5)
  })

  it('updates the title or content of a nested chapter only', () => {
    const chapters = updateChapterAtPath(sample(), [1, 1], { title: 'Lungs and pleura' })
    expect(chapterAtPath(chapters, [1, 1])!.title).toBe('Lungs and pleura')
    expect(chapterAtPath(chapters, [1, 0])!.title).toBe('Heart')
    expect(chapterAtPath(sample(), [1, 1])!.title).toBe('Lungs')
  })

  it('removes chapters with their sub-chapters but never the last top-level chapter', () => {
    expect(outline(removeChapter(sample(), [1]))).toEqual(['1:ext', '2:tox'])
    expect(outline(removeChapter(sample(), [1, 0]))).toEqual(['1:ext', '2:int', '  1:lungs', '3:tox'])
    const single = [ch('only', 'Only', [ch('sub', 'Sub')])]
    expect(canRemove(single, [0])).toBe(false)
    expect(removeChapter(single, [0])).toEqual(single)
    expect(canRemove(single, [0, 0])).toBe(true)
    expect(removeChapter(single, [0, 0])[0].subChapters).toEqual([])
  })

  it('drops blank-titled chapters at every depth on save and trims the others', () => {
    const chapters = [ch('a', '  Summary  ', [ch('a1', '   '), ch('a2', 'Findings', [ch('a2x', '')])]), ch('b', ''), ch('c', 'Opinion')]
    const saved = dropBlankTitles(chapters)
    expect(outline(saved)).toEqual(['1:a', '  1:a2', '2:c'])
    expect(saved[0].title).toBe('Summary')
    expect(saved[0].subChapters![0].subChapters).toBeUndefined()
  })
})
