import type { Chapter } from '@shared/src/reports/chapter.schema'
import { chapterCountLabel, numberedOutline } from '@shared/src/reports/numbering'
import { Card } from '../../../components/ui/Card'
import { CardActions } from '../admin-lists'
import { ADMIN_TEXTS } from '../admin-texts'
import { Pill } from '../admin-ui'

interface TemplateCardProps {
  template: { id: string; name: string; description: string | null; chapters: Chapter[] }
  onEdit(): void
  onDelete(): void
}

/** One template: name, description, chapter count and its numbered outline (1, 1.1, 1.1.1). */
export function TemplateCard({ template, onEdit, onDelete }: TemplateCardProps) {
  return (
    <Card className="flex flex-col p-5" aria-label={template.name} role="article" data-admin-item={template.id}>
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-semibold text-slate-900">{template.name}</h3>
          {template.description && <p className="mt-1 text-sm text-slate-600">{template.description}</p>}
        </div>
        <Pill>{chapterCountLabel(template.chapters)}</Pill>
      </div>
      <ol aria-label={`Chapters of ${template.name}`} tabIndex={0} className="mt-4 max-h-64 space-y-1 overflow-y-auto rounded-md border border-slate-100 bg-slate-50 p-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600">
        {numberedOutline(template.chapters).map(({ chapter, number, depth }) => (
          <li key={`${number}-${chapter.id}`} className="flex gap-2 text-slate-700" style={{ paddingLeft: depth * 16 }}>
            <span className="shrink-0 tabular-nums text-slate-500">{number}</span>
            <span className={depth === 0 ? 'font-medium text-slate-800' : undefined}>{chapter.title}</span>
          </li>
        ))}
      </ol>
      <CardActions className="mt-auto flex justify-end gap-2 pt-4" name={template.name} confirmDelete={ADMIN_TEXTS.templates.confirmDelete} onEdit={onEdit} onDelete={onDelete} />
    </Card>
  )
}
