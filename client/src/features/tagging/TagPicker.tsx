import { useId, useState, type KeyboardEvent } from 'react'
import { ChevronDown, ChevronRight, Search } from 'lucide-react'
import type { Tag } from '@shared/src/tags/tag.schema'
import { Button } from '../../components/ui/Button'
import { Spinner } from '../../components/ui/Spinner'
import { compactField } from './field-classes'
import { TagCreateForm } from './TagCreateForm'
import { groupTags, NO_MATCHES_TEXT, NO_TAGS_TEXT, plainDescription, searchTags, UNCATEGORIZED } from './tag-list'
import { useTagList } from './useTagList'

/** A tag's colour dot. */
export function ColorDot({ color, className = 'h-2.5 w-2.5' }: { color: string; className?: string }) {
  return <span aria-hidden className={`inline-block shrink-0 rounded-full ring-1 ring-black/10 ${className}`} style={{ backgroundColor: color }} />
}

// Arrow keys move between the tag buttons, as in a list box.
function moveFocus(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
  const items = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-tag-option]')]
  const at = items.indexOf(document.activeElement as HTMLButtonElement)
  const next = items[Math.min(items.length - 1, Math.max(0, at + (e.key === 'ArrowDown' ? 1 : -1)))]
  if (next) {
    e.preventDefault()
    next.focus()
  }
}

/** The tag picker: a create form (folded while tags exist), a search box and the tags grouped by category. */
export function TagPicker({ onPick, hasSelection }: { onPick(tag: Tag): void; hasSelection: boolean }) {
  const id = useId()
  const list = useTagList()
  const tags = list.data ?? []
  const [query, setQuery] = useState('')
  const [showCreate, setShowCreate] = useState(false)
  const groups = groupTags(searchTags(tags, query))
  const categories = groupTags(tags)
    .map((g) => g.category)
    .filter((c) => c !== UNCATEGORIZED)
  const createOpen = showCreate || (list.isSuccess && tags.length === 0)

  return (
    <div className="flex max-h-[min(34rem,80vh)] flex-col">
      <div className="border-b border-slate-200 px-3 pb-3 pt-3">
        <p className="mb-2 text-xs text-slate-600">{hasSelection ? 'Tag the selected text, or create a tag.' : 'Insert an empty field at the cursor, or create a tag.'}</p>
        <button
          type="button"
          aria-expanded={createOpen}
          aria-controls={`${id}-create`}
          onClick={() => setShowCreate(!createOpen)}
          className="flex w-full items-center gap-1 rounded text-sm font-medium text-sky-800 hover:text-sky-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
        >
          {createOpen ? <ChevronDown className="h-4 w-4" aria-hidden /> : <ChevronRight className="h-4 w-4" aria-hidden />}
          New tag
        </button>
        {createOpen && (
          <div id={`${id}-create`} className="mt-2">
            <TagCreateForm categories={categories} onCreated={onPick} />
          </div>
        )}
      </div>
      <div className="px-3 pt-3">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search tags
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-2 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <input id={`${id}-search`} value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Search tags..." className={compactField('w-full pl-8 pr-2')} autoFocus />
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-1.5 py-2" onKeyDown={moveFocus}>
        {list.isPending ? (
          <p className="flex items-center gap-2 px-2 py-3 text-sm text-slate-600">
            <Spinner label="Loading tags" /> Loading tags...
          </p>
        ) : list.isError ? (
          <div className="px-2 py-3 text-sm text-slate-700">
            <p>The tags could not be loaded.</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : tags.length === 0 ? (
          <p className="px-2 py-3 text-sm text-slate-600">{NO_TAGS_TEXT}</p>
        ) : groups.length === 0 ? (
          <p className="px-2 py-3 text-sm text-slate-600">{NO_MATCHES_TEXT}</p>
        ) : (
          groups.map((g) => (
            <section key={g.category} aria-labelledby={`${id}-${g.category}`} className="mb-1.5">
              <h3 id={`${id}-${g.category}`} className="flex items-center justify-between px-2 pb-0.5 pt-1 text-[11px] font-semibold uppercase tracking-wide text-slate-500">
                {g.category}
                <span className="font-normal tabular-nums">{g.tags.length}</span>
              </h3>
              <ul>
                {g.tags.map((tag) => (
                  <li key={tag.id}>
                    <button
                      type="button"
                      data-tag-option
                      onClick={() => onPick(tag)}
                      title={plainDescription(tag.description) || undefined}
                      className="flex w-full items-center gap-2 rounded px-2 py-1.5 text-left text-sm text-slate-800 hover:bg-sky-50 focus-visible:bg-sky-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
                    >
                      <ColorDot color={tag.color} />
                      <span className="min-w-0 flex-1 truncate">{tag.name}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </div>
  )
}
