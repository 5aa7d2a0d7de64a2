import { describe, expect, it } from 'vitest'
import { builders } from 'prosemirror-test-builder'
import { EditorState, TextSelection, type Command } from 'prosemirror-state'
import type { Node as PMNode } from 'prosemirror-model'
import { schema } from '@shared/src/editor/schema'
import { applyTag, applyTagTransaction, removeTag, restyleTag, setTagValue } from './tag-commands'
import { tagRangeAt, tagRanges } from './tag-ranges'

const HEART = { id: 'tag-heart', identifier: 'heart_weight', color: '#ef4444' }
const tagAttrs = (value: string | null = null, source: string | null = null) => ({ tagId: HEART.id, name: 'heart_weight', color: '#ef4444', value, source })

const b = builders(schema, { p: { nodeType: 'paragraph' }, b: { markType: 'strong' }, li: { nodeType: 'list_item' }, ul: { nodeType: 'bullet_list' } })
const { doc, p, ul, li } = b
const field = (text: string, value: string | null = null, source: string | null = null) => schema.text(text, [schema.marks.tag.create(tagAttrs(value, source))])

type Tagged = PMNode & { tag: Record<string, number> }
function stateOf(d: Tagged): EditorState {
  const { a, b: to } = d.tag
  return EditorState.create({ doc: d, selection: a === undefined ? undefined : TextSelection.create(d, a, to ?? a) })
}
function run(state: EditorState, command: Command): EditorState {
  let next: EditorState | null = null
  expect(command(state, (tr) => (next = state.apply(tr)))).toBe(true)
  return next!
}
const same = (actual: PMNode, expected: PMNode) => expect(actual.toJSON()).toEqual(expected.toJSON())

describe('applying a tag to the selection', () => {
  it('marks the selected text as a filled field whose value is the text', () => {
    const next = run(stateOf(doc(p('The heart weighs <a>350 g<b>.')) as Tagged), applyTag(HEART))
    same(next.doc, doc(p('The heart weighs ', field('350 g', '350 g'), '.')))
    expect(next.selection.from).toBe(next.selection.to)
  })

  it('leaves spaces around the selection out of the field and reports where it landed', () => {
    const state = stateOf(doc(p('weighs<a> 350 g <b>today')) as Tagged)
    const result = applyTagTransaction(state, HEART)!
    same(result.tr.doc, doc(p('weighs ', field('350 g', '350 g'), ' today')))
    expect(result.applied).toEqual({ from: 8, to: 13, text: '350 g' })
  })

  it('keeps other formatting and replaces another tag on the same text', () => {
    const other = schema.marks.tag.create({ tagId: 'tag-x', name: 'x', color: '#000000', value: 'old', source: null })
    const d = doc(p('<a>', b.b('bold'), schema.text(' old', [other]), '<b>')) as Tagged
    const next = run(stateOf(d), applyTag(HEART))
    const ranges = tagRanges(next.doc)
    expect(ranges).toHaveLength(1)
    expect(ranges[0]).toMatchObject({ from: 1, to: 9, text: 'bold old' })
    expect(ranges[0].attrs).toEqual(tagAttrs('bold old'))
    expect(next.doc.nodeAt(1)!.marks.map((m) => m.type.name)).toEqual(['tag', 'strong'])
  })

  it('makes one field per paragraph when the selection spans paragraphs', () => {
    const next = run(stateOf(doc(p('a<a>bc'), p('de<b>f')) as Tagged), applyTag(HEART))
    same(next.doc, doc(p('a', field('bc', 'bc')), p(field('de', 'de'), 'f')))
  })

  it('inserts an unfilled field at the cursor when nothing is selected', () => {
    const state = stateOf(doc(p('Heart: <a>.')) as Tagged)
    const result = applyTagTransaction(state, HEART)!
    same(result.tr.doc, doc(p('Heart: ', field('[heart_weight]'), '.')))
    expect(result.applied).toEqual({ from: 8, to: 22, text: '[heart_weight]' })
    expect(result.tr.selection.from).toBe(22)
  })

  it('keeps the formatting at the cursor for an inserted field', () => {
    const next = run(stateOf(doc(p(b.b('Heart <a>x'))) as Tagged), applyTag(HEART))
    expect(next.doc.nodeAt(7)!.marks.map((m) => m.type.name)).toEqual(['tag', 'strong'])
  })

  it('refuses a selection of only spaces', () => {
    expect(applyTagTransaction(stateOf(doc(p('a<a>   <b>b')) as Tagged), HEART)).toBeNull()
    expect(applyTag(HEART)(stateOf(doc(p('a<a>   <b>b')) as Tagged))).toBe(false)
  })
})

describe('removing a tag', () => {
  it('keeps the text of a filled field', () => {
    const state = stateOf(doc(p('Heart ', field('350 g', '350 g'), '.')) as Tagged)
    const next = run(state, removeTag(tagRangeAt(state.doc, 8)!))
    same(next.doc, doc(p('Heart 350 g.')))
  })

  it('deletes an unfilled placeholder with its text', () => {
    const state = stateOf(doc(p('Heart ', field('[heart_weight]'), '.')) as Tagged)
    const next = run(state, removeTag(tagRangeAt(state.doc, 7)!))
    same(next.doc, doc(p('Heart .')))
  })

  it('removes only that field, inside lists too', () => {
    const d = doc(ul(li(p(field('[heart_weight]'), ' and ', field('350 g', '350 g')))))
    const state = EditorState.create({ doc: d })
    const second = tagRanges(d)[1]
    const next = run(state, removeTag(second))
    same(next.doc, doc(ul(li(p(field('[heart_weight]'), ' and 350 g')))))
  })
})

describe('setting a value', () => {
  it('fills a field, recording the source, and clears it back to the placeholder', () => {
    const state = stateOf(doc(p('Heart ', b.b(field('[heart_weight]')), '.')) as Tagged)
    const filled = run(state, setTagValue(tagRangeAt(state.doc, 7)!, ' 350 g ', 'The heart weighs 350 g.'))
    same(filled.doc, doc(p('Heart ', b.b(field('350 g', '350 g', 'The heart weighs 350 g.')), '.')))
    const cleared = run(filled, setTagValue(tagRangeAt(filled.doc, 7)!, 'NULL', 'ignored'))
    same(cleared.doc, doc(p('Heart ', b.b(field('[heart_weight]')), '.')))
  })
})

describe('restyling a tag', () => {
  it('recolours every field of that tag only', () => {
    const other = schema.marks.tag.create({ tagId: 'tag-x', name: 'x', color: '#000000', value: null, source: null })
    const state = EditorState.create({ doc: doc(p(field('[heart_weight]'), ' ', schema.text('[x]', [other]), ' ', field('1 g', '1 g'))) })
    const next = run(state, restyleTag(HEART.id, { color: '#00ff00' }))
    expect(tagRanges(next.doc).map((r) => r.attrs.color)).toEqual(['#00ff00', '#000000', '#00ff00'])
    expect(restyleTag(HEART.id, { color: '#00ff00' })(next)).toBe(false)
  })
})
