import { LayoutGrid, Rows3, Search, X } from 'lucide-react'
import { REPORT_FILTERS, REPORT_SORT_KEYS, REPORT_VIEWS, type ReportFilter, type ReportSortKey, type ReportView } from '@shared/src/caseload/caseload.schema'
import { CASELOAD_TEXTS } from '@shared/src/caseload/turnaround'
import { Button } from '../../components/ui/Button'
import { cn } from '../../components/ui/cn'
import { Input } from '../../components/ui/Input'

interface Props {
  query: string
  onQuery(q: string): void
  sort: ReportSortKey
  onSort(s: ReportSortKey): void
  filter: ReportFilter
  onFilter(f: ReportFilter): void
  view: ReportView
  onView(v: ReportView): void
  /** How many reports match, once known. */
  total: number | undefined
}

const chip = (active: boolean) =>
  cn(
    'h-8 whitespace-nowrap rounded-full border px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600',
    active ? 'border-sky-700 bg-sky-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
  )

/** Search (title, case number, decedent name), the filters and the order of My Reports, and cards or table. */
export function ReportListControls({ query, onQuery, sort, onSort, filter, onFilter, view, onView, total }: Props) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative min-w-0 flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" />
          <Input
            type="search"
            aria-label="Search reports by title"
            placeholder="Search by title, case number or name"
            value={query}
            onChange={(e) => onQuery(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && onQuery('')}
            className="pl-9"
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <span className="shrink-0">Sort by</span>
            <select
              value={sort}
              onChange={(e) => onSort(e.target.value as ReportSortKey)}
              className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
            >
              {REPORT_SORT_KEYS.map((s) => (
                <option key={s} value={s}>
                  {CASELOAD_TEXTS.sorts[s]}
                </option>
              ))}
            </select>
          </label>
          <div role="group" aria-label="View" className="flex shrink-0 rounded-md border border-slate-300 bg-white p-0.5">
            {REPORT_VIEWS.map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => onView(v)}
                className={cn('flex h-8 items-center gap-1.5 rounded px-2.5 text-sm', view === v ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100')}
              >
                {v === 'cards' ? <LayoutGrid aria-hidden="true" className="h-4 w-4" /> : <Rows3 aria-hidden="true" className="h-4 w-4" />}
                {v === 'cards' ? 'Cards' : 'Table'}
              </button>
            ))}
          </div>
        </div>
      </div>
      <div role="group" aria-label="Filter reports" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {REPORT_FILTERS.map((f) => (
          <button key={f} type="button" aria-pressed={filter === f} className={chip(filter === f)} onClick={() => onFilter(f)}>
            {CASELOAD_TEXTS.filters[f]}
          </button>
        ))}
      </div>
      {(query.trim() || filter !== 'all') && total !== undefined && (
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-slate-600" data-testid="report-search-status">
          {total === 0 ? (query.trim() ? `No reports match “${query.trim()}”.` : 'No reports here.') : `${total} ${total === 1 ? 'report matches' : 'reports match'}.`}
          {query.trim() && (
            <Button variant="ghost" size="sm" onClick={() => onQuery('')}>
              <X aria-hidden="true" className="h-4 w-4" />
              Clear search
            </Button>
          )}
        </p>
      )}
    </div>
  )
}
