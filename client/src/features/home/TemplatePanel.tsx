import { RadioGroup } from 'radix-ui'
import { Check, Loader2, Sparkles } from 'lucide-react'
import type { Template } from '@shared/src/reports/catalog.schema'
import { chapterCountLabel, numberedOutline } from '@shared/src/reports/numbering'
import { Button } from '../../components/ui/Button'
import { Card } from '../../components/ui/Card'
import { cn } from '../../components/ui/cn'
import { HOME_TEXTS } from './home-texts'

interface Props {
  templates: Template[]
  templateId: string | null
  onChoose(id: string): void
  onGenerate(): void
  generating: boolean
}

/** Left column of the create tab: Base Template list, the Generate button and the template's chapters. */
export function TemplatePanel({ templates, templateId, onChoose, onGenerate, generating }: Props) {
  const chosen = templates.find((t) => t.id === templateId)
  return (
    <div className="flex flex-col gap-4">
      <Card className="p-5">
        <h3 id="base-template-heading" className="text-base font-semibold text-slate-900">
          Base Template
        </h3>
        {/* Radix's radio group: one tab stop, arrow keys move and choose. */}
        <RadioGroup.Root
          value={templateId ?? ''}
          onValueChange={onChoose}
          aria-labelledby="base-template-heading"
          orientation="vertical"
          className="mt-3 flex flex-col gap-2"
        >
          {templates.length === 0 && <p className="text-sm text-slate-600">No templates available yet. An administrator can add them.</p>}
          {templates.map((t) => {
            const selected = t.id === templateId
            return (
              <RadioGroup.Item
                key={t.id}
                value={t.id}
                className={cn(
                  'flex w-full items-start gap-3 rounded-md border p-3 text-left transition-colors',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600',
                  selected ? 'border-sky-600 bg-sky-50' : 'border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn('mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2', selected ? 'border-sky-700 bg-sky-700 text-white' : 'border-slate-300')}
                >
                  {selected && <Check className="h-3 w-3" strokeWidth={3} />}
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-slate-900">{t.name}</span>
                  {t.description && <span className="mt-0.5 block text-xs leading-relaxed text-slate-600">{t.description}</span>}
                  <span className="mt-1 block text-xs font-medium text-slate-500">{chapterCountLabel(t.chapters)}</span>
                </span>
              </RadioGroup.Item>
            )
          })}
        </RadioGroup.Root>
      </Card>

      {chosen && (
        <Card className="p-5">
          <Button size="lg" className="w-full" onClick={onGenerate} disabled={generating}>
            {generating ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Sparkles aria-hidden="true" className="h-4 w-4" />}
            {generating ? HOME_TEXTS.generating : HOME_TEXTS.generate}
          </Button>
          <p className="mt-2 text-center text-xs text-slate-600">{HOME_TEXTS.generateHint}</p>
        </Card>
      )}

      {chosen && (
        <Card className="p-5">
          <div className="flex items-baseline justify-between gap-2">
            <h3 className="text-base font-semibold text-slate-900">Template Chapters</h3>
            <span className="text-xs text-slate-600" data-testid="template-chapter-count">
              {chapterCountLabel(chosen.chapters)}
            </span>
          </div>
          <ol className="mt-3 max-h-[16rem] overflow-y-auto pr-1 text-sm" data-testid="template-chapters">
            {numberedOutline(chosen.chapters).map(({ chapter, number, depth }) => (
              <li key={`${number}-${chapter.id}`} className="flex gap-2 py-1 text-slate-700" style={{ paddingLeft: depth * 16 }}>
                <span className="w-8 shrink-0 tabular-nums text-slate-500">{number}</span>
                <span className={cn(depth === 0 && 'font-medium text-slate-800')}>{chapter.title}</span>
              </li>
            ))}
          </ol>
        </Card>
      )}
    </div>
  )
}
