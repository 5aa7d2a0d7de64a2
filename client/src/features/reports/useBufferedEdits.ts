import { useEffect, useMemo, useRef } from 'react'
import { useLatestCallback } from './useLatest'

/** Chapter content edits reach the report state 1 s after typing stops. */
export const CONTENT_DEBOUNCE_MS = 1_000

export interface BufferedEdits {
  /** Keeps a chapter's newest HTML and restarts the countdown. */
  buffer(chapterId: string, html: string): void
  /** Hands the buffered edits to `commit` now (nothing when there are none) and stops the countdown. */
  flush(): void
  /** The edits (chapter id to HTML) not yet handed over. */
  pending(): ReadonlyMap<string, string>
  /** Forgets the buffered edits: the working copy is being replaced. */
  discard(): void
}

/**
 * Content edits typed into the chapters, held back until typing stops for `delayMs` and then
 * handed to `commit` in one batch. Anything that reads the whole report flushes first.
 */
export function useBufferedEdits(commit: (edits: ReadonlyMap<string, string>) => void, delayMs = CONTENT_DEBOUNCE_MS): BufferedEdits {
  const commitLatest = useLatestCallback(commit)
  const edits = useRef(new Map<string, string>())
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const api = useMemo<BufferedEdits>(() => {
    const stop = () => {
      if (timer.current) clearTimeout(timer.current)
      timer.current = null
    }
    const flush = () => {
      stop()
      if (!edits.current.size) return
      const batch = edits.current
      edits.current = new Map()
      commitLatest(batch)
    }
    return {
      buffer(chapterId, html) {
        edits.current.set(chapterId, html)
        stop()
        timer.current = setTimeout(flush, delayMs)
      },
      flush,
      pending: () => edits.current,
      discard() {
        stop()
        edits.current = new Map()
      },
    }
  }, [commitLatest, delayMs])

  // The countdown dies with the editor; whoever unmounts it flushes what is left.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
      timer.current = null
    },
    [],
  )
  return api
}
