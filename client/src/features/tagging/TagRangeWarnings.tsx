import { useEffect } from 'react'
import type { Node } from 'prosemirror-model'
import type { EditorView } from 'prosemirror-view'
import { isUnfilled } from '@shared/src/editor/tag-html'
import { applyRangeWarning, setTagRangeLookup } from '../editor/tag-mark-view'
import { useTagList } from './useTagList'

/** True when some field of the document has a value (only then can one be out of range). */
export function hasFilledTag(doc: Node): boolean {
  let found = false
  doc.descendants((node) => {
    if (found) return false
    if (node.marks.some((m) => m.type.name === 'tag' && !isUnfilled(m.attrs.value as string | null))) found = true
    return !found
  })
  return found
}

/**
 * Loads the tag list (cached) and flags the document's field values outside their plausible range.
 * Tags rendered later read the same lookup when they are drawn.
 */
export function TagRangeWarnings({ view }: { view: EditorView }) {
  const tags = useTagList()
  useEffect(() => {
    if (!tags.data) return
    const byId = new Map(tags.data.map((t) => [t.id, t]))
    setTagRangeLookup((id) => byId.get(id))
    view.dom.querySelectorAll<HTMLElement>('.report-tag').forEach(applyRangeWarning)
  }, [tags.data, view])
  return null
}
