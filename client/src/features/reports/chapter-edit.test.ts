import { describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { numberedOutline } from '@shared/src/reports/numbering'
import { addNewChapter, addNewSubChapter, newChapter } from './chapter-edit'

const ch = (id: string, order: number, subChapters?: Chapter[]): Chapter => ({ id, title: id.toUpperCase(), content: `<p>${id}</p>`, order, subChapters })
const tree = (): Chapter[] => [ch('a', 1, [ch('a1', 1), ch('a2', 2, [ch('a2x', 1)])]), ch('b', 2), ch('c', 3)]

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
    const first = addNewChapter(tree(), 42)
    expect(first.added).toMatchObject({ id: 'custom-42', order: 4 })
    const second = addNewChapter(first.chapters, 42)
    expect(second.added.id).toBe('custom-43')
    expect(second.chapters.map((c) => c.order)).toEqual([1, 2, 3, 4, 5])
  })
  it('appends a sub-chapter at any depth', () => {
    const { chapters, added } = addNewSubChapter(tree(), 'a2x', 7)
    expect(added).toMatchObject({ id: 'custom-7', order: 1 })
    expect(numberedOutline(chapters).find((n) => n.chapter.id === 'custom-7')?.number).toBe('1.2.1.1')
  })
  it('leaves the tree alone for an unknown parent', () => {
    const t = tree()
    expect(addNewSubChapter(t, 'nope').chapters).toBe(t)
  })
})
