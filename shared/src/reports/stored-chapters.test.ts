import { describe, expect, it } from 'vitest'
import { parseStoredChapters } from './stored-chapters'

describe('parseStoredChapters', () => {
  it('answers a well-formed tree as it is, without fields the Chapter shape does not have', () => {
    const stored = [
      { id: 'a', title: 'External', content: '<p>x</p>', order: 1, source: 'template', sourceId: 't1', extra: true, subChapters: [{ id: 'a1', title: 'Eyes', content: '', order: 1 }] },
    ]
    expect(parseStoredChapters(stored)).toEqual([
      { id: 'a', title: 'External', content: '<p>x</p>', order: 1, source: 'template', sourceId: 't1', subChapters: [{ id: 'a1', title: 'Eyes', content: '', order: 1 }] },
    ])
  })

  it('gives missing or mistyped fields their defaults and drops entries that are not chapters', () => {
    const stored = [null, 'text', { title: 3, content: null, order: 1.5, source: 'elsewhere', sourceId: 7, subChapters: 'none' }, { id: '', title: 'Second' }]
    expect(parseStoredChapters(stored)).toEqual([
      { id: 'chapter-1', title: '', content: '', order: 1 },
      { id: 'chapter-2', title: 'Second', content: '', order: 2 },
    ])
  })

  it('reads anything but an array as no chapters', () => {
    for (const raw of [null, undefined, {}, 'chapters', 42]) expect(parseStoredChapters(raw)).toEqual([])
  })

  it('reads sub-chapters by the same rules', () => {
    expect(parseStoredChapters([{ id: 'p', title: 'P', content: '', order: 1, subChapters: [1, { content: '<p>y</p>' }] }])).toEqual([
      { id: 'p', title: 'P', content: '', order: 1, subChapters: [{ id: 'chapter-1', title: '', content: '<p>y</p>', order: 1 }] },
    ])
  })
})
