import { useRef } from 'react'
import { SIDEBAR_WIDTH } from '@shared/src/constants'
import { clampSidebarWidth } from './sidebar-width'

const KEY_STEP = 16

/** The drag handle between the table of contents and the chapters; arrow keys resize too. */
export function SidebarResizer({ width, onResize, onResizeEnd }: { width: number; onResize(w: number): void; onResizeEnd(w: number): void }) {
  const drag = useRef<{ startX: number; startWidth: number; last: number } | null>(null)
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize table of contents"
      aria-valuemin={SIDEBAR_WIDTH.min}
      aria-valuemax={SIDEBAR_WIDTH.max}
      aria-valuenow={width}
      tabIndex={0}
      className="relative -mr-px w-1.5 shrink-0 cursor-col-resize bg-transparent hover:bg-sky-200 focus-visible:bg-sky-300 focus-visible:outline-none active:bg-sky-300"
      onPointerDown={(e) => {
        e.preventDefault()
        e.currentTarget.setPointerCapture(e.pointerId)
        drag.current = { startX: e.clientX, startWidth: width, last: width }
      }}
      onPointerMove={(e) => {
        if (!drag.current) return
        const next = clampSidebarWidth(drag.current.startWidth + e.clientX - drag.current.startX)
        drag.current.last = next
        onResize(next)
      }}
      onPointerUp={(e) => {
        if (!drag.current) return
        e.currentTarget.releasePointerCapture(e.pointerId)
        onResizeEnd(drag.current.last)
        drag.current = null
      }}
      onKeyDown={(e) => {
        const delta = e.key === 'ArrowLeft' ? -KEY_STEP : e.key === 'ArrowRight' ? KEY_STEP : 0
        if (!delta) return
        e.preventDefault()
        const next = clampSidebarWidth(width + delta)
        onResize(next)
        onResizeEnd(next)
      }}
    >
    </div>
  )
}
