import { useEffect } from 'react'
import { useLatest } from './useLatest'

export interface PageExitHandlers {
  /** Gets the draft ready to leave: buffered edits in, the local copy written. */
  prepare(): void
  /** An ordinary save (the tab is hidden, or the editor closes inside the app: the request outlives it). */
  save(): void
  /** A save that survives the page unloading (keepalive). */
  sendFinal(): void
}

/**
 * Saves on the way out: when the tab is hidden, when the page unloads, and when the editor
 * unmounts inside the app. The listeners are attached once; they call the newest handlers.
 */
export function usePageExitSave(handlers: PageExitHandlers): void {
  const latest = useLatest(handlers)
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState !== 'hidden') return
      latest().prepare()
      latest().save()
    }
    const onPageHide = () => {
      latest().prepare()
      latest().sendFinal()
    }
    document.addEventListener('visibilitychange', onHidden)
    window.addEventListener('pagehide', onPageHide)
    return () => {
      document.removeEventListener('visibilitychange', onHidden)
      window.removeEventListener('pagehide', onPageHide)
      latest().prepare()
      latest().save()
    }
  }, [latest])
}
