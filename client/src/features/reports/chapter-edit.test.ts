import { describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { numberedOutline } from '@shared/src/reports/numbering'
import { addChapter, addSubChapter, ancestorIds, applyContentEdits, newChapter, removeChapter, sortByOrder, updateChapter } from './chapter-edit'

const ch = (id: string, order: number, subChapters?: Chapter[]): Chapter => ({ id, title: id.toUpperCase(), content: `<p>${id}</p>`, order, subChapters })
const tree = (): Chapter[] => [ch('a', 1, [ch('a1', 1), ch('a2', 2, [ch('a2x', 1)])]), ch('b', 2), ch('c', 3)]

describe('table of contents numbering', () => {
  it('numbers chapters 1, 1.1, 1.2 and deeper by position', () => {
    expect(numberedOutline(tree()).map((n) => `${n.number} ${n.chapter.id} ${n.depth}`)).toEqual(['1 a 0', '1.1 a1 1', '1.2 a2 1', '1.2.1 a2x 2', '2 b 0', '3 c 0'])
  })
  it('follows stored order once sorted, at every level', () => {
    const sorted = sortByOrder([ch('y', 2, [ch('y2', 2), ch('y1', 1)]), ch('x', 1)])
    expect(numberedOutline(sorted).map((n) => `${n.number}:${n.chapter.id}`)).toEqual(['1:x', '2:y', '2.1:y1', '2.2:y2'])
  })
})

describe('adding chapters', () => {
  it('creates the spec’s new chapter', () => {
    expect(newChapter(3, 1700000000000)).toEqual({
      id: 'custom-1700000000000',
      title: 'New Section',
      content: '<p>Enter your content here...</p>',
      order: 4,
      source: 'template',
    })
  })
  it('appends a top-level chapter with order = count + 1 and a unique id', () => {
    const first = addChapter(tree(), 42)
    expect(first.added).toMatchObject({ id: 'custom-42', order: 4 })
    const second = addChapter(first.chapters, 42)
    expect(second.added.id).toBe('custom-43')
    expect(second.chapters.map((c) => c.order)).toEqual([1, 2, 3, 4, 5])
  })
  it('appends a sub-chapter at any depth', () => {
    const { chapters, added } = addSubChapter(tree(), 'a2x', 7)
    expect(added).toMatchObject({ id: 'custom-7', order: 1 })
    expect(numberedOutline(chapters).find((n) => n.chapter.id === 'custom-7')?.number).toBe('1.2.1.1')
  })
  it('leaves the tree alone for an unknown parent', () => {
    const t = tree()
    expect(addSubChapter(t, 'nope').chapters).toBe(t)
  })
})

describe('removing chapters', () => {
  it('removes a top-level chapter and renumbers the rest', () => {
    const next = removeChapter(tree(), 'a')
    expect(next.map((c) => [c.id, c.order])).toEqual([['b', 1], ['c', 2]])
  })
  it('removes a sub-chapter and renumbers its siblings only', () => {
    const next = removeChapter(tree(), 'a1')
    expect(next[0].subChapters!.map((c) => [c.id, c.order])).toEqual([['a2', 1]])
    expect(next.map((c) => c.order)).toEqual([1, 2, 3])
  })
  it('returns the same tree for an unknown id', () => {
    const t = tree()
    expect(removeChapter(t, 'zzz')).toBe(t)
  })
})

describe('editing chapters', () => {
  it('changes one chapter and keeps the identity of untouched ones', () => {
    const t = tree()
    const next = updateChapter(t, 'a2x', { title: 'Heart' })
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
    expect(ancestorIds(tree(), 'a2x')).toEqual(['a', 'a2'])
    expect(ancestorIds(tree(), 'b')).toEqual([])
    expect(ancestorIds(tree(), 'unknown')).toEqual([])
  })
})
