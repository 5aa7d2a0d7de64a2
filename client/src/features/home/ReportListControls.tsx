import { Search, X } from 'lucide-react'
import { Button } from '../../components/ui/Button'
import { Input } from '../../components/ui/Input'
import { REPORT_SORTS, type ReportSort } from './report-list'

interface Props {
  query: string
  onQuery(q: string): void
  sort: ReportSort
  onSort(s: ReportSort): void
  shown: number
  total: number
}

/** Search by title (or case number) and the order of My Reports; says when the search hides reports. */
export function ReportListControls({ query, onQuery, sort, onSort, shown, total }: Props) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative min-w-0 flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" />
          <Input
            type="search"
            aria-label="Search reports by title"
            placeholder="Search by title or case number"
            value={query}
            onChange={(e) => onQuery(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && onQuery('')}
            className="pl-9"
          />
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <span className="shrink-0">Sort by</span>
          <select
            value={sort}
            onChange={(e) => onSort(e.target.value as ReportSort)}
            className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
          >
            {REPORT_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.trim() && (
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-slate-600" data-testid="report-search-status">
          {shown === 0 ? `No reports match “${query.trim()}”.` : `Showing ${shown} of ${total} reports.`}
          <Button variant="ghost" size="sm" onClick={() => onQuery('')}>
            <X aria-hidden="true" className="h-4 w-4" />
            Clear search
          </Button>
        </p>
      )}
    </div>
  )
}
