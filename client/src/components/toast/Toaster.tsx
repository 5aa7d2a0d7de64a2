import { useEffect, useState, type ComponentType } from 'react'
import type { Toast } from './toast-store'
import { useToasts } from './toast-store'

type Stack = ComponentType<{ toasts: Toast[] }>
let loadedStack: Stack | null = null
let loading: Promise<Stack> | null = null

/** Fetches the animated toast stack (motion) once; resolves at once when it is already here. */
export function loadToastStack(): Promise<Stack> {
  loading ??= import('./ToastStack').then((m) => (loadedStack = m.default))
  return loading
}

/**
 * The bottom edge of the header bars pinned at the top of the window (the app bar, the editor's sticky header),
 * so toasts sit just below them and never hide their controls; 0 once they have scrolled away.
 */
function useHeaderClearance(active: boolean): number {
  const [top, setTop] = useState(0)
  useEffect(() => {
    if (!active) return
    const measure = () => {
      const bottoms = [...document.querySelectorAll('[data-app-bar]')]
        .map((h) => h.getBoundingClientRect())
        .filter((r) => r.bottom > 0 && r.top < window.innerHeight / 4)
        .map((r) => r.bottom)
      setTop(Math.max(0, ...bottoms))
    }
    measure()
    window.addEventListener('resize', measure)
    window.addEventListener('scroll', measure, { passive: true, capture: true })
    return () => {
      window.removeEventListener('resize', measure)
      window.removeEventListener('scroll', measure, { capture: true })
    }
  }, [active])
  return top
}

/** The notification bar fixed across the top of every screen, below its header bars; newest toast first, at most five. */
export function Toaster() {
  const toasts = useToasts()
  const [ToastStack, setToastStack] = useState<Stack | null>(() => loadedStack)
  const wanted = toasts.length > 0
  // The animation library is not needed for the first paint: it comes with the first toast (a local chunk, fetched
  // in milliseconds), so no screen pays for evaluating it before it has something to say.
  useEffect(() => {
    if (ToastStack || !wanted) return
    let live = true
    void loadToastStack().then((s) => live && setToastStack(() => s))
    return () => {
      live = false
    }
  }, [ToastStack, wanted])
  const top = useHeaderClearance(wanted)
  return (
    // Each toast is its own live region (polite, or assertive when destructive). The region itself carries
    // aria-live="off" (what it would be anyway) for one reason: an open modal dialog (Radix, through the
    // aria-hidden package) hides everything outside it from assistive tech except live regions, so this mark
    // keeps toasts raised over a dialog announced. A pointer down on a toast stays here, so hovering or closing
    // one does not count as a click outside the dialog and close it.
    <div
      role="region"
      aria-label="Notifications"
      aria-live="off"
      data-toaster=""
      onPointerDown={(e) => e.stopPropagation()}
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex justify-center px-4"
      style={{ top }}
    >
      <div className="relative mt-2 w-full max-w-lg">{ToastStack && toasts.length > 0 && <ToastStack toasts={toasts} />}</div>
    </div>
  )
}
