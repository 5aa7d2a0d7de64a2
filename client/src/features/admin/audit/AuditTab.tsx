import { useState, type ReactNode } from 'react'
import type { AuditEvent } from '@shared/src/admin/audit.schema'
import { Button } from '../../../components/ui/Button'
import { Spinner } from '../../../components/ui/Spinner'
import { trpc } from '../../../lib/trpc'
import { ADMIN_TEXTS } from '../admin-texts'
import { EmptyState, formatDate, LoadError, TabHeader } from '../admin-ui'
import { AuditFilters, NO_FILTERS, type AuditFilterValues } from './AuditFilters'

const PAGE = 50

/** The Audit Log tab (super only): who did what, in words, newest first, filtered and paged on the server. */
export function AuditTab() {
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS)
  // Each page is fetched before the last id of the previous one; undefined starts at the newest.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined])
  const valid = !(filters.from && filters.to && filters.from > filters.to)
  const change = (next: AuditFilterValues) => {
    setFilters(next)
    setCursors([undefined])
  }
  return (
    <section aria-label={ADMIN_TEXTS.tabs.audit}>
      <TabHeader title={ADMIN_TEXTS.tabs.audit} hint="Who changed what, and when. Newest first." />
      <AuditFilters value={filters} onChange={change} />
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              {['Time', 'Who', 'What'].map((h) => (
                <th key={h} scope="col" className="px-4 py-2.5 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          {valid &&
            cursors.map((before, i) => (
              <AuditPage key={`${JSON.stringify(filters)}-${before ?? 'newest'}`} filters={filters} before={before} last={i === cursors.length - 1} onMore={(next) => setCursors((c) => [...c, next])} />
            ))}
        </table>
      </div>
    </section>
  )
}

/** The filters as the server takes them: empty ones left out. */
function query(filters: AuditFilterValues, before?: string) {
  return {
    limit: PAGE,
    ...(before ? { before } : {}),
    ...(filters.actor ? { actor: filters.actor } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  }
}

function Who({ event }: { event: AuditEvent }) {
  if (!event.actor) return <span className="text-slate-500">{event.action === 'auth.login_failed' ? 'anonymous' : 'deleted user'}</span>
  return (
    <>
      <span className="block font-medium text-slate-900">{event.actor.name}</span>
      <span className="block text-xs text-slate-600">{event.actor.email}</span>
    </>
  )
}

function AuditPage({ filters, before, last, onMore }: { filters: AuditFilterValues; before?: string; last: boolean; onMore(before: string): void }) {
  const page = trpc.admin.audit.list.useQuery(query(filters, before))
  const events = page.data ?? []
  const footer = (content: ReactNode) => (
    <tr>
      <td colSpan={3} className="px-4 py-4 text-center">
        {content}
      </td>
    </tr>
  )
  return (
    <tbody className="divide-y divide-slate-100">
      {events.map((e) => (
        <tr key={e.id} className="align-top hover:bg-slate-50">
          <td className="whitespace-nowrap px-4 py-2.5 tabular-nums text-slate-600">{formatDate(e.createdAt, true)}</td>
          <td className="px-4 py-2.5">
            <Who event={e} />
          </td>
          <td className="px-4 py-2.5 text-slate-800">{e.summary}</td>
        </tr>
      ))}
      {page.isLoading && footer(<Spinner className="mx-auto text-sky-700" label="Loading audit events" />)}
      {page.isError && footer(<LoadError message={page.error.message} onRetry={() => void page.refetch()} />)}
      {!before && page.isSuccess && events.length === 0 && footer(<EmptyState text="No audit events match." />)}
      {last && events.length === PAGE &&
        footer(
          <Button variant="outline" onClick={() => onMore(events[events.length - 1].id)}>
            Load more
          </Button>,
        )}
    </tbody>
  )
}
