import { memo } from 'react'
import { Link } from '@tanstack/react-router'
import type { CaseloadItem } from '@shared/src/caseload/caseload.schema'
import { waitingLabel } from '@shared/src/caseload/turnaround'
import { AgeBadge } from './AgeBadge'
import { calendarDay } from './home-texts'
import { useWindowList } from './use-window-list'

/** A report's state in words: Draft, Signed, or Signed with addenda. */
export const reportState = (r: Pick<CaseloadItem, 'signedAt' | 'hasAddenda'>) => (!r.signedAt ? 'Draft' : r.hasAddenda ? 'Signed with addenda' : 'Signed')

interface Props {
  reports: CaseloadItem[]
  /** How many reports match in all (loaded or not). */
  total: number
  onIntent(id: string): void
  onNearEnd(): void
}

// A row's height before it is measured (one line of text and its padding).
const ROW_ESTIMATE = 41

/** My Reports as a compact table: one row per report, the title opens it; only the rows near the window are drawn. */
export function ReportTable({ reports, total, onIntent, onNearEnd }: Props) {
  const { listRef, virtualizer, items, scrollMargin } = useWindowList<HTMLTableSectionElement>({
    count: reports.length,
    estimateSize: ROW_ESTIMATE,
    onNearEnd,
    nearEnd: 15,
    overscan: 8,
  })
  // The rows not drawn keep their room as two spacer rows, so the table's columns and the page's height stay.
  const before = items.length ? items[0].start - scrollMargin : 0
  const after = items.length ? virtualizer.getTotalSize() - (items[items.length - 1].end - scrollMargin) : 0
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[44rem] border-collapse text-left text-sm" aria-label="Reports" aria-rowcount={total + 1} data-testid="report-table">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr aria-rowindex={1}>
            <th scope="col" className="px-3 py-2 font-semibold">Case number</th>
            <th scope="col" className="px-3 py-2 font-semibold">Title</th>
            <th scope="col" className="px-3 py-2 font-semibold">Examination</th>
            <th scope="col" className="px-3 py-2 font-semibold">Age</th>
            <th scope="col" className="px-3 py-2 font-semibold">State</th>
            <th scope="col" className="px-3 py-2 font-semibold">Pending studies</th>
          </tr>
        </thead>
        <tbody ref={listRef} className="divide-y divide-slate-100">
          {before > 0 && <tr aria-hidden="true" style={{ height: before }} />}
          {items.map((item) => (
            <Row key={reports[item.index].id} r={reports[item.index]} index={item.index} measure={virtualizer.measureElement} onIntent={onIntent} />
          ))}
          {after > 0 && <tr aria-hidden="true" style={{ height: after }} />}
        </tbody>
      </table>
    </div>
  )
}

/** One report's row; rows already shown are not drawn again when a page comes in. */
interface RowProps {
  r: CaseloadItem
  index: number
  measure(el: HTMLTableRowElement | null): void
  onIntent(id: string): void
}

const Row = memo(function Row({ r, index, measure, onIntent }: RowProps) {
  return (
    <tr ref={measure} data-index={index} aria-rowindex={index + 2} data-testid="report-row" className="hover:bg-slate-50" onPointerEnter={() => onIntent(r.id)}>
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
        {calendarDay(r.examinedOn)}
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
