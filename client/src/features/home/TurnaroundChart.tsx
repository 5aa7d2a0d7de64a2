import { useEffect, useRef, useState } from 'react'
import type { WeekSigned } from '@shared/src/caseload/caseload.schema'
import { calendarDay } from './home-texts'

const H = 180
const PAD = { left: 28, right: 8, top: 12, bottom: 28 }

const shortDate = (iso: string) => calendarDay(iso, false)

/**
 * Reports signed per week as bars, the part signed within the target darker; the line is the target share of each
 * week's bar. Plain SVG drawn at its box's own width, so its text keeps its size on a phone.
 */
export function TurnaroundChart({ weeks, targetDays, targetPercent }: { weeks: WeekSigned[]; targetDays: number; targetPercent: number }) {
  const box = useRef<HTMLElement>(null)
  const [W, setW] = useState(600)
  useEffect(() => {
    const el = box.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => setW(Math.max(260, Math.round(entry.contentRect.width))))
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  const max = Math.max(1, ...weeks.map((w) => w.signed))
  const plotW = W - PAD.left - PAD.right
  const plotH = H - PAD.top - PAD.bottom
  const slot = plotW / Math.max(1, weeks.length)
  const barW = Math.max(6, slot * 0.62)
  // A date label needs about 56 px: every week on a wide box, every second or third on a phone.
  const labelEvery = Math.max(1, Math.ceil(56 / slot))
  const y = (n: number) => PAD.top + plotH - (n / max) * plotH
  const signed = weeks.reduce((n, w) => n + w.signed, 0)
  const onTime = weeks.reduce((n, w) => n + w.onTime, 0)
  const share = signed ? Math.round((onTime / signed) * 100) : null
  const summary = `${signed} signed in ${weeks.length} weeks; ${share === null ? 'none signed' : `${share} % within ${targetDays} days`} (target ${targetPercent} %).`
  return (
    <figure ref={box} className="min-w-0">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={`Reports signed per week. ${summary}`}>
        {/* Whole numbers of reports, each drawn at its own height: with a top of 1 there is no middle line. */}
        {[...new Set([0, Math.round(max / 2), max])].map((n) => (
          <g key={n}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(n)} y2={y(n)} stroke="#e2e8f0" />
            <text x={PAD.left - 6} y={y(n) + 4} textAnchor="end" fontSize="12" fill="#64748b">
              {n}
            </text>
          </g>
        ))}
        {weeks.map((w, i) => {
          const x = PAD.left + i * slot + (slot - barW) / 2
          const target = Math.ceil((w.signed * targetPercent) / 100)
          return (
            <g key={w.week}>
              <title>{`Week of ${shortDate(w.week)}: ${w.signed} signed, ${w.onTime} within ${targetDays} days`}</title>
              <rect x={x} y={y(w.signed)} width={barW} height={y(0) - y(w.signed)} fill="#bae6fd" />
              <rect x={x} y={y(w.onTime)} width={barW} height={y(0) - y(w.onTime)} fill="#0369a1" />
              {w.signed > 0 && <line x1={x - 2} x2={x + barW + 2} y1={y(target)} y2={y(target)} stroke="#b91c1c" strokeWidth="2" strokeDasharray="4 2" />}
              {i % labelEvery === 0 && (
                <text x={x + barW / 2} y={H - 8} textAnchor="middle" fontSize="12" fill="#475569">
                  {shortDate(w.week)}
                </text>
              )}
            </g>
          )
        })}
      </svg>
      <figcaption className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-2.5 w-2.5 bg-sky-700" /> Within {targetDays} days
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-2.5 w-2.5 bg-sky-200" /> Later
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0.5 w-3 bg-red-700" /> Target {targetPercent} %
        </span>
        <span className="basis-full text-slate-700" data-testid="turnaround-summary">{summary}</span>
      </figcaption>
    </figure>
  )
}
