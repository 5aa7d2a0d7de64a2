import { useEffect } from 'react'
import { SECTION_ATTR } from './useActiveChapter'

interface Place {
  row: HTMLElement
  top: number
  /** The page's scroll offset when the place was taken. */
  scrollY: number
}

/** The chapter heading row the reader is at: the first whose top is in view, else the last above the view. */
function placeNow(): Place | null {
  let row: HTMLElement | null = null
  for (const el of document.querySelectorAll<HTMLElement>(`[${SECTION_ATTR}]`)) {
    row = el
    if (el.getBoundingClientRect().top >= 0) break
  }
  return row ? { row, top: row.getBoundingClientRect().top, scrollY: window.scrollY } : null
}

/**
 * Keeps the reader's place when the window changes width (a tablet turned, a window resized). The
 * text above reflows to another height while the page keeps its scroll offset, so without this the
 * chapter being read, and the button under the finger, jump by hundreds of pixels (often under the
 * sticky header). The heading row nearest the top of the view is remembered whenever the page scrolls
 * or the chapters change height; after a width change the page scrolls by as much as that row moved,
 * once at the resize and once more in the next frame, when off-screen chapters near the view have
 * been laid out at the new width.
 */
export function useKeepPlaceOnResize(): void {
  useEffect(() => {
    let place = placeNow()
    let width = window.innerWidth
    let frame = 0
    const remember = () => {
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        place = placeNow()
      })
    }
    const restore = (to: Place) => {
      if (!to.row.isConnected) return
      const moved = to.row.getBoundingClientRect().top - to.top
      if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: 'instant' })
    }
    const onResize = () => {
      if (window.innerWidth === width) return
      width = window.innerWidth
      const kept = place
      // A scroll since the place was taken (the reader's, or a jump right after the resize) wins.
      if (!kept || kept.scrollY !== window.scrollY) return
      if (frame) cancelAnimationFrame(frame)
      restore(kept)
      const scrolled = window.scrollY
      frame = requestAnimationFrame(() => {
        if (window.scrollY === scrolled) restore(kept)
        frame = 0
        place = placeNow()
      })
    }
    // Content that grows or shrinks (a live editor mounting, text typed) moves the rows without a scroll.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => window.innerWidth === width && remember()) : null
    observer?.observe(document.body)
    window.addEventListener('scroll', remember, { passive: true })
    window.addEventListener('resize', onResize)
    return () => {
      observer?.disconnect()
      window.removeEventListener('scroll', remember)
      window.removeEventListener('resize', onResize)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [])
}
