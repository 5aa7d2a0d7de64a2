import { keydownHandler } from 'prosemirror-keymap'
import { Plugin, PluginKey, type EditorState } from 'prosemirror-state'
import type { EditorView } from 'prosemirror-view'
import { tagRangeAt, type TagRange } from './tag-ranges'

/** Which field's popup (or edit dialog) is open; `pos` is the field's start, kept mapped through edits. */
export interface TagPopupState {
  pos: number
  mode: 'popup' | 'edit'
  /** Opened from the keyboard: the popup takes focus. A click leaves it in the text. */
  focus: boolean
}

export const tagPopupKey = new PluginKey<TagPopupState | null>('tagPopup')

/** The open popup and its field, or null. */
export function openTagPopup(state: EditorState): { popup: TagPopupState; range: TagRange } | null {
  const popup = tagPopupKey.getState(state)
  if (!popup) return null
  const range = tagRangeAt(state.doc, popup.pos)
  return range && range.from === popup.pos ? { popup, range } : null
}

/** Opens, switches or closes (null) the popup of a field. */
export function setTagPopup(view: EditorView, next: TagPopupState | null): void {
  view.dispatch(view.state.tr.setMeta(tagPopupKey, next))
}

function openAtCursor(focus: boolean) {
  return (state: EditorState, dispatch?: EditorView['dispatch']) => {
    const { from, empty } = state.selection
    const range = empty ? tagRangeAt(state.doc, from) : null
    if (!range) return false
    dispatch?.(state.tr.setMeta(tagPopupKey, { pos: range.from, mode: 'popup', focus }))
    return true
  }
}

const keys = keydownHandler({
  // Keyboard users reach a field's popup (and its actions) from inside the field.
  'Alt-Enter': openAtCursor(true),
  Escape: (state, dispatch) => {
    if (!tagPopupKey.getState(state)) return false
    dispatch?.(state.tr.setMeta(tagPopupKey, null))
    return true
  },
})

function openClicked(view: EditorView, _pos: number, event: MouseEvent): boolean {
  const el = (event.target as Element | null)?.closest?.('.report-tag')
  if (!el || !view.dom.contains(el)) return false
  const range = tagRangeAt(view.state.doc, view.posAtDOM(el, 0))
  if (range) setTagPopup(view, { pos: range.from, mode: 'popup', focus: false })
  // Still place the cursor: a value can be typed straight into the field.
  return false
}

/** Opens a field's popup when the field is clicked (or Alt+Enter is pressed in it); Escape closes it. */
export function tagPopupPlugin(): Plugin<TagPopupState | null> {
  return new Plugin<TagPopupState | null>({
    key: tagPopupKey,
    state: {
      init: () => null,
      apply(tr, value, _old, next) {
        const meta = tr.getMeta(tagPopupKey) as TagPopupState | null | undefined
        if (meta !== undefined) return meta
        if (!value || !tr.docChanged) return value
        const pos = tr.mapping.map(value.pos, 1)
        return tagRangeAt(next.doc, pos)?.from === pos ? { ...value, pos } : null
      },
    },
    props: {
      handleKeyDown: keys,
      handleClick: openClicked,
      // Two quick clicks count as a double click: it opens the popup too (and selects the word).
      handleDoubleClick: openClicked,
    },
  })
}
