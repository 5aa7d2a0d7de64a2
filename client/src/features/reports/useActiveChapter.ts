import { useCallback, useEffect, useRef, useState } from 'react'
import { ACTIVE_PROBE_RATIO, SCROLL_DEBOUNCE_MS, activeIndexAt } from './active-chapter'

/** Attribute on each chapter's heading row; its value is the chapter id. */
export const SECTION_ATTR = 'data-chapter-anchor'
// While a jump from the table of contents scrolls smoothly, the clicked chapter stays active.
const JUMP_LOCK_MS = 800

/**
 * The chapter under the probe line (30 % down the viewport), recomputed on window scroll with a
 * 50 ms debounce, and a `jumpTo` that scrolls a chapter into view and makes it active.
 */
export function useActiveChapter(firstId: string | null) {
  const [activeId, setActiveId] = useState<string | null>(firstId)
  const lockUntil = useRef(0)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null
    const measure = () => {
      timer = null
      // During a jump the clicked chapter stays active; look again once it is over.
      const locked = lockUntil.current - Date.now()
      if (locked > 0) {
        timer = setTimeout(measure, locked)
        return
      }
      const anchors = Array.from(document.querySelectorAll<HTMLElement>(`[${SECTION_ATTR}]`))
      if (!anchors.length) return
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 8
      const index = atBottom && window.scrollY > 0 ? anchors.length - 1 : activeIndexAt(anchors.map((a) => a.getBoundingClientRect().top), window.innerHeight * ACTIVE_PROBE_RATIO)
      setActiveId(anchors[index].getAttribute(SECTION_ATTR))
    }
    const onScroll = () => {
      if (timer) clearTimeout(timer)
      timer = setTimeout(measure, SCROLL_DEBOUNCE_MS)
    }
    // The chapter being edited is the active one, even where the probe line cannot reach it.
    const onFocus = (e: FocusEvent) => {
      const id = (e.target as Element | null)?.closest?.('section[data-chapter-id]')?.getAttribute('data-chapter-id')
      if (id) setActiveId(id)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    document.addEventListener('focusin', onFocus)
    return () => {
      window.removeEventListener('scroll', onScroll)
      document.removeEventListener('focusin', onFocus)
      if (timer) clearTimeout(timer)
    }
  }, [])

  const jumpTo = useCallback((id: string, opts: { focusTitle?: boolean } = {}) => {
    lockUntil.current = Date.now() + JUMP_LOCK_MS
    setActiveId(id)
    let tries = 0
    const go = () => {
      const el = document.getElementById(chapterDomId(id))
      // A long report renders progressively: wait a few frames for a chapter not yet on the page.
      if (!el) {
        if (++tries < 120) requestAnimationFrame(go)
        return
      }
      const far = Math.abs(el.getBoundingClientRect().top) > window.innerHeight * 2
      // 'instant', not 'auto': the page's smooth scroll-behavior would make 'auto' glide, and land short of a far chapter.
      el.scrollIntoView({ block: 'start', behavior: far || opts.focusTitle ? 'instant' : 'smooth' })
      // Off-screen chapters were laid out with estimated heights, and live editors mounting near the view grow them:
      // settle on the real position.
      if (far) keepInPlace(el)
      if (opts.focusTitle) {
        const input = document.getElementById(chapterTitleDomId(id)) as HTMLTextAreaElement | null
        input?.focus({ preventScroll: true })
        input?.select()
      }
    }
    go()
  }, [])

  return { activeId, setActiveId, jumpTo }
}

const SETTLE_MS = 1500
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Holds an element where an instant jump put it while the chapters around it finish laying out (live editors mounting
 * near the view grow them), frame by frame for up to SETTLE_MS; the reader's own wheel, touch, key or pointer ends it.
 */
function keepInPlace(el: HTMLElement) {
  const until = performance.now() + SETTLE_MS
  const want = el.getBoundingClientRect().top
  let stopped = false
  const stop = () => {
    stopped = true
  }
  for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true, capture: true })
  const step = () => {
    if (stopped || performance.now() > until || !el.isConnected) {
      for (const type of READER_INPUT) window.removeEventListener(type, stop, { capture: true })
      return
    }
    const off = el.getBoundingClientRect().top - want
    if (Math.abs(off) >= 1) window.scrollBy({ top: off, behavior: 'instant' })
    requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
}

/** DOM id of a chapter's section. */
export const chapterDomId = (id: string) => `chapter-${id}`
/** DOM id of a chapter's title input. */
export const chapterTitleDomId = (id: string) => `chapter-title-${id}`

