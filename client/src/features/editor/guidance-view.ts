import type { NodeViewConstructor } from 'prosemirror-view'
import { GUIDANCE_LABEL } from '@shared/src/editor/guidance'

/**
 * How an editor treats guidance blocks: 'edit' where they are written (templates and modules, by
 * super users), 'read' in a report, where they are instructions to follow, not text to change,
 * and the pathologist may remove them once the chapter is written.
 */
export type GuidanceMode = 'edit' | 'read'

export const REMOVE_GUIDANCE_LABEL = 'Remove instructions'

/** The guidance block with its 'Instructions' label (and, in a report, a button that removes it). */
export function guidanceNodeView(mode: GuidanceMode): NodeViewConstructor {
  return (node, view, getPos) => {
    const dom = document.createElement('div')
    dom.className = 'guidance'
    dom.setAttribute('data-guidance', 'true')
    dom.setAttribute('role', 'note')
    const head = document.createElement('div')
    head.className = 'guidance-label'
    head.setAttribute('contenteditable', 'false')
    const label = document.createElement('span')
    label.textContent = GUIDANCE_LABEL
    label.id = `guidance-${Math.random().toString(36).slice(2)}`
    dom.setAttribute('aria-labelledby', label.id)
    head.append(label)
    if (mode === 'read' && view.editable) {
      const remove = document.createElement('button')
      remove.type = 'button'
      remove.className = 'guidance-remove'
      remove.textContent = REMOVE_GUIDANCE_LABEL
      remove.addEventListener('mousedown', (e) => e.preventDefault())
      remove.addEventListener('click', () => {
        const pos = getPos()
        if (pos === undefined) return
        const current = view.state.doc.nodeAt(pos)
        if (!current || current.type.name !== 'guidance') return
        view.dispatch(view.state.tr.delete(pos, pos + current.nodeSize))
        view.focus()
      })
      head.append(remove)
    }
    const contentDOM = document.createElement('div')
    contentDOM.className = 'guidance-body'
    // In a report the instructions are read, not edited: typing lands in the chapter's own text.
    if (mode === 'read') contentDOM.setAttribute('contenteditable', 'false')
    dom.append(head, contentDOM)
    return {
      dom,
      contentDOM,
      update: (next) => next.type === node.type,
      stopEvent: (event) => head.contains(event.target as Node),
      ignoreMutation: (mutation) => head.contains(mutation.target),
    }
  }
}
