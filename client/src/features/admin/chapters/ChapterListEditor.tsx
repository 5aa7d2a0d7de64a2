import { ArrowDown, ArrowUp, ListPlus, Plus, Trash2 } from 'lucide-react'
import { MAX_CHAPTER_DEPTH } from '@shared/src/constants'
import { chapterDepthMessage, type Chapter } from '@shared/src/reports/chapter.schema'
import { Button } from '../../../components/ui/Button'
import { Input } from '../../../components/ui/Input'
import { cn } from '../../../components/ui/cn'
import { updateChapterAtPath, type ChapterPath } from '@shared/src/reports/chapter-tree'
import { addEmptyChapter, addEmptySubChapter, canMove, canRemove, levelLabel, moveChapter, removeChapter } from './chapter-tree'
import { ChapterContentEditor } from './ChapterContentEditor'
import { Pill } from '../admin-ui'

interface ChapterListEditorProps {
  chapters: Chapter[]
  onChange(chapters: Chapter[]): void
  /** Templates: sub-chapters at any depth and reordering of top-level chapters. Modules: a flat list. */
  nested?: boolean
}

/** The chapter editor of the admin forms: title and rich content per chapter, add and remove. */
export function ChapterListEditor({ chapters, onChange, nested = false }: ChapterListEditorProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-medium text-slate-800">Chapters</legend>
      {chapters.map((c, i) => (
        <ChapterItem key={c.id} chapter={c} path={[i]} number={String(i + 1)} all={chapters} onChange={onChange} nested={nested} />
      ))}
      <Button variant="outline" size="sm" onClick={() => onChange(addEmptyChapter(chapters))}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add Chapter
      </Button>
      <p className="text-xs text-slate-500">
        Chapters left without a title are dropped when you save.{nested && ` Sub-chapters nest up to Level ${MAX_CHAPTER_DEPTH}.`}
      </p>
    </fieldset>
  )
}

interface ChapterItemProps {
  chapter: Chapter
  path: ChapterPath
  number: string
  all: Chapter[]
  onChange(chapters: Chapter[]): void
  nested: boolean
}

function ChapterItem({ chapter, path, number, all, onChange, nested }: ChapterItemProps) {
  const top = path.length === 1
  const subs = chapter.subChapters ?? []
  // The deepest level takes no sub-chapters: the server refuses a deeper tree.
  const atLimit = path.length >= MAX_CHAPTER_DEPTH
  return (
    <div className={cn('rounded-md border p-3', top ? 'border-slate-200 bg-slate-50/60' : 'border-slate-200 bg-white')} data-chapter-path={path.join('.')}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-8 text-sm font-semibold tabular-nums text-slate-700">{number}</span>
        {nested && <Pill tone="sky">{levelLabel(path)}</Pill>}
        <Input
          aria-label={`Title of chapter ${number}`}
          placeholder="Chapter title"
          value={chapter.title}
          onChange={(e) => onChange(updateChapterAtPath(all, path, { title: e.target.value }))}
          className="h-9 min-w-48 flex-1"
        />
        <div className="flex items-center gap-1">
          {nested && top && (
            <>
              <Button variant="ghost" size="icon" aria-label={`Move chapter ${number} up`} disabled={!canMove(all, path, -1)} onClick={() => onChange(moveChapter(all, path, -1))}>
                <ArrowUp aria-hidden="true" className="h-4 w-4" />
              </Button>
              <Button variant="ghost" size="icon" aria-label={`Move chapter ${number} down`} disabled={!canMove(all, path, 1)} onClick={() => onChange(moveChapter(all, path, 1))}>
                <ArrowDown aria-hidden="true" className="h-4 w-4" />
              </Button>
            </>
          )}
          {nested && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Add sub-chapter to chapter ${number}`}
              title={atLimit ? chapterDepthMessage(MAX_CHAPTER_DEPTH) : undefined}
              disabled={atLimit}
              onClick={() => onChange(addEmptySubChapter(all, path))}
            >
              <ListPlus aria-hidden="true" className="h-4 w-4" />
              Sub-chapter
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove chapter ${number}`}
            title={canRemove(all, path) ? undefined : 'The last chapter cannot be removed'}
            disabled={!canRemove(all, path)}
            onClick={() => onChange(removeChapter(all, path))}
            className="text-red-700 hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      </div>
      <div className="mt-2">
        <ChapterContentEditor label={`Content of chapter ${number}`} chapterId={chapter.id} value={chapter.content} onChange={(content) => onChange(updateChapterAtPath(all, path, { content }))} />
      </div>
      {subs.length > 0 && (
        <div className="mt-3 space-y-3 border-l-2 border-sky-100 pl-4">
          {subs.map((s, i) => (
            <ChapterItem key={s.id} chapter={s} path={[...path, i]} number={`${number}.${i + 1}`} all={all} onChange={onChange} nested={nested} />
          ))}
        </div>
      )}
    </div>
  )
}
