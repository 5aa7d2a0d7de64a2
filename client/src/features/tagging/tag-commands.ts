import type { Mark, Node as PMNode } from 'prosemirror-model'
import { TextSelection, type Command, type EditorState, type Transaction } from 'prosemirror-state'
import { schema, type TagAttrs } from '@shared/src/editor/schema'
import { isUnfilled } from '@shared/src/editor/tag-html'
import { placeholderText, tagRanges, type TagRange } from './tag-ranges'

/** The parts of a tag a mark needs: id, identifier (shown while unfilled) and colour. */
export interface TagRef {
  id: string
  identifier: string
  color: string
}

/** Where a tag landed, for recording it as tagged content. */
export interface AppliedTag {
  from: number
  to: number
  text: string
}

const tagType = schema.marks.tag

/** A tag mark; an unfilled marker value ('', NULL, null) is stored as no value. */
export function tagMark(tag: TagRef, value: string | null, source: string | null = null): Mark {
  const filled = !isUnfilled(value)
  return tagType.create({ tagId: tag.id, name: tag.identifier, color: tag.color, value: filled ? value!.trim() : null, source: filled ? source : null })
}

/** Text carrying `marks` with the tag mark replaced by `mark`. */
const withTag = (marks: readonly Mark[], mark: Mark) => mark.addToSet(tagType.removeFromSet(marks))

/**
 * Applies `tag` at the selection: marks the selected text (trimmed of surrounding spaces, the
 * text becoming the field's value), or with an empty selection inserts an unfilled field
 * '[identifier]' at the cursor. Null when nothing can be tagged there.
 */
export function applyTagTransaction(state: EditorState, tag: TagRef): { tr: Transaction; applied: AppliedTag } | null {
  const { selection, doc } = state
  if (selection.empty) return insertFieldTransaction(state, tag)
  let { from, to } = selection
  while (from < to && /^\s$/.test(doc.textBetween(from, from + 1))) from++
  while (to > from && /^\s$/.test(doc.textBetween(to - 1, to))) to--
  if (from >= to || !doc.textBetween(from, to).trim()) return null
  const tr = state.tr
  // One field per textblock: each part's own text is its value, as the value sync would compute it.
  doc.nodesBetween(from, to, (node, pos) => {
    if (!node.isTextblock) return true
    const a = Math.max(from, pos + 1)
    const b = Math.min(to, pos + node.nodeSize - 1)
    const text = doc.textBetween(a, b)
    if (a < b && text.trim()) tr.addMark(a, b, tagMark(tag, text === placeholderText(tag.identifier) ? null : text))
    return false
  })
  if (!tr.docChanged) return null
  tr.setSelection(TextSelection.create(tr.doc, to))
  return { tr, applied: { from, to, text: doc.textBetween(from, to, '\n') } }
}

function insertFieldTransaction(state: EditorState, tag: TagRef): { tr: Transaction; applied: AppliedTag } | null {
  const { $from, from } = state.selection
  if (!$from.parent.inlineContent) return null
  const text = placeholderText(tag.identifier)
  const marks = withTag(state.storedMarks ?? $from.marks(), tagMark(tag, null))
  const tr = state.tr.insert(from, schema.text(text, marks))
  tr.setSelection(TextSelection.create(tr.doc, from + text.length))
  return { tr, applied: { from, to: from + text.length, text } }
}

/** Command form of applyTagTransaction. */
export function applyTag(tag: TagRef): Command {
  return (state, dispatch) => {
    const result = applyTagTransaction(state, tag)
    if (!result) return false
    dispatch?.(result.tr.scrollIntoView())
    return true
  }
}

/** The marks of the first text node of a range (the replacement text keeps its formatting). */
function marksAt(doc: PMNode, range: TagRange): readonly Mark[] {
  return doc.nodeAt(range.from)?.marks ?? [range.mark]
}

/**
 * Removes a field: an unfilled '[name]' field is deleted, since its text means nothing without
 * the tag; any other tagged text keeps its text and loses only the tag.
 */
export function removeTag(range: TagRange): Command {
  return (state, dispatch) => {
    if (!dispatch) return true
    const placeholder = isUnfilled(range.attrs.value) && range.text === placeholderText(range.attrs.name)
    dispatch(placeholder ? state.tr.delete(range.from, range.to) : state.tr.removeMark(range.from, range.to, range.mark))
    return true
  }
}

/** Sets a field's value: the text becomes the value (or '[name]' when unfilled); `source` records where it came from. */
export function setTagValue(range: TagRange, value: string | null, source: string | null = null): Command {
  return (state, dispatch) => {
    if (!dispatch) return true
    const a = range.attrs
    const mark = tagMark({ id: a.tagId, identifier: a.name, color: a.color }, value, source)
    const text = isUnfilled(value) ? placeholderText(a.name) : value!.trim()
    const tr = state.tr.replaceWith(range.from, range.to, schema.text(text, withTag(marksAt(state.doc, range), mark)))
    dispatch(tr)
    return true
  }
}

/** Changes the look of every field of one tag (after the tag itself was edited). */
export function restyleTag(tagId: string, patch: Partial<Pick<TagAttrs, 'color'>>): Command {
  return (state, dispatch) => {
    const ranges = tagRanges(state.doc).filter((r) => r.attrs.tagId === tagId && patch.color !== undefined && r.attrs.color !== patch.color)
    if (!ranges.length) return false
    if (dispatch) {
      const tr = state.tr
      for (const r of ranges) tr.addMark(r.from, r.to, tagType.create({ ...r.attrs, ...patch }))
      dispatch(tr)
    }
    return true
  }
}
