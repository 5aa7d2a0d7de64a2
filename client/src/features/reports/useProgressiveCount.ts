import { startTransition, useEffect, useState } from 'react'

/**
 * How many of `total` items to render: `first` at once, then `step` more per macrotask as
 * interruptible transitions, so a long report paints its first chapters immediately and stays
 * responsive while the rest are added.
 */
export function useProgressiveCount(total: number, first = 8, step = 24): number {
  const [count, setCount] = useState(() => Math.min(total, first))
  useEffect(() => {
    if (count >= total) return
    const t = setTimeout(() => startTransition(() => setCount((c) => Math.min(total, c + step))), 0)
    return () => clearTimeout(t)
  }, [count, total, step])
  return Math.min(count, total)
}
