import { useCallback, useState } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { FilePlus2, FolderOpen } from 'lucide-react'
import type { ReportFilter, ReportSortKey, ReportView } from '@shared/src/caseload/caseload.schema'
import { toast } from '../../components/toast/toast-store'
import { Badge } from '../../components/ui/Badge'
import { Button } from '../../components/ui/Button'
import { Spinner } from '../../components/ui/Spinner'
import { trpc } from '../../lib/trpc'
import { LoadingScreen } from '../shell/LoadingScreen'
import { CaseloadDashboard } from './CaseloadDashboard'
import { HOME_TEXTS, plural } from './home-texts'
import { ReportGrid } from './ReportGrid'
import { ReportListControls } from './ReportListControls'
import { ReportTable } from './ReportTable'
import { useCaseloadPages, useSettled } from './use-caseload'
import { useRenameReport } from '../reports/use-rename-report'

/** The 'My Reports' tab: the turnaround dashboard, then the caller's reports as cards or a table, paged by the server. */
export function MyReportsTab({ onCreate }: { onCreate(): void }) {
  const navigate = useNavigate()
  const router = useRouter()
  const [query, setQuery] = useState('')
  const [filter, setFilter] = useState<ReportFilter>('all')
  // Until the user chooses here, the view and the order are the ones the server remembers for them (with the first page).
  const [sortChoice, setSortChoice] = useState<ReportSortKey>()
  const [viewChoice, setViewChoice] = useState<ReportView>()
  const search = useSettled(query.trim())
  const pages = useCaseloadPages(filter, sortChoice, search)
  const first = pages.data?.pages[0]
  const sort = sortChoice ?? first?.sort ?? 'edited'
  const view = viewChoice ?? first?.preferences.view ?? 'cards'
  const reports = pages.data?.pages.flatMap((p) => p.items) ?? []
  const total = first?.total
  const { mutate: remember } = trpc.caseload.setPreferences.useMutation({
    onError: () => toast({ ...HOME_TEXTS.preferenceFailed, variant: 'destructive' }),
  })
  const onSort = (next: ReportSortKey) => {
    setSortChoice(next)
    remember({ sort: next })
  }
  const onView = (next: ReportView) => {
    setViewChoice(next)
    remember({ view: next })
  }
  // The editor's code is fetched when the pointer or focus reaches a report (intent), so opening it is instant.
  const preloadEditor = useCallback((id: string) => void router.preloadRoute({ to: '/report/$id', params: { id } }).catch(() => {}), [router])
  const utils = trpc.useUtils()
  const refresh = () => Promise.all([utils.caseload.page.invalidate(), utils.caseload.dashboard.invalidate()])
  const { mutateAsync: deleteReport } = trpc.reports.delete.useMutation({ onSettled: refresh })

  // Stable across renders, so a page coming in re-renders only its own cards.
  const onRename = useRenameReport()
  const onDelete = useCallback(
    (id: string) =>
      deleteReport({ id }).catch((e: unknown) => {
        toast({ ...HOME_TEXTS.deleteFailed, variant: 'destructive' })
        throw e
      }),
    [deleteReport],
  )
  const onOpen = useCallback((id: string) => void navigate({ to: '/report/$id', params: { id } }), [navigate])

  // The next page is asked for as the rows drawn near the last one loaded (Load more does the same by hand).
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages
  const onNearEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])

  if (pages.isLoading) return <LoadingScreen landmark={false} />
  if (pages.isError && !pages.data) return <p role="alert" className="text-sm text-red-800">Some data could not be loaded. {pages.error.message}</p>
  const noReportsAtAll = total === 0 && filter === 'all' && !search

  return (
    <section aria-labelledby="my-reports-heading" className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <h2 id="my-reports-heading" className="text-xl font-semibold text-slate-900">
          My Reports
        </h2>
        {filter === 'all' && !search && total !== undefined && (
          <Badge className="border-sky-200 bg-sky-50 text-sky-800" data-testid="report-count">
            {plural(total, 'report')}
          </Badge>
        )}
      </div>
      {noReportsAtAll ? (
        <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <FolderOpen aria-hidden="true" className="h-6 w-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{HOME_TEXTS.empty.title}</h3>
          <p className="mt-1 text-sm text-slate-600">{HOME_TEXTS.empty.description}</p>
          <Button className="mt-6" onClick={onCreate}>
            <FilePlus2 aria-hidden="true" className="h-4 w-4" />
            {HOME_TEXTS.empty.action}
          </Button>
        </div>
      ) : (
        <>
          <CaseloadDashboard onFilter={setFilter} />
          <ReportListControls
            query={query}
            onQuery={setQuery}
            sort={sort}
            onSort={onSort}
            filter={filter}
            onFilter={setFilter}
            view={view}
            onView={onView}
            total={pages.isPlaceholderData ? undefined : total}
          />
          {view === 'table' ? (
            <ReportTable reports={reports} total={total ?? reports.length} onIntent={preloadEditor} onNearEnd={onNearEnd} />
          ) : (
            <ReportGrid
              reports={reports}
              total={total ?? reports.length}
              onNearEnd={onNearEnd}
              onIntent={preloadEditor}
              onRename={onRename}
              onDelete={onDelete}
              onOpen={onOpen}
            />
          )}
          <div className="flex min-h-10 items-center justify-center">
            {hasNextPage && (
              <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                {isFetchingNextPage && <Spinner />}
                Load more
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  )
}
