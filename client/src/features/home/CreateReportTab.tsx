import { useMemo, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { InjuryModuleNode, Template } from '@shared/src/reports/catalog.schema'
import { composeReportChapters } from '@shared/src/reports/compose'
import { defaultReportTitle } from '@shared/src/reports/report.schema'
import { emptySelection, type ModuleSelection } from '@shared/src/reports/selection'
import { toast } from '../../components/toast/toast-store'
import { trpc } from '../../lib/trpc'
import { ChapterPreview } from './ChapterPreview'
import { HOME_TEXTS } from './home-texts'
import { ModulePanel } from './ModulePanel'
import { StepIndicator } from './StepIndicator'
import { TemplatePanel } from './TemplatePanel'

/** The 'Create New Report' tab: template, injury modules, preview, and generation on the server. */
export function CreateReportTab({ templates, tree }: { templates: Template[]; tree: InjuryModuleNode[] }) {
  const [templateId, setTemplateId] = useState<string | null>(null)
  const [selection, setSelection] = useState<ModuleSelection>(emptySelection)
  const navigate = useNavigate()
  const utils = trpc.useUtils()
  const create = trpc.reports.create.useMutation()
  const template = templates.find((t) => t.id === templateId)
  const preview = useMemo(() => (template ? composeReportChapters(template, tree, selection).chapters : null), [template, tree, selection])

  const generate = () => {
    if (!templateId) {
      toast({ ...HOME_TEXTS.templateRequired, variant: 'destructive' })
      return
    }
    create.mutate(
      { title: defaultReportTitle(), templateId, selection },
      {
        onSuccess: async ({ id }) => {
          await Promise.all([utils.caseload.page.invalidate(), utils.caseload.dashboard.invalidate()])
          await navigate({ to: '/report/$id', params: { id } })
        },
        onError: () => toast({ ...HOME_TEXTS.createFailed, variant: 'destructive' }),
      },
    )
  }

  return (
    <div className="flex flex-col gap-5">
      <StepIndicator />
      {/* One column below 1024 px (minmax(0, 1fr): wide content never widens the page), two from there. */}
      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="flex flex-col gap-4">
          <TemplatePanel templates={templates} templateId={templateId} onChoose={setTemplateId} onGenerate={generate} generating={create.isPending} />
          {preview && <ChapterPreview chapters={preview} />}
        </div>
        <ModulePanel tree={tree} selection={selection} onSelectionChange={setSelection} />
      </div>
    </div>
  )
}
