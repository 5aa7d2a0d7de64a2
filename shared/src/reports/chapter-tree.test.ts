import { describe, expect, it } from 'vitest'
import type { Chapter } from './chapter.schema'
import { numberedOutline } from './numbering'
import {
  allChapterIds,
  ancestorIdsById,
  appendSubChapterAtPath,
  appendSubChapterById,
  applyContentEdits,
  chapterAtPath,
  flattenChapters,
  mapChapterTree,
  moveChapterAtPath,
  removeChapterAtPath,
  removeChapterById,
  renumberTree,
  sortByOrder,
  sortTreeByOrder,
  updateChapterAtPath,
  updateChapterById,
} from './chapter-tree'

const ch = (id: string, order: number, subChapters?: Chapter[]): Chapter => ({ id, title: id.toUpperCase(), content: `<p>${id}</p>`, order, subChapters })
const tree = (): Chapter[] => [ch('a', 1, [ch('a1', 1), ch('a2', 2, [ch('a2x', 1)])]), ch('b', 2), ch('c', 3)]
const outline = (chapters: readonly Chapter[]): string[] => chapters.flatMap((c) => [`${c.order}:${c.id}`, ...outline(c.subChapters ?? []).map((s) => `  ${s}`)])

describe('table of contents numbering', () => {
  it('numbers chapters 1, 1.1, 1.2 and deeper by position', () => {
    expect(numberedOutline(tree()).map((n) => `${n.number} ${n.chapter.id} ${n.depth}`)).toEqual(['1 a 0', '1.1 a1 1', '1.2 a2 1', '1.2.1 a2x 2', '2 b 0', '3 c 0'])
  })
  it('follows stored order once sorted, at every level', () => {
    const sorted = sortTreeByOrder([ch('y', 2, [ch('y2', 2), ch('y1', 1)]), ch('x', 1)])
    expect(numberedOutline(sorted).map((n) => `${n.number}:${n.chapter.id}`)).toEqual(['1:x', '2:y', '2.1:y1', '2.2:y2'])
  })
})

describe('sorting by order', () => {
  it('sorts one level stably: equal orders keep the order they came in', () => {
    const sorted = sortByOrder([ch('p', 2), ch('q', 1), ch('r', 2), ch('s', 1, [ch('s2', 2), ch('s1', 1)])])
    expect(sorted.map((c) => c.id)).toEqual(['q', 's', 'p', 'r'])
    expect(sorted[1].subChapters!.map((c) => c.id)).toEqual(['s2', 's1'])
  })
  it('ranks a chapter without a usable order by its position', () => {
    const loose = [ch('x', 3), { ...ch('y', 0), order: undefined as unknown as number }, ch('z', 1)]
    expect(sortByOrder(loose).map((c) => c.id)).toEqual(['z', 'y', 'x'])
  })
  it('leaves its input alone', () => {
    const input = [ch('b', 2), ch('a', 1)]
    sortTreeByOrder(input)
    expect(input.map((c) => c.id)).toEqual(['b', 'a'])
  })
})

describe('renumbering', () => {
  it('numbers every level 1..n by position and keeps chapters already right', () => {
    const t = [ch('a', 1, [ch('a1', 5), ch('a2', 2)]), ch('b', 2)]
    const next = renumberTree(t)
    expect(outline(next)).toEqual(['1:a', '  1:a1', '  2:a2', '2:b'])
    expect(next[1]).toBe(t[1])
    expect(next[0].subChapters![1]).toBe(t[0].subChapters![1])
  })
  it('lists every id at every level', () => {
    expect([...allChapterIds(tree())].sort()).toEqual(['a', 'a1', 'a2', 'a2x', 'b', 'c'])
  })
})

describe('by id', () => {
  it('appends a sub-chapter under a chapter at any depth, and nothing under an unknown one', () => {
    const { chapters, added } = appendSubChapterById(tree(), 'a2x', (n) => ch(`new${n}`, n + 1))
    expect(added?.id).toBe('new0')
    expect(numberedOutline(chapters).find((n) => n.chapter.id === 'new0')?.number).toBe('1.2.1.1')
    const t = tree()
    expect(appendSubChapterById(t, 'nope', () => ch('x', 1))).toEqual({ chapters: t, added: null })
  })
})

