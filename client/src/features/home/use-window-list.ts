import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'

interface WindowListOptions {
  /** How many rows the list has loaded. */
  count: number
  /** A row's height before it is measured, in pixels. */
  estimateSize: number
  /** Asked for when the rows drawn come within `nearEnd` rows of the last loaded one. */
  onNearEnd(): void
  nearEnd: number
  /** Rows drawn beyond each edge of the window. */
  overscan: number
}

/**
 * A list drawn only where the window shows it (plus a few rows either side), however many rows are loaded; the page
 * keeps scrolling as a whole. `listRef` goes on the element whose top is the first row's top.
 */
export function useWindowList<E extends HTMLElement>({ count, estimateSize, onNearEnd, nearEnd, overscan }: WindowListOptions) {
  const listRef = useRef<E>(null)
  const [scrollMargin, setScrollMargin] = useState(0)
  // Where the list starts on the page moves when what is above it changes size (the dashboard coming in).
  useLayoutEffect(() => {
    const el = listRef.current
    if (!el) return
    const measure = () => setScrollMargin(Math.round(el.getBoundingClientRect().top + window.scrollY))
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [])
  // Rows are drawn in React's own time rather than synchronously inside each scroll event (flushSync), so a wheel
  // turn never waits for the cards it brings in. A row is measured by the virtualiser's ResizeObserver, after the
  // browser's own layout, never by reading its height as it is inserted: that read forced a layout of the page
  // for every new row in the middle of React's commit. Until the observer reports, a new row counts as estimated.
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimateSize,
    overscan,
    scrollMargin,
    useFlushSync: false,
    measureElement: (el, entry, instance) => {
      const box = entry?.borderBoxSize?.[0]
      if (box) return Math.round(box.blockSize)
      return instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(el))) ?? estimateSize
    },
  })
  const items = virtualizer.getVirtualItems()
  const lastDrawn = items.length ? items[items.length - 1].index : -1
  const near = count > 0 && lastDrawn >= count - 1 - nearEnd
  const nearEndRef = useRef(onNearEnd)
  nearEndRef.current = onNearEnd
  useEffect(() => {
    if (near) nearEndRef.current()
  }, [near, count])
  return { listRef, virtualizer, items, scrollMargin }
}

const WIDE = '(min-width: 1280px)'
const MEDIUM = '(min-width: 768px)'
const subscribe = (onChange: () => void) => {
  const queries = [window.matchMedia(WIDE), window.matchMedia(MEDIUM)]
  queries.forEach((q) => q.addEventListener('change', onChange))
  return () => queries.forEach((q) => q.removeEventListener('change', onChange))
}
const columnsNow = () => (window.matchMedia(WIDE).matches ? 3 : window.matchMedia(MEDIUM).matches ? 2 : 1)

/** How many cards a row of the grid holds at this window width (the grid's md and xl columns). */
export const useGridColumns = () => useSyncExternalStore(subscribe, columnsNow, () => 1)
