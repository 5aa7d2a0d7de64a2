import { useState, type ReactNode } from 'react'
import { Button } from '../../../components/ui/Button'
import { Spinner } from '../../../components/ui/Spinner'
import { trpc } from '../../../lib/trpc'
import { ADMIN_TEXTS } from '../admin-texts'
import { EmptyState, formatDate, LoadError, TabHeader } from '../admin-ui'
import { describeTarget } from './audit-format'

const PAGE = 50

/** The Audit Log tab (super only): newest events first, one page at a time. */
export function AuditTab() {
  // Each page is fetched before the last id of the previous one; undefined starts at the newest.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined])
  return (
    <section aria-label={ADMIN_TEXTS.tabs.audit}>
      <TabHeader title={ADMIN_TEXTS.tabs.audit} hint="Who changed what, and when. Newest first." />
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              {['Time', 'Who', 'Action', 'Target'].map((h) => (
                <th key={h} scope="col" className="px-4 py-2.5 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          {cursors.map((before, i) => (
            <AuditPage key={before ?? 'newest'} before={before} last={i === cursors.length - 1} onMore={(next) => setCursors((c) => [...c, next])} />
          ))}
        </table>
      </div>
    </section>
  )
}

function AuditPage({ before, last, onMore }: { before?: string; last: boolean; onMore(before: string): void }) {
  const page = trpc.admin.audit.list.useQuery({ limit: PAGE, ...(before ? { before } : {}) })
  const events = page.data ?? []
  const footer = (content: ReactNode) => (
    <tr>
      <td colSpan={4} className="px-4 py-4 text-center">
        {content}
      </td>
    </tr>
  )
  return (
    <tbody className="divide-y divide-slate-100">
      {events.map((e) => (
        <tr key={e.id} className="align-top hover:bg-slate-50">
          <td className="whitespace-nowrap px-4 py-2.5 tabular-nums text-slate-600">{formatDate(e.createdAt, true)}</td>
          <td className="px-4 py-2.5 text-slate-800">{e.actor?.email ?? <span className="text-slate-500">System</span>}</td>
          <td className="px-4 py-2.5 font-mono text-xs text-slate-800">{e.action}</td>
          <td className="px-4 py-2.5 text-slate-600">{describeTarget(e)}</td>
        </tr>
      ))}
      {page.isLoading && footer(<Spinner className="mx-auto text-sky-700" label="Loading audit events" />)}
      {page.isError && footer(<LoadError message={page.error.message} onRetry={() => void page.refetch()} />)}
      {!before && page.isSuccess && events.length === 0 && footer(<EmptyState text="No audit events yet." />)}
      {last && events.length === PAGE &&
        footer(
          <Button variant="outline" onClick={() => onMore(events[events.length - 1].id)}>
            Load more
          </Button>,
        )}
    </tbody>
  )
}
