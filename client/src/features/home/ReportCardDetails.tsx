import { Hash, Layers, LayoutTemplate } from 'lucide-react'
import type { ReportListItem } from '@shared/src/reports/report.schema'
import { modulesInBrief, moduleLabel } from './report-list'

export type ReportCardFacts = Partial<Pick<ReportListItem, 'templateName' | 'modules' | 'caseNumber'>>

/** What tells one report from another on its card: the case number (when filled), the template and the modules in brief. */
export function ReportCardDetails({ report }: { report: ReportCardFacts }) {
  const { caseNumber, templateName, modules = [] } = report
  if (!caseNumber && !templateName && modules.length === 0) return null
  const { shown, more } = modulesInBrief(modules)
  return (
    <dl className="grid gap-1.5 text-sm text-slate-700" data-testid="report-facts">
      {caseNumber && (
        <div className="flex min-w-0 items-center gap-2">
          <dt className="flex shrink-0 items-center gap-1.5 text-slate-500">
            <Hash aria-hidden="true" className="h-4 w-4" />
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
            <LayoutTemplate aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">Template</span>
          </dt>
          <dd className="min-w-0 truncate" title={templateName} data-testid="report-template">
            {templateName}
          </dd>
        </div>
      )}
      <div className="flex min-w-0 items-start gap-2">
        <dt className="flex shrink-0 items-center gap-1.5 pt-0.5 text-slate-500">
          <Layers aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">Injury modules</span>
        </dt>
        <dd className="min-w-0 text-slate-600" data-testid="report-modules" title={modules.length > shown.length ? modules.map(moduleLabel).join(', ') : undefined}>
          {shown.length ? shown.join(', ') : 'No injury modules'}
          {more > 0 && <span className="text-slate-500">{`, +${more} more`}</span>}
        </dd>
      </div>
    </dl>
  )
}
