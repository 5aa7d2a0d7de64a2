import { afterEach, describe, expect, it } from 'vitest'
import { EditorState, TextSelection } from 'prosemirror-state'
import { EditorView } from 'prosemirror-view'
import { createEditorPlugins } from '../editor/plugins'
import { editorMarkViews } from '../editor/tag-mark-view'
import { parseHtml } from '../editor/html'
import { openTagPopup, setTagPopup, tagPopupKey, tagPopupPlugin } from './tag-popup-plugin'

const span = (id: string, text: string) => `<span class="report-tag" data-tag-id="${id}" data-tag-name="${id}" data-tag-color="#ef4444">${text}</span>`

let view: EditorView
afterEach(() => view?.destroy())

function mount(html: string, cursor?: number) {
  const doc = parseHtml(html)
  view = new EditorView(document.body.appendChild(document.createElement('div')), {
    state: EditorState.create({ doc, selection: cursor ? TextSelection.create(doc, cursor) : undefined, plugins: createEditorPlugins([tagPopupPlugin()]) }),
    markViews: editorMarkViews,
  })
  return view
}
const clickOn = (el: Element) => {
  const event = new MouseEvent('click')
  Object.defineProperty(event, 'target', { value: el })
  view.someProp('handleClick', (f) => f(view, 0, event))
}
const press = (key: string, init: KeyboardEventInit = {}) => view.someProp('handleKeyDown', (f) => f(view, new KeyboardEvent('keydown', { key, ...init })))

describe('tag popup plugin', () => {
  it('opens the popup of the clicked field without taking focus, and ignores other clicks', () => {
    mount(`<p>Heart ${span('a', '[a]')} and ${span('b', '350 g')}</p>`)
    const fields = view.dom.querySelectorAll('.report-tag')
    clickOn(fields[1])
    expect(tagPopupKey.getState(view.state)).toEqual({ pos: 15, mode: 'popup', focus: false })
    expect(openTagPopup(view.state)!.range.text).toBe('350 g')
    clickOn(view.dom.querySelector('p')!)
    expect(openTagPopup(view.state)!.range.attrs.tagId).toBe('b')
    clickOn(fields[0])
    expect(tagPopupKey.getState(view.state)).toEqual({ pos: 7, mode: 'popup', focus: false })
  })

  it('opens from the keyboard with focus inside a field, and Escape closes it', () => {
    mount(`<p>Heart ${span('a', '[a]')}.</p>`, 8)
    expect(press('Enter', { altKey: true })).toBe(true)
    expect(tagPopupKey.getState(view.state)).toEqual({ pos: 7, mode: 'popup', focus: true })
    expect(press('Escape')).toBe(true)
    expect(tagPopupKey.getState(view.state)).toBeNull()
    // Outside a field neither key is taken.
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 2)))
    expect(press('Escape')).toBeFalsy()
  })

  it('follows its field through edits and closes when the field goes', () => {
    mount(`<p>Heart ${span('a', '[a]')}.</p>`)
    setTagPopup(view, { pos: 7, mode: 'edit', focus: false })
    view.dispatch(view.state.tr.insertText('The ', 1))
    expect(openTagPopup(view.state)!.popup).toEqual({ pos: 11, mode: 'edit', focus: false })
    view.dispatch(view.state.tr.delete(11, 14))
    expect(tagPopupKey.getState(view.state)).toBeNull()
    expect(openTagPopup(view.state)).toBeNull()
  })
})
