import { memo } from 'react'
import { Link } from '@tanstack/react-router'
import type { CaseloadItem } from '@shared/src/caseload/caseload.schema'
import { waitingLabel } from '@shared/src/caseload/turnaround'
import { AgeBadge } from './AgeBadge'

/** A report's state in words: Draft, Signed, or Signed with addenda. */
export const reportState = (r: Pick<CaseloadItem, 'signedAt' | 'hasAddenda'>) => (!r.signedAt ? 'Draft' : r.hasAddenda ? 'Signed with addenda' : 'Signed')

const formatDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString(undefined, { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' })

/** My Reports as a compact table: one row per report, the title opens it. */
export function ReportTable({ reports, onIntent }: { reports: CaseloadItem[]; onIntent(id: string): void }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[44rem] border-collapse text-left text-sm" aria-label="Reports" data-testid="report-table">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">Case number</th>
            <th scope="col" className="px-3 py-2 font-semibold">Title</th>
            <th scope="col" className="px-3 py-2 font-semibold">Examination</th>
            <th scope="col" className="px-3 py-2 font-semibold">Age</th>
            <th scope="col" className="px-3 py-2 font-semibold">State</th>
            <th scope="col" className="px-3 py-2 font-semibold">Pending studies</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {reports.map((r) => (
            <Row key={r.id} r={r} onIntent={onIntent} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** One report's row; rows already shown are not drawn again when a page comes in. */
const Row = memo(function Row({ r, onIntent }: { r: CaseloadItem; onIntent(id: string): void }) {
  return (
    <tr className="hover:bg-slate-50" onPointerEnter={() => onIntent(r.id)}>
      <td className="whitespace-nowrap px-3 py-2 font-medium text-slate-900">{r.caseNumber ?? <span className="text-slate-400">—</span>}</td>
      <td className="max-w-[18rem] truncate px-3 py-2">
        <Link
          to="/report/$id"
          params={{ id: r.id }}
          onFocus={() => onIntent(r.id)}
          className="font-medium text-sky-800 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
          title={r.title}
        >
          {r.title}
        </Link>
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-slate-700" title={r.examinationRecorded ? 'Date of examination' : 'No examination date recorded: counted from the day the report was created'}>
        {formatDate(r.examinedOn)}
        {!r.examinationRecorded && <span className="text-slate-400"> *</span>}
      </td>
      <td className="whitespace-nowrap px-3 py-2">
        <AgeBadge ageDays={r.ageDays} due={r.due} signed={Boolean(r.signedAt)} />
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-slate-700">{reportState(r)}</td>
      <td className="px-3 py-2 text-amber-900">{r.pendingStudies.length ? waitingLabel(r.pendingStudies) : <span className="text-slate-400">—</span>}</td>
    </tr>
  )
})
