import { useEffect, useState } from 'react'
import type { ReportFilter, ReportSortKey } from '@shared/src/caseload/caseload.schema'
import { trpc } from '../../lib/trpc'
import type { ReportView } from './ReportListControls'

export const PAGE_SIZE = 30

/** The value once it has stopped changing for `ms` (a search sent when the typing pauses). */
export function useSettled<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/** A choice kept in this browser for this user (the view and the order of My Reports). */
export function useRemembered<T extends string>(key: string, userId: string | undefined, allowed: readonly T[], fallback: T): [T, (v: T) => void] {
  const storageKey = `${key}:${userId ?? 'anonymous'}`
  const read = (): T => {
    const v = localStorage.getItem(storageKey)
    return allowed.includes(v as T) ? (v as T) : fallback
  }
  const [value, setValue] = useState<T>(read)
  const change = (next: T) => {
    setValue(next)
    localStorage.setItem(storageKey, next)
  }
  return [value, change]
}

export const VIEWS: readonly ReportView[] = ['cards', 'table']

/** My Reports from the server, one page at a time in the chosen order, filter and search. */
export function useCaseloadPages(filter: ReportFilter, sort: ReportSortKey, search: string) {
  return trpc.caseload.page.useInfiniteQuery(
    { filter, sort, search, limit: PAGE_SIZE },
    { getNextPageParam: (last) => last.nextCursor ?? undefined, placeholderData: (previous) => previous, refetchOnMount: 'always' },
  )
}