describe('removing chapters', () => {
  it('removes a top-level chapter and renumbers the rest', () => {
    const next = removeChapterById(tree(), 'a')
    expect(next.map((c) => [c.id, c.order])).toEqual([['b', 1], ['c', 2]])
  })
  it('removes a sub-chapter and renumbers its siblings only', () => {
    const next = removeChapterById(tree(), 'a1')
    expect(next[0].subChapters!.map((c) => [c.id, c.order])).toEqual([['a2', 1]])
    expect(next.map((c) => c.order)).toEqual([1, 2, 3])
  })
  it('returns the same tree for an unknown id', () => {
    const t = tree()
    expect(removeChapterById(t, 'zzz')).toBe(t)
  })
})

describe('editing chapters', () => {
  it('changes one chapter and keeps the identity of untouched ones', () => {
    const t = tree()
    const next = updateChapterById(t, 'a2x', { title: 'Heart' })
    expect(next[0].subChapters![1].subChapters![0].title).toBe('Heart')
    expect(next[1]).toBe(t[1])
    expect(next[0].subChapters![0]).toBe(t[0].subChapters![0])
  })
  it('applies buffered content edits and ignores chapters that are gone', () => {
    const next = applyContentEdits(tree(), new Map([['b', '<p>new</p>'], ['gone', '<p>x</p>']]))
    expect(next[1].content).toBe('<p>new</p>')
    const t = tree()
    expect(applyContentEdits(t, new Map([['c', '<p>c</p>']]))).toBe(t)
  })
  it('finds the ancestors of a chapter', () => {
    expect(ancestorIdsById(tree(), 'a2x')).toEqual(['a', 'a2'])
    expect(ancestorIdsById(tree(), 'b')).toEqual([])
    expect(ancestorIdsById(tree(), 'unknown')).toEqual([])
  })
})

describe('by path', () => {
  it('finds, updates, appends under, moves and removes the chapter at a path', () => {
    const t = tree()
    expect(chapterAtPath(t, [0, 1, 0])?.id).toBe('a2x')
    expect(chapterAtPath(t, [0, 5])).toBeUndefined()
    expect(chapterAtPath(updateChapterAtPath(t, [0, 1], { title: 'Heart' }), [0, 1])?.title).toBe('Heart')
    expect(t[0].subChapters![1].title).toBe('A2')
    expect(outline(appendSubChapterAtPath(t, [2], ch('c1', 0)))).toEqual(['1:a', '  1:a1', '  2:a2', '    1:a2x', '2:b', '3:c', '  1:c1'])
    expect(outline(moveChapterAtPath(t, [0, 0], 1))).toEqual(['1:a', '  1:a2', '    1:a2x', '  2:a1', '2:b', '3:c'])
    expect(outline(moveChapterAtPath(t, [2], 1))).toEqual(outline(t))
    expect(outline(removeChapterAtPath(t, [0, 0]))).toEqual(['1:a', '  1:a2', '    1:a2x', '2:b', '3:c'])
  })
})

describe('every chapter', () => {
  it('lists each chapter before its sub-chapters, at every depth', () => {
    expect(flattenChapters(tree()).map((c) => c.id)).toEqual(['a', 'a1', 'a2', 'a2x', 'b', 'c'])
    expect(flattenChapters([])).toEqual([])
  })
  it('maps every chapter at every level, sub-chapters first, and leaves the input alone', () => {
    const input = tree()
    const seen: string[] = []
    const mapped = mapChapterTree(input, (c) => (seen.push(c.id), { ...c, title: `${c.title}!` }))
    expect(seen).toEqual(['a1', 'a2x', 'a2', 'a', 'b', 'c'])
    expect(flattenChapters(mapped).map((c) => c.title)).toEqual(['A!', 'A1!', 'A2!', 'A2X!', 'B!', 'C!'])
    expect(flattenChapters(input).map((c) => c.title)).toEqual(['A', 'A1', 'A2', 'A2X', 'B', 'C'])
  })
})
