import { memo } from 'react'
import type { Dashboard, ReportFilter } from '@shared/src/caseload/caseload.schema'
import { plainDays } from '@shared/src/caseload/turnaround'
import { cn } from '../../components/ui/cn'
import { trpc } from '../../lib/trpc'
import { TurnaroundChart } from './TurnaroundChart'
import { refetchUnlessJustFetched } from './use-caseload'

interface Tile {
  label: string
  value: string
  tone?: string
  filter?: ReportFilter
}

/** The turnaround at a glance: open reports by age, due soon, overdue, median days to sign, signed per week. */
export function DashboardView({ data, onFilter }: { data: Dashboard; onFilter?(f: ReportFilter): void }) {
  const tiles: Tile[] = [
    { label: 'Open reports', value: String(data.open), filter: 'draft' },
    { label: 'Due soon', value: String(data.dueSoon), tone: data.dueSoon ? 'text-amber-800' : undefined },
    { label: 'Overdue', value: String(data.overdue), tone: data.overdue ? 'text-red-700' : undefined, filter: 'overdue' },
    { label: 'Median days to sign (90 days)', value: data.medianDaysToSign === null ? '—' : plainDays(data.medianDaysToSign) },
  ]
  const maxBand = Math.max(1, ...data.bands.map((b) => b.count))
  return (
    <section aria-label="Turnaround" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]" data-testid="caseload-dashboard">
      <div className="flex min-w-0 flex-col gap-4">
        <dl className="grid grid-cols-2 gap-3">
          {tiles.map((t) => (
            <div key={t.label} className="rounded-md bg-slate-50 px-3 py-2">
              <dt className="text-xs text-slate-600">{t.label}</dt>
              <dd className={cn('text-xl font-semibold text-slate-900', t.tone)}>
                {t.filter && onFilter ? (
                  <button type="button" className="underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600" onClick={() => onFilter(t.filter!)}>
                    {t.value}
                  </button>
                ) : (
                  t.value
                )}
              </dd>
            </div>
          ))}
        </dl>
        <div>
          <h3 className="text-sm font-semibold text-slate-800">Open reports by age</h3>
          <ul className="mt-2 space-y-1.5" aria-label="Open reports by age">
            {data.bands.map((b, i) => (
              <li key={b.label} className="grid grid-cols-[7rem_minmax(0,1fr)_2.5rem] items-center gap-2 text-xs text-slate-700">
                <span>{b.label}</span>
                <span className="h-2.5 rounded-full bg-slate-100">
                  <span
                    className={cn('block h-2.5 rounded-full', i === data.bands.length - 1 ? 'bg-red-600' : i === data.bands.length - 2 ? 'bg-amber-500' : 'bg-sky-600')}
                    style={{ width: `${(b.count / maxBand) * 100}%` }}
                  />
                </span>
                <span className="text-right font-medium">{b.count}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-slate-800">Signed per week</h3>
        <TurnaroundChart weeks={data.weeks} targetDays={data.targetDays} targetPercent={data.targetPercent} />
      </div>
    </section>
  )
}

/** The caller’s own dashboard, above My Reports; drawn again when its data changes, not when a page of reports comes in. */
export const CaseloadDashboard = memo(function CaseloadDashboard({ onFilter }: { onFilter?(f: ReportFilter): void }) {
  const dashboard = trpc.caseload.dashboard.useQuery(undefined, { refetchOnMount: refetchUnlessJustFetched })
  if (!dashboard.data) return null
  return <DashboardView data={dashboard.data} onFilter={onFilter} />
})
