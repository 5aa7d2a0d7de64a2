import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * A stable function returning the value of the last render, for callbacks created once (timers,
 * window listeners, the saver) that must reach the newest props. Updated after render, never during it.
 */
export function useLatest<T>(value: T): () => T {
  const ref = useRef(value)
  useLayoutEffect(() => {
    ref.current = value
  })
  return useCallback(() => ref.current, [])
}

/** A stable function that calls the newest `fn` (the callback of the last render). */
export function useLatestCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useLatest(fn)
  return useCallback((...args: A) => latest()(...args), [latest])
}
