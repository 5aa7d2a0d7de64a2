import { useState } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { FilePlus2, FolderOpen } from 'lucide-react'
import type { ReportListItem } from '@shared/src/reports/report.schema'
import { toast } from '../../components/toast/toast-store'
import { Badge } from '../../components/ui/Badge'
import { Button } from '../../components/ui/Button'
import { trpc } from '../../lib/trpc'
import { HOME_TEXTS, plural } from './home-texts'
import { ReportCard } from './ReportCard'
import { ReportListControls } from './ReportListControls'
import { visibleReports, type ReportSort } from './report-list'

const SORT_KEY = 'reportSort'
const savedSort = (): ReportSort => (localStorage.getItem(SORT_KEY) === 'title' ? 'title' : 'edited')

/** The 'My Reports' tab: the caller's reports as cards, or the empty state. */
export function MyReportsTab({ reports, onCreate }: { reports: ReportListItem[]; onCreate(): void }) {
  const navigate = useNavigate()
  const router = useRouter()
  const [query, setQuery] = useState('')
  const [sort, setSort] = useState<ReportSort>(savedSort)
  const shown = visibleReports(reports, query, sort)
  const changeSort = (next: ReportSort) => {
    setSort(next)
    localStorage.setItem(SORT_KEY, next)
  }
  // The editor's code is fetched when the pointer or focus reaches a card (intent), so Continue Editing opens at once.
  // Not in idle time: evaluating ProseMirror would block the main thread of a home screen that may never need it.
  const preloadEditor = (id: string) => void router.preloadRoute({ to: '/report/$id', params: { id } }).catch(() => {})
  const utils = trpc.useUtils()
  const rename = trpc.reports.rename.useMutation({ onSettled: () => utils.reports.list.invalidate() })
  const remove = trpc.reports.delete.useMutation({ onSettled: () => utils.reports.list.invalidate() })

  const onRename = (id: string) => (title: string) =>
    rename.mutateAsync({ id, title }).catch((e: unknown) => {
      toast({ ...HOME_TEXTS.renameFailed, variant: 'destructive' })
      throw e
    })
  const onDelete = (id: string) => () =>
    remove.mutateAsync({ id }).catch((e: unknown) => {
      toast({ ...HOME_TEXTS.deleteFailed, variant: 'destructive' })
      throw e
    })

  return (
    <section aria-labelledby="my-reports-heading" className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <h2 id="my-reports-heading" className="text-xl font-semibold text-slate-900">
          My Reports
        </h2>
        <Badge className="border-sky-200 bg-sky-50 text-sky-800" data-testid="report-count">
          {plural(reports.length, 'report')}
        </Badge>
      </div>
      {reports.length === 0 ? (
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
          <ReportListControls query={query} onQuery={setQuery} sort={sort} onSort={changeSort} shown={shown.length} total={reports.length} />
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Reports">
            {shown.map((r) => (
              <li key={r.id} className="flex" onPointerEnter={() => preloadEditor(r.id)} onFocusCapture={() => preloadEditor(r.id)}>
                <div className="flex w-full flex-col [&>*]:flex-1">
                  <ReportCard
                    report={r}
                    onRename={onRename(r.id)}
                    onDelete={onDelete(r.id)}
                    onOpen={() => void navigate({ to: '/report/$id', params: { id: r.id } })}
                  />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
