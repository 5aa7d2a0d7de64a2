type Callback = () => void

// One observer per margin for all lazy editors: hundreds of observers cost more than one.
const observers = new Map<string, { io: IntersectionObserver; callbacks: Map<Element, Callback> }>()

/**
 * Calls `onNear` once when `el` comes within `rootMargin` of the viewport, then stops watching.
 * Without IntersectionObserver (old browsers, jsdom) it calls at once. Returns an unsubscribe.
 */
export function whenNearViewport(el: Element, onNear: Callback, rootMargin = '100% 0px'): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear()
    return () => {}
  }
  let entry = observers.get(rootMargin)
  if (!entry) {
    const callbacks = new Map<Element, Callback>()
    const io = new IntersectionObserver(
      (records) => {
        for (const r of records) {
          if (!r.isIntersecting) continue
          const cb = callbacks.get(r.target)
          callbacks.delete(r.target)
          io.unobserve(r.target)
          cb?.()
        }
      },
      { rootMargin },
    )
    entry = { io, callbacks }
    observers.set(rootMargin, entry)
  }
  const { io, callbacks } = entry
  callbacks.set(el, onNear)
  io.observe(el)
  return () => {
    if (callbacks.delete(el)) io.unobserve(el)
  }
}
