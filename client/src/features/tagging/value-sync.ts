import type { Mark } from 'prosemirror-model'
import { Plugin, PluginKey, TextSelection, type EditorState, type Transaction } from 'prosemirror-state'
import type { EditorView } from 'prosemirror-view'
import { schema } from '@shared/src/editor/schema'
import { isUnfilled } from '@shared/src/editor/tag-html'
import { placeholderText, tagRangeAt, tagRanges, type TagRange } from './tag-ranges'

interface TypingState {
  /** The end of the field being typed into: text typed there still belongs to the field. */
  typingEnd: number | null
}

export const tagTypingKey = new PluginKey<TypingState>('tagTyping')
const tagType = schema.marks.tag
const NOT_TYPING: TypingState = { typingEnd: null }

/** The value a field's text stands for: none for blank text or its '[name]' placeholder. */
function valueOfText(range: TagRange): string | null {
  const text = range.text.trim()
  return text === placeholderText(range.attrs.name) || isUnfilled(text) ? null : text
}

const isPlaceholder = (r: TagRange) => isUnfilled(r.attrs.value) && r.text === placeholderText(r.attrs.name)

/**
 * A transaction that makes every field's value attr match its text (a typed value replaces a
 * dictated one, so its source goes too); null when all already match.
 */
export function syncTagValuesTransaction(state: EditorState): Transaction | null {
  const tr = state.tr
  for (const r of tagRanges(state.doc)) {
    const want = valueOfText(r)
    const have = isUnfilled(r.attrs.value) ? null : r.attrs.value
    if (want === have) continue
    tr.addMark(r.from, r.to, tagType.create({ ...r.attrs, value: want, source: null }))
  }
  return tr.docChanged ? tr : null
}

// The field's mark with the value the new text will have, over the formatting already there.
const fieldMarks = (marks: readonly Mark[], r: TagRange, text: string): readonly Mark[] =>
  tagType.create({ ...r.attrs, value: isUnfilled(text.trim()) ? null : text.trim(), source: null }).addToSet(tagType.removeFromSet(marks))

/** Puts typed text into a field; `marks` null means the field's own marks with the typed text as its value. */
function replaceInField(view: EditorView, r: TagRange, from: number, to: number, text: string, marks: readonly Mark[] | null): true {
  const first = view.state.doc.nodeAt(r.from)?.marks ?? [r.mark]
  const tr = view.state.tr.replaceWith(from, to, schema.text(text, marks ?? fieldMarks(first, r, text)))
  const end = from + text.length
  tr.setSelection(TextSelection.create(tr.doc, end))
  view.dispatch(tr.setMeta(tagTypingKey, { typingEnd: end }))
  return true
}

function handleTextInput(view: EditorView, from: number, to: number, text: string): boolean {
  const { doc } = view.state
  const r = tagRangeAt(doc, from)
  if (!r || to > r.to || from < r.from) return false
  // Typing into a '[name]' placeholder replaces it, like a form field's placeholder.
  if (isPlaceholder(r) && (from < to || (r.from < from && from < r.to))) return replaceInField(view, r, r.from, r.to, text, null)
  if (from < to) return from === r.from && to === r.to ? replaceInField(view, r, from, to, text, null) : false
  // The field's mark does not extend at its end; while typing a value it should (the sync then updates the value).
  if (from === r.to && tagTypingKey.getState(view.state)?.typingEnd === from) {
    return replaceInField(view, r, from, from, text, doc.resolve(from).nodeBefore?.marks ?? [r.mark])
  }
  return false
}

function handleDelete(view: EditorView, event: KeyboardEvent): boolean {
  if (event.key !== 'Backspace' && event.key !== 'Delete') return false
  if (event.ctrlKey || event.metaKey || event.altKey) return false
  const { selection, doc } = view.state
  if (!selection.empty) return false
  const p = selection.from
  const back = event.key === 'Backspace'
  const r = tagRangeAt(doc, back ? p - 1 : p)
  if (!r || (back ? !(r.from < p && p <= r.to) : !(r.from <= p && p < r.to))) return false
  // A placeholder goes as a whole; a value's last character leaves the empty field behind.
  if (isPlaceholder(r)) {
    view.dispatch(view.state.tr.delete(r.from, r.to).setMeta(tagTypingKey, NOT_TYPING))
    return true
  }
  if (r.to - r.from === 1) {
    const text = placeholderText(r.attrs.name)
    const marks = tagType.create({ ...r.attrs, value: null, source: null }).addToSet(tagType.removeFromSet(doc.nodeAt(r.from)?.marks ?? []))
    const tr = view.state.tr.replaceWith(r.from, r.to, schema.text(text, marks))
    view.dispatch(tr.setSelection(TextSelection.create(tr.doc, r.from + text.length)).setMeta(tagTypingKey, NOT_TYPING))
    return true
  }
  if (back && p === r.to) {
    view.dispatch(view.state.tr.delete(p - 1, p).setMeta(tagTypingKey, { typingEnd: p - 1 }))
    return true
  }
  return false
}

/**
 * Keeps each field's value in step with its text, so a value can be typed straight into the
 * report: typing into a '[name]' placeholder replaces it, typing on at the end of a value being
 * typed extends it, deleting a placeholder removes it whole, and text equal to '[name]' or
 * blank means unfilled.
 */
export function tagValueSyncPlugin(): Plugin<TypingState> {
  return new Plugin<TypingState>({
    key: tagTypingKey,
    state: {
      init: () => NOT_TYPING,
      apply(tr, value, _old, next) {
        const meta = tr.getMeta(tagTypingKey) as TypingState | undefined
        if (meta) return meta
        if (value.typingEnd === null) return value
        // The value sync after typing keeps the cursor at the field's end; anything else ends typing.
        const sel = next.selection
        if (!tr.docChanged || !sel.empty) return tr.selectionSet || tr.docChanged ? NOT_TYPING : value
        const mapped = tr.mapping.map(value.typingEnd, -1)
        return mapped === sel.from && tagRangeAt(next.doc, mapped)?.to === mapped ? { typingEnd: mapped } : NOT_TYPING
      },
    },
    appendTransaction: (trs, _old, state) => (trs.some((t) => t.docChanged) ? syncTagValuesTransaction(state) : null),
    props: { handleTextInput, handleKeyDown: handleDelete },
  })
}
