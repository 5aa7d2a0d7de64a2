import { useEffect, useMemo, useRef, useState } from 'react'
import { cn } from '../../components/ui/cn'
import { sanitizeHtml } from './html'
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor'
import { ToolbarPlaceholder } from './Toolbar'
import { whenNearViewport } from './near-viewport'
import './editor.css'

export interface LazyRichTextEditorProps extends RichTextEditorProps {
  /** How close to the viewport the live editor mounts (IntersectionObserver rootMargin); default one screen. */
  rootMargin?: string
}

/**
 * A rich-text editor that shows sanitised static HTML until it comes near the viewport, then
 * mounts the live ProseMirror editor (and keeps it, with its undo history). A long report thus
 * opens with a few live editors instead of hundreds. Clicking or focusing the static text mounts
 * the editor at once, with the cursor where the click landed; a click on a field tag also reaches
 * the live editor's click handlers (the tag popup opens on the first click).
 */
export function LazyRichTextEditor({ rootMargin, ...props }: LazyRichTextEditorProps) {
  const [live, setLive] = useState(false)
  const [focusAt, setFocusAt] = useState<RichTextEditorProps['autoFocus']>(undefined)
  const staticRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (live || !staticRef.current) return
    return whenNearViewport(staticRef.current, () => setLive(true), rootMargin)
  }, [live, rootMargin])

  const html = useMemo(() => (live ? '' : sanitizeHtml(props.value)), [live, props.value])

  if (live) return <RichTextEditor {...props} autoFocus={focusAt ?? props.autoFocus} />
  const activate = (at: RichTextEditorProps['autoFocus']) => {
    setFocusAt(at)
    setLive(true)
  }
  return (
    <div className={cn('rte overflow-hidden rounded-md border border-slate-200 bg-white', props.className)}>
      {props.toolbar !== false && props.editable !== false && <ToolbarPlaceholder />}
      <div
        ref={staticRef}
        className="rte-content rte-static"
        role="textbox"
        aria-multiline="true"
        aria-label={props.ariaLabel ?? 'Rich text editor'}
        aria-readonly={props.editable === false}
        tabIndex={props.editable === false ? -1 : 0}
        onMouseDown={(e) => {
          if (props.editable === false) return
          e.preventDefault()
          // Remember which field was hit, so the live editor can open its popup on this same click.
          const tag = (e.target as Element).closest('.report-tag')
          const tagIndex = tag ? [...e.currentTarget.querySelectorAll('.report-tag')].indexOf(tag) : -1
          activate({ left: e.clientX, top: e.clientY, tagIndex: tagIndex < 0 ? undefined : tagIndex })
        }}
        onFocus={() => props.editable !== false && activate(true)}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  )
}
