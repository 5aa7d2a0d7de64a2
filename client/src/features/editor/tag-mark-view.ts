import type { Mark } from 'prosemirror-model'
import type { MarkViewConstructor } from 'prosemirror-view'
import type { TagAttrs } from '@shared/src/editor/schema'
import { isUnfilled } from '@shared/src/editor/tag-html'
import type { TagFieldProperties } from '@shared/src/tags/field'
import { rangeWarning } from '@shared/src/tags/field-range'

type RangeProps = Pick<TagFieldProperties, 'unit' | 'rangeMin' | 'rangeMax' | 'dimension'>

// The tag list lives in the tagging feature's query cache; it registers a lookup here once loaded,
// so inline tags can flag values outside their field's plausible range.
let rangeLookup: (tagId: string) => RangeProps | undefined = () => undefined

/** Tells every editor where the fields' ranges are; call applyRangeWarning on shown tags afterwards. */
export function setTagRangeLookup(lookup: (tagId: string) => RangeProps | undefined): void {
  rangeLookup = lookup
}

/**
 * Sets an inline tag's hover text and, for a value outside its plausible range, the warning
 * (`data-range-warning`, which the CSS marks, and `aria-description`). The value stays as it is.
 */
export function applyRangeWarning(dom: HTMLElement): void {
  const name = dom.getAttribute('data-tag-name') ?? ''
  const value = dom.getAttribute('data-tag-value')
  const filled = !isUnfilled(value)
  const props = filled ? rangeLookup(dom.getAttribute('data-tag-id') ?? '') : undefined
  const warning = props && value ? rangeWarning(props, value) : null
  if (warning) {
    dom.setAttribute('data-range-warning', warning)
    dom.setAttribute('aria-description', warning)
  } else {
    dom.removeAttribute('data-range-warning')
    dom.removeAttribute('aria-description')
  }
  const base = filled ? `${name}: ${value}` : `${name} (not filled)`
  dom.title = warning ? `${base} (${warning})` : base
}

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
  dom.setAttribute('data-filled', String(!isUnfilled(a.value)))
  applyRangeWarning(dom)
  return dom
}

/** Mark views of the editor, keyed by mark name; extend by spreading into a new object. */
export const editorMarkViews: Record<string, MarkViewConstructor> = {
  // The warning attributes change outside ProseMirror; they are not content, so the view ignores them.
  tag: (mark) => ({ dom: renderTagElement(mark), ignoreMutation: (m) => m.type === 'attributes' }),
}
