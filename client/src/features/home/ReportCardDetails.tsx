import type { CaseloadItem } from '@shared/src/caseload/caseload.schema'
import type { ReportListItem } from '@shared/src/reports/report.schema'
import { waitingLabel } from '@shared/src/caseload/turnaround'
import { AgeBadge } from './AgeBadge'
import { CardIcon } from './card-icons'
import { modulesInBrief, moduleLabel } from './report-list'

export type ReportCardFacts = Partial<Pick<ReportListItem, 'templateName' | 'modules' | 'caseNumber'>> &
  Partial<Pick<CaseloadItem, 'pendingStudies' | 'ageDays' | 'due' | 'signedAt'>>

/** What tells one report from another on its card: the case number (when filled), the template and the modules in brief. */
export function ReportCardDetails({ report }: { report: ReportCardFacts }) {
  const { caseNumber, templateName, modules = [], pendingStudies = [] } = report
  if (!caseNumber && !templateName && modules.length === 0 && report.ageDays === undefined) return null
  const { shown, more } = modulesInBrief(modules)
  return (
    <dl className="grid gap-1.5 text-sm text-slate-700" data-testid="report-facts">
      {caseNumber && (
        <div className="flex min-w-0 items-center gap-2">
          <dt className="flex shrink-0 items-center gap-1.5 text-slate-500">
            <CardIcon name="hash" className="h-4 w-4" />
            Case
          </dt>
          <dd className="min-w-0 truncate font-medium text-slate-900" title={caseNumber} data-testid="report-case-number">
            {caseNumber}
          </dd>
        </div>
      )}
      {templateName && (
        <div className="flex min-w-0 items-center gap-2">
          <dt className="flex shrink-0 items-center gap-1.5 text-slate-500">
            <CardIcon name="template" className="h-4 w-4" />
            <span className="sr-only">Template</span>
          </dt>
          <dd className="min-w-0 truncate" title={templateName} data-testid="report-template">
            {templateName}
          </dd>
        </div>
      )}
      <div className="flex min-w-0 items-start gap-2">
        <dt className="flex shrink-0 items-center gap-1.5 pt-0.5 text-slate-500">
          <CardIcon name="layers" className="h-4 w-4" />
          <span className="sr-only">Injury modules</span>
        </dt>
        <dd className="min-w-0 text-slate-600" data-testid="report-modules" title={modules.length > shown.length ? modules.map(moduleLabel).join(', ') : undefined}>
          {shown.length ? shown.join(', ') : 'No injury modules'}
          {more > 0 && <span className="text-slate-500">{`, +${more} more`}</span>}
        </dd>
      </div>
      {report.ageDays !== undefined && (
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <dt className="sr-only">Turnaround</dt>
          <dd>
            <AgeBadge ageDays={report.ageDays} due={report.due ?? null} signed={Boolean(report.signedAt)} />
          </dd>
        </div>
      )}
      {pendingStudies.length > 0 && (
        <div className="flex min-w-0 items-start gap-2">
          <dt className="flex shrink-0 items-center pt-0.5 text-amber-700">
            <CardIcon name="flask" className="h-4 w-4" />
            <span className="sr-only">Studies</span>
          </dt>
          <dd className="min-w-0 text-amber-900" data-testid="report-waiting">
            {waitingLabel(pendingStudies)}
          </dd>
        </div>
      )}
    </dl>
  )
}
