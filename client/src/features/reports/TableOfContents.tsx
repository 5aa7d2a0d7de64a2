import { memo } from 'react'
import { ChevronDown, ChevronRight, Plus } from 'lucide-react'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { chapterCountLabel } from '@shared/src/reports/numbering'
import { Button } from '../../components/ui/Button'
import { cn } from '../../components/ui/cn'
import { countUnfilled } from '../tagging/unfilled-count'

interface TocProps {
  chapters: Chapter[]
  activeId: string | null
  expanded: ReadonlySet<string>
  /** Pixels in the resizable sidebar; absent in the drawer, which gives it the whole sheet. */
  width?: number
  onToggle(id: string): void
  onSelect(id: string): void
  onAdd(): void
}

/** The left table of contents: numbered entries, collapsible sub-chapters, an add button and the count. */
export function TableOfContents({ chapters, activeId, expanded, width, onToggle, onSelect, onAdd }: TocProps) {
  const unfilled = chapters.reduce((n, c) => n + countUnfilled(c, true), 0)
  return (
    <nav aria-label="Table of contents" style={width === undefined ? undefined : { width }} className="flex h-full w-full shrink-0 flex-col bg-white">
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <div>
          <h2 className="text-sm font-semibold text-slate-900">Table of Contents</h2>
          <p className="text-xs text-slate-600">
            <span data-testid="toc-chapter-count">{chapterCountLabel(chapters)}</span>
            {unfilled > 0 && <span className="text-red-700"> · {unfilledLabel(unfilled)}</span>}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={onAdd} aria-label="Add chapter">
          <Plus className="h-4 w-4" aria-hidden />
          Add
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-2 py-2">
        {chapters.length === 0 ? (
          <p className="px-2 py-4 text-sm text-slate-600">No chapters yet.</p>
        ) : (
          <TocList chapters={chapters} prefix="" activeId={activeId} expanded={expanded} onToggle={onToggle} onSelect={onSelect} depth={0} />
        )}
      </div>
    </nav>
  )
}

// Outline numbers follow position, as in the chapter pane: 1, 1.1, 1.2, 1.2.1 …
type ListProps = Omit<TocProps, 'width' | 'onAdd'> & { depth: number; prefix: string }
type EntryProps = Omit<ListProps, 'chapters' | 'prefix'> & { chapter: Chapter; number: string }

function TocList({ chapters, depth, prefix, ...rest }: ListProps) {
  return (
    <ul className="space-y-0.5">
      {chapters.map((c, i) => (
        <TocEntry key={c.id} chapter={c} number={`${prefix}${i + 1}`} depth={depth} {...rest} />
      ))}
    </ul>
  )
}

const TocEntry = memo(function TocEntry({ chapter, number, depth, activeId, expanded, onToggle, onSelect }: EntryProps) {
  const subs = chapter.subChapters ?? []
  const open = expanded.has(chapter.id)
  const active = activeId === chapter.id
  // A collapsed chapter speaks for its hidden sub-chapters too.
  const unfilled = countUnfilled(chapter, !open)
  return (
    <li>
      <div
        className={cn('group flex items-center rounded-md text-sm', active ? 'bg-sky-50 text-sky-900' : 'text-slate-700 hover:bg-slate-50')}
        style={{ paddingLeft: depth * 14 }}
      >
        {subs.length ? (
          <button
            type="button"
            onClick={() => onToggle(chapter.id)}
            aria-expanded={open}
            aria-label={`${open ? 'Collapse' : 'Expand'} ${number} ${chapter.title}`}
            className="flex h-7 w-6 shrink-0 items-center justify-center rounded text-slate-500 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
          >
            {open ? <ChevronDown className="h-4 w-4" aria-hidden /> : <ChevronRight className="h-4 w-4" aria-hidden />}
          </button>
        ) : (
          <span className="w-6 shrink-0" aria-hidden />
        )}
        <button
          type="button"
          onClick={() => onSelect(chapter.id)}
          aria-current={active ? 'location' : undefined}
          className={cn(
            'flex min-w-0 flex-1 items-baseline gap-2 rounded py-1.5 pr-2 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600',
            active && 'font-medium',
          )}
        >
          <span className={cn('shrink-0 tabular-nums', active ? 'text-sky-700' : 'text-slate-500')}>{number}</span>{' '}
          <span className="truncate">{chapter.title.trim() || 'Untitled'}</span>
        </button>
        {unfilled > 0 && <UnfilledBadge count={unfilled} />}
      </div>
      {subs.length > 0 && open && (
        <TocList chapters={subs} depth={depth + 1} prefix={`${number}.`} activeId={activeId} expanded={expanded} onToggle={onToggle} onSelect={onSelect} />
      )}
    </li>
  )
})

const unfilledLabel = (n: number) => (n === 1 ? '1 unfilled field' : `${n} unfilled fields`)

/** The red count of fields still to fill, so what is missing shows before the report is finished. */
function UnfilledBadge({ count }: { count: number }) {
  const label = unfilledLabel(count)
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className="mr-2 inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-red-100 px-1.5 text-[11px] font-semibold tabular-nums text-red-800 ring-1 ring-red-200"
    >
      {count}
    </span>
  )
}
