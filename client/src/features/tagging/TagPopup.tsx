import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react'
import { Popover } from 'radix-ui'
import { Pencil, Trash2, X } from 'lucide-react'
import type { EditorView } from 'prosemirror-view'
import { isUnfilled } from '@shared/src/editor/tag-html'
import { removeTag } from './tag-commands'
import { openTagPopup, setTagPopup, type TagPopupState } from './tag-popup-plugin'
import type { TagRange } from './tag-ranges'
import { ColorDot } from './TagPicker'
import { useTagList } from './useTagList'

/** The tag popup is 280 px wide. */
export const TAG_POPUP_WIDTH = 280

interface Measurable {
  getBoundingClientRect(): DOMRect
}

// Where the field is on screen now: its first line (a field may wrap).
function fieldRect(view: EditorView): DOMRect {
  const range = openTagPopup(view.state)?.range
  if (!range) return new DOMRect()
  const start = view.coordsAtPos(range.from, 1)
  const end = view.coordsAtPos(range.to, -1)
  const right = end.top === start.top ? end.right : start.right
  return new DOMRect(start.left, start.top, Math.max(0, right - start.left), start.bottom - start.top)
}

// Arrow keys move between the menu's items; Tab leaves.
function menuKeys(e: KeyboardEvent<HTMLElement>) {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) return
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')]
  const at = items.indexOf(document.activeElement as HTMLElement)
  const next = e.key === 'Home' ? 0 : e.key === 'End' ? items.length - 1 : (at + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length
  e.preventDefault()
  items[next]?.focus()
}

const menuItem =
  'flex w-full items-center gap-2 rounded px-2 py-1.5 text-left text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600'

/** The popup of a clicked field: the tag, its value and where the value came from, and the actions. */
export function TagPopup({ view, popup, range }: { view: EditorView; popup: TagPopupState; range: TagRange }) {
  const tags = useTagList()
  const tag = tags.data?.find((t) => t.id === range.attrs.tagId)
  const anchor = useMemo<{ current: Measurable }>(() => ({ current: { getBoundingClientRect: () => fieldRect(view) } }), [view])
  const value = isUnfilled(range.attrs.value) ? null : range.attrs.value
  const contentRef = useRef<HTMLDivElement>(null)
  const focusMenu = () => contentRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
  // Alt+Enter on a field whose popup a click already opened moves focus into it too.
  useEffect(() => {
    if (popup.focus) focusMenu()
  }, [popup.focus])
  const close = (refocus: boolean) => {
    setTagPopup(view, null)
    if (refocus) view.focus()
  }

  return (
    <Popover.Root open onOpenChange={(open) => !open && close(popup.focus)}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          ref={contentRef}
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          style={{ width: TAG_POPUP_WIDTH }}
          aria-label={`Tag ${tag?.name ?? range.attrs.name}`}
          data-testid="tag-popup"
          className="z-50 rounded-lg border border-slate-200 bg-white text-slate-900 shadow-xl focus:outline-none"
          // A click leaves the cursor in the field (a value can be typed there); the keyboard moves into the popup.
          onOpenAutoFocus={(e) => {
            e.preventDefault()
            if (popup.focus) focusMenu()
          }}
          onCloseAutoFocus={(e) => e.preventDefault()}
          // The editor taking focus (the click that opened the popup) is not leaving the field.
          onFocusOutside={(e) => {
            if (view.dom.contains(e.target as Node)) e.preventDefault()
          }}
        >
          <div className="flex items-start gap-2 border-b border-slate-100 px-3 py-2.5">
            <ColorDot color={tag?.color ?? range.attrs.color} className="mt-1.5 h-3 w-3" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold">{tag?.name ?? range.attrs.name}</p>
              <p className="truncate text-xs text-slate-600">{tag?.category?.trim() || 'Uncategorized'}</p>
            </div>
            <button
              type="button"
              aria-label="Close"
              onClick={() => close(true)}
              className="-mr-1 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          </div>
          <div className="space-y-1.5 px-3 py-2.5 text-sm">
            <div className="flex items-baseline gap-2">
              <span className="text-xs font-medium uppercase tracking-wide text-slate-500">Value</span>
              {value ? (
                <span className="min-w-0 break-words font-medium text-green-800">{value}</span>
              ) : (
                <span className="rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-700 ring-1 ring-red-200">Unfilled</span>
              )}
            </div>
            {value && range.attrs.source && (
              <p className="break-words text-xs italic text-slate-600">From dictation: &ldquo;{range.attrs.source}&rdquo;</p>
            )}
          </div>
          <div role="menu" aria-label="Tag actions" aria-orientation="vertical" onKeyDown={menuKeys} className="border-t border-slate-100 p-1.5">
            <button role="menuitem" type="button" className={`${menuItem} text-slate-800 hover:bg-slate-100`} onClick={() => setTagPopup(view, { ...popup, mode: 'edit' })}>
              <Pencil className="h-4 w-4 text-slate-500" aria-hidden />
              Edit Tag
            </button>
            <button
              role="menuitem"
              type="button"
              tabIndex={-1}
              className={`${menuItem} text-red-700 hover:bg-red-50`}
              onClick={() => {
                const current = openTagPopup(view.state)?.range
                if (current) removeTag(current)(view.state, view.dispatch)
                close(true)
              }}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              Remove Tag
            </button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
