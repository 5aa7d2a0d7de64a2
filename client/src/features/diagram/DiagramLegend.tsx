import { DIAGRAM_TEXTS } from '@shared/src/diagram/diagram-texts'
import type { LegendRow } from '@shared/src/diagram/model'
import { cn } from '../../components/ui/cn'

interface DiagramLegendProps {
  rows: LegendRow[]
  scaleNote: string
  placingId: string | null
  onOpen(chapterId: string): void
  onPlace(row: LegendRow): void
}

function Row({ row, onOpen, children }: { row: LegendRow; onOpen(id: string): void; children?: React.ReactNode }) {
  return (
    <li className="flex items-start gap-2 py-1.5 text-sm" data-legend={row.number}>
      <span aria-hidden className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-[11px] font-bold text-white" style={{ background: row.colour }}>
        {row.number}
      </span>
      <div className="min-w-0 flex-1">
        <button type="button" className="text-left font-medium text-slate-900 hover:underline focus-visible:underline" onClick={() => onOpen(row.chapterId)}>
          {row.number}. {row.type}
          {row.site && <span className="font-normal text-slate-700">, {row.site}</span>}
        </button>
        <div className="text-slate-600">{row.details}</div>
        {row.warnings.map((w) => (
          <div key={w} className="font-medium text-amber-800" role="note">
            ⚠ {w}
          </div>
        ))}
        {children}
      </div>
    </li>
  )
}

/** The legend beside the diagram: each mark with its measurements and warnings, then the wounds not placed. */
export function DiagramLegend({ rows, scaleNote, placingId, onOpen, onPlace }: DiagramLegendProps) {
  const placed = rows.filter((r) => r.placed)
  const unplaced = rows.filter((r) => !r.placed)
  return (
    <div className="space-y-3">
      <p className="text-xs text-slate-600">{scaleNote}</p>
      <p className="text-xs text-slate-600">{DIAGRAM_TEXTS.convention}</p>
      {placed.length > 0 && (
        <section aria-label={DIAGRAM_TEXTS.legend}>
          <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{DIAGRAM_TEXTS.legend}</h3>
          <ul className="divide-y divide-slate-100">
            {placed.map((r) => (
              <Row key={r.chapterId} row={r} onOpen={onOpen} />
            ))}
          </ul>
        </section>
      )}
      {unplaced.length > 0 && (
        <section aria-label={DIAGRAM_TEXTS.notPlaced}>
          <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{DIAGRAM_TEXTS.notPlaced}</h3>
          <p className="text-xs text-slate-600">{DIAGRAM_TEXTS.placeHint}</p>
          <ul className="divide-y divide-slate-100">
            {unplaced.map((r) => (
              <Row key={r.chapterId} row={r} onOpen={onOpen}>
                <button
                  type="button"
                  aria-pressed={placingId === r.chapterId}
                  onClick={() => onPlace(r)}
                  className={cn(
                    'mt-1 rounded border px-2 py-0.5 text-xs font-medium',
                    placingId === r.chapterId ? 'border-sky-700 bg-sky-700 text-white' : 'border-slate-300 text-slate-800 hover:bg-slate-50',
                  )}
                >
                  {placingId === r.chapterId ? `Click the outline to place wound ${r.number}` : `Place wound ${r.number}`}
                </button>
              </Row>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
