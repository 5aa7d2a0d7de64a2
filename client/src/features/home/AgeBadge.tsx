import type { DueState } from '@shared/src/caseload/caseload.schema'
import { CASELOAD_TEXTS, plainDays } from '@shared/src/caseload/turnaround'
import { cn } from '../../components/ui/cn'

/** A report's age in days, marked when it is due soon or overdue; a signed report's age is its days to signature. */
export function AgeBadge({ ageDays, due, signed }: { ageDays: number; due: DueState; signed: boolean }) {
  const tone = due === 'overdue' ? 'border-red-300 bg-red-50 text-red-800' : due === 'due_soon' ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-slate-200 bg-slate-50 text-slate-700'
  return (
    <span className={cn('inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium', tone)} data-testid="report-age">
      {signed ? `Signed after ${plainDays(ageDays)}` : plainDays(ageDays)}
      {due && <span className="font-semibold">· {CASELOAD_TEXTS.due[due]}</span>}
    </span>
  )
}
