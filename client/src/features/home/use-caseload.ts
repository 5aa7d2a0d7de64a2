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

/** My Reports from the server, one page at a time in the chosen order (else the user's remembered one), filter and search. */
export function useCaseloadPages(filter: ReportFilter, sort: ReportSortKey | undefined, search: string) {
  return trpc.caseload.page.useInfiniteQuery(
    { filter, sort, search, limit: PAGE_SIZE },
    { getNextPageParam: (last) => last.nextCursor ?? undefined, placeholderData: (previous) => previous, refetchOnMount: 'always' },
  )
}
