import { Fragment } from 'react'
import { FilePlus2 } from 'lucide-react'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { Button } from '../../components/ui/Button'
import { ChapterSection, type ChapterActions } from './ChapterSection'
import { useKeepPlaceOnResize } from './useKeepPlaceOnResize'
import { useProgressiveCount } from './useProgressiveCount'

/** The main pane: every chapter in order with separators, or an invitation to add the first one. */
export function ChapterList({ chapters, actions, onAddFirst }: { chapters: Chapter[]; actions: ChapterActions; onAddFirst(): void }) {
  const shown = useProgressiveCount(chapters.length)
  useKeepPlaceOnResize()
  if (chapters.length === 0) {
    return (
      <div className="flex flex-col items-center justify-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-20 text-center">
        <FilePlus2 className="mb-3 h-10 w-10 text-slate-400" aria-hidden />
        <h2 className="text-lg font-semibold text-slate-900">This report has no chapters</h2>
        <p className="mt-1 max-w-sm text-sm text-slate-600">Add a chapter to start writing. You can add sub-chapters to any chapter.</p>
        <Button className="mt-6" onClick={onAddFirst}>
          Add First Chapter
        </Button>
      </div>
    )
  }
  return (
    <div>
      {chapters.slice(0, shown).map((chapter, i) => (
        <Fragment key={chapter.id}>
          {i > 0 && <hr className="my-10 border-slate-200" />}
          <ChapterSection chapter={chapter} number={String(i + 1)} depth={0} actions={actions} />
        </Fragment>
      ))}
    </div>
  )
}
