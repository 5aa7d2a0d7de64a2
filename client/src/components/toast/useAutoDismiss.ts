import { useEffect, useRef } from 'react'

/**
 * Calls onExpire after `duration` ms of running time; while `paused` the clock stops
 * and resumes with whatever time was left (hover pauses a toast's countdown).
 */
export function useAutoDismiss(onExpire: () => void, duration: number, paused: boolean): void {
  const remaining = useRef(duration)
  const expire = useRef(onExpire)
  useEffect(() => {
    expire.current = onExpire
  })
  useEffect(() => {
    if (paused || remaining.current <= 0) return
    const startedAt = Date.now()
    const timer = setTimeout(() => {
      remaining.current = 0
      expire.current()
    }, remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt))
    }
  }, [paused])
}
