import { useEffect, useId, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react'
import { EditorState, TextSelection, type Plugin } from 'prosemirror-state'
import { EditorView, type MarkViewConstructor, type NodeViewConstructor } from 'prosemirror-view'
import { cn } from '../../components/ui/cn'
import { guidanceNodeView, type GuidanceMode } from './guidance-view'
import { parseForEditing, serializeHtml } from './html'
import { createEditorPlugins } from './plugins'
import { editorMarkViews } from './tag-mark-view'
import { Toolbar } from './Toolbar'
import './editor.css'

/** Imperative access for features that edit programmatically (e.g. inserting dictated tags). */
export interface RichTextEditorHandle {
  view: EditorView | null
  focus(): void
}

/** A click to replay at mount: its screen point, and which field tag (n-th `.report-tag`) it hit, if any. */
export interface FocusPoint {
  left: number
  top: number
  tagIndex?: number
}

export interface RichTextEditorProps {
  /** HTML of the content. A value different from the last one emitted replaces the document. */
  value: string
  onChange?: (html: string) => void
  editable?: boolean
  /** Show the formatting toolbar (default true). */
  toolbar?: boolean
  /** Extra toolbar content, rendered after the built-in buttons. */
  toolbarExtras?: (view: EditorView) => ReactNode
  /** Extra plugins, placed before the defaults; read once at mount. */
  plugins?: readonly Plugin[]
  /** Extra mark/node views, merged over the defaults; read once at mount. */
  markViews?: Record<string, MarkViewConstructor>
  nodeViews?: Record<string, NodeViewConstructor>
  ariaLabel?: string
  className?: string
  /** Focus at mount; with coordinates, put the cursor at that screen point. */
  autoFocus?: boolean | FocusPoint
  editorRef?: Ref<RichTextEditorHandle>
  /** 'edit' where instructions are written (templates, modules); 'read' (default) in a report. Read once at mount. */
  guidance?: GuidanceMode
}

/** A ProseMirror rich-text editor on the shared schema, exchanging HTML with its parent. */
export function RichTextEditor(props: RichTextEditorProps) {
  const { value, editable = true, toolbar = true, toolbarExtras, ariaLabel, className, editorRef } = props
  const mountRef = useRef<HTMLDivElement>(null)
  const viewRef = useRef<EditorView | null>(null)
  const lastHtml = useRef(value)
  const onChange = useRef(props.onChange)
  const initial = useRef(props)
  const [state, setState] = useState<EditorState | null>(null)
  const domId = useId()
  const editableRef = useRef(editable)
  const labelRef = useRef(ariaLabel)

  useEffect(() => {
    onChange.current = props.onChange
  })

  useEffect(() => {
    const { plugins, markViews, nodeViews, autoFocus, guidance = 'read' } = initial.current
    const view = new EditorView(mountRef.current!, {
      state: EditorState.create({ doc: parseForEditing(lastHtml.current), plugins: createEditorPlugins(plugins) }),
      editable: () => editableRef.current,
      attributes: () => ({ class: 'rte-content', role: 'textbox', 'aria-multiline': 'true', 'aria-label': labelRef.current ?? 'Rich text editor', id: domId }),
      markViews: { ...editorMarkViews, ...markViews },
      nodeViews: { guidance: guidanceNodeView(guidance), ...nodeViews },
      dispatchTransaction(tr) {
        const next = view.state.apply(tr)
        view.updateState(next)
        setState(next)
        if (!tr.docChanged) return
        const html = serializeHtml(next.doc)
        lastHtml.current = html
        onChange.current?.(html)
      },
    })
    viewRef.current = view
    setState(view.state)
    if (autoFocus) focusAt(view, autoFocus)
    return () => {
      view.destroy()
      viewRef.current = null
    }
  }, [domId])

  // setProps({}) makes the view re-read `editable` and `attributes`, which read these refs.
  useEffect(() => {
    editableRef.current = editable
    labelRef.current = ariaLabel
    viewRef.current?.setProps({})
  }, [editable, ariaLabel])

  // Replace the document only for outside changes (reload, restore); our own edits come back equal.
  useEffect(() => {
    const view = viewRef.current
    if (!view || value === lastHtml.current) return
    lastHtml.current = value
    const next = EditorState.create({ doc: parseForEditing(value), plugins: view.state.plugins })
    view.updateState(next)
    setState(next)
  }, [value])

  useImperativeHandle(editorRef, () => ({ get view() { return viewRef.current }, focus: () => viewRef.current?.focus() }), [])

  const view = viewRef.current
  return (
    <div className={cn('rte overflow-hidden rounded-md border border-slate-200 bg-white focus-within:border-sky-600 focus-within:ring-1 focus-within:ring-sky-600', className)}>
      {toolbar && editable && view && state && <Toolbar view={view} state={state} extras={toolbarExtras?.(view)} guidance={initial.current.guidance === 'edit'} />}
      <div ref={mountRef} />
    </div>
  )
}

function focusAt(view: EditorView, at: true | FocusPoint) {
  view.focus()
  if (at === true) return
  const tag = at.tagIndex === undefined ? undefined : view.dom.querySelectorAll('.report-tag')[at.tagIndex]
  const hit = view.posAtCoords(at)?.pos
  const pos = tag ? posInside(view, tag, hit) : hit
  if (pos === undefined) return
  view.dispatch(view.state.tr.setSelection(TextSelection.near(view.state.doc.resolve(pos))))
  // The click that mounted the editor landed on a field: let click handlers (the tag popup) see it on the live field.
  if (tag) view.someProp('handleClick', (f) => f(view, pos, clickOn(tag, at)))
}

// The live field may not sit exactly where the static one did: keep the cursor inside it.
function posInside(view: EditorView, el: Element, hit: number | undefined): number {
  const from = view.posAtDOM(el, 0)
  const to = view.posAtDOM(el, el.childNodes.length)
  return hit !== undefined && hit >= from && hit <= to ? hit : from
}

function clickOn(target: Element, { left, top }: FocusPoint): MouseEvent {
  const event = new MouseEvent('click', { clientX: left, clientY: top })
  Object.defineProperty(event, 'target', { value: target })
  return event
}
