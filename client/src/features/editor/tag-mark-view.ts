import type { Mark } from 'prosemirror-model'
import type { MarkViewConstructor } from 'prosemirror-view'
import type { TagAttrs } from '@shared/src/editor/schema'
import { isUnfilled } from '@shared/src/editor/tag-html'

/** The DOM of an inline field tag: the schema's attributes plus `data-filled`, which the CSS colours (red/green). */
export function renderTagElement(mark: Mark, doc: Document = document): HTMLElement {
  const a = mark.attrs as TagAttrs
  const dom = doc.createElement('span')
  dom.className = 'report-tag'
  dom.setAttribute('data-tag-id', a.tagId)
  dom.setAttribute('data-tag-name', a.name)
  dom.setAttribute('data-tag-color', a.color)
  if (a.value) dom.setAttribute('data-tag-value', a.value)
  if (a.source) dom.setAttribute('data-tag-source', a.source)
  const filled = !isUnfilled(a.value)
  dom.setAttribute('data-filled', String(filled))
  dom.title = filled ? `${a.name}: ${a.value}` : `${a.name} (not filled)`
  return dom
}

/** Mark views of the editor, keyed by mark name; extend by spreading into a new object. */
export const editorMarkViews: Record<string, MarkViewConstructor> = {
  tag: (mark) => ({ dom: renderTagElement(mark) }),
}
