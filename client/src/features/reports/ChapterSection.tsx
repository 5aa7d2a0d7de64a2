import { memo, useState } from 'react'
import { ListPlus, TextCursorInput, Trash2 } from 'lucide-react'
import { useParams } from '@tanstack/react-router'
import { MAX_CHAPTER_DEPTH } from '@shared/src/constants'
import { chapterDepthMessage, type Chapter } from '@shared/src/reports/chapter.schema'
import { LazyRichTextEditor } from '../editor/LazyRichTextEditor'
import { useTaggingExtensions } from '../tagging/useTaggingExtensions'
import { Button } from '../../components/ui/Button'
import { cn } from '../../components/ui/cn'
import { SECTION_ATTR, chapterDomId, chapterTitleDomId } from './useActiveChapter'

/** What a chapter can ask of the page; one stable object shared by every section. */
export interface ChapterActions {
  editContent(id: string, html: string): void
  rename(id: string, title: string): void
  addSubChapter(parentId: string): void
  requestDelete(id: string): void
}

interface SectionProps {
  chapter: Chapter
  /** Outline number by position ('1', '1.2'), as in the table of contents. */
  number: string
  depth: number
  actions: ChapterActions
}

/** One chapter with its sub-chapters (indented): number, editable title, actions and rich content. */
export const ChapterSection = memo(function ChapterSection({ chapter, number, depth, actions }: SectionProps) {
  const subs = chapter.subChapters ?? []
  // The report is the route's: tags applied here are recorded against it.
  const { id: reportId } = useParams({ strict: false })
  const tagging = useTaggingExtensions({ contentType: 'report', contentId: reportId, chapterId: chapter.id })
  // A chapter that only groups its sub-chapters (an instance '#1 — …') shows no empty box above them; text can still be added.
  const [writing, setWriting] = useState(false)
  const bare = !chapter.content.trim() && subs.length > 0 && !writing
  return (
    <section
      id={chapterDomId(chapter.id)}
      data-chapter-id={chapter.id}
      aria-labelledby={chapterTitleDomId(chapter.id)}
      // Off-screen top-level chapters skip style and layout until scrolled near (long reports open faster).
      className={cn('scroll-mt-32 lg:scroll-mt-20', depth === 0 ? 'chapter-offscreen-skip' : 'mt-6 border-l-2 border-slate-200 pl-5')}
    >
      <div {...{ [SECTION_ATTR]: chapter.id }} className="mb-2 flex items-center gap-3">
        <span className={cn('shrink-0 font-semibold tabular-nums text-sky-700', depth === 0 ? 'text-lg' : 'text-base')}>{number}</span>
        <ChapterTitle chapter={chapter} number={number} depth={depth} onRename={actions.rename} />
        <div className="flex shrink-0 items-center gap-1">
          {/* depth counts from 0: a chapter at the deepest level takes no sub-chapters (the server refuses them). */}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => actions.addSubChapter(chapter.id)}
            aria-label={`Add sub-chapter to ${number}`}
            disabled={depth + 1 >= MAX_CHAPTER_DEPTH}
            title={depth + 1 >= MAX_CHAPTER_DEPTH ? chapterDepthMessage(MAX_CHAPTER_DEPTH) : undefined}
          >
            <ListPlus className="h-4 w-4" aria-hidden />
            <span className="hidden xl:inline">Sub-chapter</span>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-slate-500 hover:bg-red-50 hover:text-red-700"
            onClick={() => actions.requestDelete(chapter.id)}
            aria-label={`Delete chapter ${number}`}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      </div>
      {bare ? (
        <Button variant="ghost" size="sm" className="text-slate-600" onClick={() => setWriting(true)} aria-label={`Add text to chapter ${number}`}>
          <TextCursorInput className="h-4 w-4" aria-hidden />
          Add text
        </Button>
      ) : (
        <LazyRichTextEditor
          value={chapter.content}
          onChange={(html) => actions.editContent(chapter.id, html)}
          editable
          ariaLabel={`Chapter ${number} content`}
          plugins={tagging.plugins}
          toolbarExtras={tagging.toolbarExtras}
          autoFocus={writing}
        />
      )}
      {subs.map((sub, i) => (
        <ChapterSection key={sub.id} chapter={sub} number={`${number}.${i + 1}`} depth={depth + 1} actions={actions} />
      ))}
    </section>
  )
})

function ChapterTitle({ chapter, number, depth, onRename }: { chapter: Chapter; number: string; depth: number; onRename(id: string, title: string): void }) {
  // Local while typing so the caret never jumps; every keystroke still reaches the report.
  const [draft, setDraft] = useState(chapter.title)
  const [seen, setSeen] = useState(chapter.title)
  if (chapter.title !== seen) {
    setSeen(chapter.title)
    setDraft(chapter.title)
  }
  // A textarea sized to its text, so a long title ('Sharp Force Injuries #2 — Stab Wound') wraps on a phone instead of
  // being cut; a title stays one line (Enter and pasted line breaks add no line).
  return (
    <textarea
      id={chapterTitleDomId(chapter.id)}
      rows={1}
      value={draft}
      onChange={(e) => {
        const title = e.target.value.replace(/\s*[\r\n]+\s*/g, ' ')
        setDraft(title)
        setSeen(title)
        onRename(chapter.id, title)
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.preventDefault()
      }}
      aria-label={`Chapter ${number} title`}
      placeholder="Chapter title"
      className={cn(
        'min-w-0 flex-1 resize-none overflow-hidden rounded-md border border-transparent bg-transparent px-2 py-1 font-semibold leading-snug text-slate-900 [field-sizing:content] placeholder:text-slate-400',
        'hover:border-slate-200 focus-visible:border-sky-600 focus-visible:outline-none focus-visible:ring-1 focus-visible:ring-sky-600',
        depth === 0 ? 'text-lg' : 'text-base',
      )}
    />
  )
}
