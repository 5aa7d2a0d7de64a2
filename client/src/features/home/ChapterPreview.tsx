import type { Chapter } from '@shared/src/reports/chapter.schema'
import { chapterCountLabel, numberedOutline } from '@shared/src/reports/numbering'
import { Card } from '../../components/ui/Card'
import { cn } from '../../components/ui/cn'
import { plural } from './home-texts'

/** What the report will contain, composed by the same rules as the server, before it is generated. */
export function ChapterPreview({ chapters }: { chapters: Chapter[] }) {
  const fromModules = chapters.filter((c) => c.source === 'injury_module').length
  return (
    <Card className="p-5" data-testid="report-preview">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">Report Preview</h3>
        <span className="text-xs text-slate-600">{chapterCountLabel(chapters)}</span>
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {fromModules ? `${plural(fromModules, 'chapter')} added by injury modules (marked in blue).` : 'Template chapters only. Add injury modules to extend the report.'}
      </p>
      <ol className="mt-3 max-h-[20rem] overflow-y-auto pr-1 text-sm">
        {numberedOutline(chapters).map(({ chapter, number, depth }) => {
          const fromModule = chapter.source === 'injury_module'
          return (
            <li key={chapter.id} className="flex gap-2 py-0.5" style={{ paddingLeft: depth * 16 }}>
              <span className="w-10 shrink-0 tabular-nums text-slate-500">{number}</span>
              <span className={cn(fromModule ? 'text-sky-800' : 'text-slate-700', depth === 0 && 'font-medium')}>{chapter.title}</span>
            </li>
          )
        })}
      </ol>
    </Card>
  )
}
