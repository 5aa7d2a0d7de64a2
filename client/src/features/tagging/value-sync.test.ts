import { afterEach, describe, expect, it } from 'vitest'
import { EditorState, TextSelection } from 'prosemirror-state'
import { EditorView } from 'prosemirror-view'
import type { Node as PMNode } from 'prosemirror-model'
import { schema } from '@shared/src/editor/schema'
import { createEditorPlugins } from '../editor/plugins'
import { parseHtml, serializeHtml } from '../editor/html'
import { syncTagValuesTransaction, tagValueSyncPlugin } from './value-sync'
import { tagRanges } from './tag-ranges'
import { undo } from 'prosemirror-history'

const span = (text: string, value?: string, source?: string) =>
  `<span class="report-tag" data-tag-id="t1" data-tag-name="heart_weight" data-tag-color="#ef4444"${value === undefined ? '' : ` data-tag-value="${value}"`}${source ? ` data-tag-source="${source}"` : ''}>${text}</span>`

let views: EditorView[] = []
afterEach(() => {
  views.forEach((v) => v.destroy())
  views = []
})

function viewOf(html: string, cursor?: number | [number, number]): EditorView {
  const doc = parseHtml(html)
  const sel = cursor === undefined ? undefined : Array.isArray(cursor) ? TextSelection.create(doc, ...cursor) : TextSelection.create(doc, cursor)
  const view = new EditorView(document.createElement('div'), { state: EditorState.create({ doc, selection: sel, plugins: createEditorPlugins([tagValueSyncPlugin()]) }) })
  views.push(view)
  return view
}
const html = (v: EditorView | PMNode) => serializeHtml(v instanceof EditorView ? v.state.doc : v)
const type = (v: EditorView, text: string) => {
  for (const ch of text) {
    const { from, to } = v.state.selection
    const handled = v.someProp('handleTextInput', (f) => f(v, from, to, ch, () => v.state.tr.insertText(ch, from, to)))
    if (!handled) v.dispatch(v.state.tr.insertText(ch, from, to))
  }
}
const key = (v: EditorView, k: string) => v.someProp('handleKeyDown', (f) => f(v, new KeyboardEvent('keydown', { key: k })))
const values = (v: EditorView) => tagRanges(v.state.doc).map((r) => [r.text, r.attrs.value, r.attrs.source])

// '<p>Heart ' puts the field's text at position 7.
describe('value sync', () => {
  it('replaces a placeholder with what is typed into it, and the field keeps growing while typing', () => {
    const v = viewOf(`<p>Heart ${span('[heart_weight]')}.</p>`, 10)
    type(v, '350 g')
    expect(html(v)).toBe(`<p>Heart ${span('350 g', '350 g')}.</p>`)
    // Moving away ends typing: text typed after the field is not part of it.
    v.dispatch(v.state.tr.setSelection(TextSelection.create(v.state.doc, 12)))
    type(v, 'x')
    expect(values(v)).toEqual([['350 g', '350 g', null]])
    expect(v.state.doc.textContent).toBe('Heart 350 gx.')
  })

  it('replaces a whole selected value and drops the dictated source of an edited value', () => {
    const v = viewOf(`<p>Heart ${span('300 g', '300 g', 'said so')}.</p>`, [7, 12])
    type(v, '410 g')
    expect(values(v)).toEqual([['410 g', '410 g', null]])
    v.dispatch(v.state.tr.setSelection(TextSelection.create(v.state.doc, 9)))
    type(v, '5')
    expect(values(v)).toEqual([['4150 g', '4150 g', null]])
  })

  it('typing in the middle of a value updates it; typing before or after a field does not', () => {
    const v = viewOf(`<p>Heart ${span('300 g', '300 g')}.</p>`, 8)
    type(v, '1')
    expect(values(v)).toEqual([['3100 g', '3100 g', null]])
    v.dispatch(v.state.tr.setSelection(TextSelection.create(v.state.doc, 7)))
    type(v, '~')
    v.dispatch(v.state.tr.setSelection(TextSelection.create(v.state.doc, 14)))
    type(v, '!')
    expect(v.state.doc.textContent).toBe('Heart ~3100 g!.')
    expect(values(v)).toEqual([['3100 g', '3100 g', null]])
  })

  it('deletes a placeholder as a whole and leaves the placeholder when a value loses its last character', () => {
    const v = viewOf(`<p>Heart ${span('[heart_weight]')}.</p>`, 21)
    expect(key(v, 'Backspace')).toBe(true)
    expect(html(v)).toBe('<p>Heart .</p>')
    const w = viewOf(`<p>Heart ${span('7', '7')}.</p>`, 8)
    expect(key(w, 'Backspace')).toBe(true)
    expect(html(w)).toBe(`<p>Heart ${span('[heart_weight]')}.</p>`)
    const d = viewOf(`<p>Heart ${span('7', '7')}.</p>`, 7)
    expect(key(d, 'Delete')).toBe(true)
    expect(html(d)).toBe(`<p>Heart ${span('[heart_weight]')}.</p>`)
  })

  it('backspacing at the end of a value keeps typing inside the field', () => {
    const v = viewOf(`<p>Heart ${span('350 g', '350 g')}.</p>`, 12)
    expect(key(v, 'Backspace')).toBe(true)
    expect(key(v, 'Backspace')).toBe(true)
    type(v, 'kg')
    expect(values(v)).toEqual([['350kg', '350kg', null]])
  })

  it('counts text equal to the placeholder, blank text or a NULL marker as unfilled', () => {
    const v = viewOf(`<p>${span('[heart_weight]', '350 g')} ${span('x', 'x')} ${span('NULL', 'y')}</p>`)
    // Blank text inside a field (HTML parsing would collapse it, so put it there directly).
    const blank = tagRanges(v.state.doc)[1]
    v.dispatch(v.state.tr.replaceWith(blank.from, blank.to, schema.text('  ', [blank.mark])).setMeta('addToHistory', false))
    expect(values(v).map((r) => r[1])).toEqual([null, null, null])
    const fresh = viewOf(`<p>${span('[heart_weight]', '350 g')} ${span('NULL', 'y')}</p>`)
    const tr = syncTagValuesTransaction(fresh.state)!
    fresh.dispatch(tr)
    expect(values(fresh).map((r) => r[1])).toEqual([null, null])
    expect(syncTagValuesTransaction(fresh.state)).toBeNull()
  })

  it('syncs after any edit, as one undo step with it', () => {
    const v = viewOf(`<p>${span('300 g', '300 g')}</p>`)
    v.dispatch(v.state.tr.insertText('9', 2, 3))
    expect(values(v)).toEqual([['390 g', '390 g', null]])
    undo(v.state, v.dispatch)
    expect(values(v)).toEqual([['300 g', '300 g', null]])
    expect(schema.marks.tag).toBeDefined()
  })
})
