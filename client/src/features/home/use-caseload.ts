import { useEffect, useState } from 'react'
import type { ReportFilter, ReportSortKey } from '@shared/src/caseload/caseload.schema'
import { trpc } from '../../lib/trpc'

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

/** The page query's input (its cache key): the home screen's preload asks for the first page with the same one. */
export const caseloadInput = (filter: ReportFilter, sort: ReportSortKey | undefined, search: string) => ({ filter, sort, search, limit: PAGE_SIZE })

/** The first screen's list: every report, in the user's remembered order. */
export const FIRST_SCREEN_INPUT = caseloadInput('all', undefined, '')

/**
 * Asked again on every visit of the home screen (an edit elsewhere may have changed a report's place or state), except
 * when the route's preload fetched it a moment ago, just before this mount.
 */
export const refetchUnlessJustFetched = (query: { state: { dataUpdatedAt: number } }) => Date.now() - query.state.dataUpdatedAt > 3000

/** My Reports from the server, one page at a time in the chosen order (else the user's remembered one), filter and search. */
export function useCaseloadPages(filter: ReportFilter, sort: ReportSortKey | undefined, search: string) {
  return trpc.caseload.page.useInfiniteQuery(caseloadInput(filter, sort, search), {
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: (previous) => previous,
    refetchOnMount: refetchUnlessJustFetched,
  })
}
