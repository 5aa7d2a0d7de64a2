import { memo } from 'react'
import type { CaseloadItem } from '@shared/src/caseload/caseload.schema'
import { CardIconSprite } from './card-icons'
import { ReportCard } from './ReportCard'
import { useGridColumns, useWindowList } from './use-window-list'

interface CardActions {
  onIntent(id: string): void
  onRename(id: string, title: string): Promise<unknown>
  onDelete(id: string): Promise<unknown>
  onOpen(id: string): void
}

interface Props extends CardActions {
  reports: CaseloadItem[]
  /** How many reports match in all (loaded or not), for assistive technology. */
  total: number
  onNearEnd(): void
}

// A row of cards and the gap below it, before it is measured (rows measure 280–310 px at 1360 px wide).
const ROW_ESTIMATE = 300

/** My Reports as cards, a row of one to three at a time; only the rows near the window are drawn. */
export function ReportGrid({ reports, total, onNearEnd, ...actions }: Props) {
  const columns = useGridColumns()
  const rows = Math.ceil(reports.length / columns)
  const { listRef, virtualizer, items, scrollMargin } = useWindowList<HTMLDivElement>({
    count: rows,
    estimateSize: ROW_ESTIMATE,
    onNearEnd,
    nearEnd: 3,
    overscan: 2,
  })
  return (
    <div ref={listRef} role="list" aria-label="Reports" className="relative" style={{ height: virtualizer.getTotalSize() }}>
      <CardIconSprite />
      {items.map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          role="none"
          className="absolute left-0 top-0 grid w-full gap-4 pb-4 md:grid-cols-2 xl:grid-cols-3"
          style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
        >
          {reports.slice(row.index * columns, row.index * columns + columns).map((r, i) => (
            <CardItem key={r.id} report={r} position={row.index * columns + i + 1} total={total} {...actions} />
          ))}
        </div>
      ))}
    </div>
  )
}

/** One card of the grid; cards already drawn are not drawn again when a page comes in. */
const CardItem = memo(function CardItem({ report, position, total, onIntent, onRename, onDelete, onOpen }: CardActions & { report: CaseloadItem; position: number; total: number }) {
  const id = report.id
  return (
    // A grid of one: the card fills the item's width and the row's height.
    <div role="listitem" aria-posinset={position} aria-setsize={total} className="grid" onPointerEnter={() => onIntent(id)} onFocusCapture={() => onIntent(id)}>
      <ReportCard report={report} onRename={(title) => onRename(id, title)} onDelete={() => onDelete(id)} onOpen={() => onOpen(id)} />
    </div>
  )
})
