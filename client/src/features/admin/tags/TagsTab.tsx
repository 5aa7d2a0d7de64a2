import { useMemo, useState } from 'react'
import { LayoutGrid, List, Plus, Search } from 'lucide-react'
import { Button } from '../../../components/ui/Button'
import { Input } from '../../../components/ui/Input'
import { cn } from '../../../components/ui/cn'
import { toast } from '../../../components/toast/toast-store'
import { serverMessage } from '../../../lib/errors'
import { trpc } from '../../../lib/trpc'
import { TAG_TEXTS } from '@shared/src/tags/tag-texts'
import { announceSaved } from '../saved-feedback'
import { ADMIN_TEXTS } from '../admin-texts'
import { EmptyState, LoadError, NativeSelect, TabHeader, TabLoading } from '../admin-ui'
import { countLabel, filterTags, hasFilters, NO_FILTERS, tagCategories, type CategoryFilter, type TagFilters } from './tag-filter'
import { fieldTypeValuesOf } from '../../tagging/field-type-form'
import { EDITOR_DEFAULT_COLOR, TagFormDialog, type TagFormResult, type TagFormValues } from './TagForm'
import { TagGrid, TagTable, type TagView } from './TagViews'

type Editing = { kind: 'new' } | { kind: 'edit'; tag: TagView } | null

const T = ADMIN_TEXTS.tags
const categoryValue = (c: CategoryFilter) => (c.kind === 'category' ? `category:${c.name}` : c.kind)
const categoryFrom = (v: string): CategoryFilter =>
  v.startsWith('category:') ? { kind: 'category', name: v.slice('category:'.length) } : v === 'uncategorized' ? { kind: 'uncategorized' } : { kind: 'all' }
const blankTag: TagFormValues = { name: '', color: EDITOR_DEFAULT_COLOR, category: '', description: '', field: fieldTypeValuesOf() }

/** The Tags tab: search, category filter, grid or list view, and the create/edit dialog. */
export function TagsTab() {
  const utils = trpc.useUtils()
  // Every tag, users' private ones too: a super user shares them from here.
  const list = trpc.tags.listAll.useQuery()
  const [filters, setFilters] = useState<TagFilters>(NO_FILTERS)
  const [view, setView] = useState<'grid' | 'list'>('grid')
  const [editing, setEditing] = useState<Editing>(null)
  const [saveError, setSaveError] = useState<unknown>(null)

  const tags = useMemo(() => list.data ?? [], [list.data])
  const categories = useMemo(() => tagCategories(tags), [tags])
  const shown = useMemo(() => filterTags(tags, filters), [tags, filters])

  const close = () => {
    setEditing(null)
    setSaveError(null)
  }
  const refresh = () => {
    void utils.tags.listAll.invalidate()
    void utils.tags.list.invalidate()
  }
  const done = () => {
    close()
    refresh()
  }
  const failed = (e: unknown) => setSaveError(e)
  const create = trpc.tags.create.useMutation({ onSuccess: (t) => (done(), announceSaved('Tag', t, true)), onError: failed })
  const update = trpc.tags.update.useMutation({ onSuccess: (t) => (done(), announceSaved('Tag', t, false)), onError: failed })
  const remove = trpc.tags.delete.useMutation({
    onError: (e) => toast({ title: 'Error', description: serverMessage(e) ?? 'Failed to delete tag.', variant: 'destructive' }),
    onSettled: refresh,
  })
  const share = trpc.tags.share.useMutation({
    onSuccess: (tag) => toast({ title: TAG_TEXTS.shared, description: TAG_TEXTS.sharedDone(tag.name), variant: 'success' }),
    onError: (e) => toast({ title: 'Error', description: serverMessage(e) ?? 'Failed to share tag.', variant: 'destructive' }),
    onSettled: refresh,
  })
  const onShare = (tag: TagView) => share.mutate({ id: tag.id })

  const submit = ({ name, color, category, description, ...field }: TagFormResult) => {
    const body = { name, color, category: category.trim() || null, description: description.trim(), ...field }
    if (editing?.kind === 'edit') update.mutate({ id: editing.tag.id, ...body })
    else create.mutate(body)
  }

  if (list.isLoading) return <TabLoading label="Loading tags..." />
  if (list.isError) return <LoadError message={list.error.message} onRetry={() => void list.refetch()} />

  return (
    <section aria-label={ADMIN_TEXTS.tabs.tags}>
      <TabHeader
        title={ADMIN_TEXTS.tabs.tags}
        hint="Reusable coloured fields for report text and dictation."
        action={
          <Button onClick={() => setEditing({ kind: 'new' })}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Create Tag
          </Button>
        }
      />
      <div className="mb-5 flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
        <div className="relative min-w-64 flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" />
          <Input
            type="search"
            aria-label="Search tags by name or description"
            placeholder="Search by name or description"
            value={filters.search}
            onChange={(e) => setFilters((f) => ({ ...f, search: e.target.value }))}
            className="pl-9"
          />
        </div>
        <NativeSelect aria-label="Filter by category" className="w-56" value={categoryValue(filters.category)} onChange={(e) => setFilters((f) => ({ ...f, category: categoryFrom(e.target.value) }))}>
          <option value="all">All</option>
          {categories.map((c) => (
            <option key={c} value={`category:${c}`}>
              {c}
            </option>
          ))}
          <option value="uncategorized">{T.uncategorized}</option>
        </NativeSelect>
        <span className="text-sm tabular-nums text-slate-600" aria-live="polite">
          {countLabel(shown.length, tags.length)}
        </span>
        <Button variant="ghost" size="sm" onClick={() => setFilters(NO_FILTERS)} disabled={!hasFilters(filters)}>
          {T.clearFilters}
        </Button>
        <div role="group" aria-label="View" className="ml-auto inline-flex rounded-md border border-slate-300 p-0.5">
          {(['grid', 'list'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className={cn(
                'inline-flex h-8 items-center gap-1.5 rounded px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600',
                view === v ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {v === 'grid' ? <LayoutGrid aria-hidden="true" className="h-4 w-4" /> : <List aria-hidden="true" className="h-4 w-4" />}
              {v === 'grid' ? 'Grid' : 'List'}
            </button>
          ))}
        </div>
      </div>
      {tags.length === 0 ? (
        <EmptyState text={T.empty} />
      ) : shown.length === 0 ? (
        <EmptyState text={T.noMatch} />
      ) : view === 'grid' ? (
        <TagGrid tags={shown} onEdit={(tag) => setEditing({ kind: 'edit', tag })} onDelete={(tag) => remove.mutate({ id: tag.id })} onShare={onShare} />
      ) : (
        <TagTable tags={shown} onEdit={(tag) => setEditing({ kind: 'edit', tag })} onDelete={(tag) => remove.mutate({ id: tag.id })} onShare={onShare} />
      )}
      <TagFormDialog
        key={editing?.kind === 'edit' ? editing.tag.id : 'new'}
        open={editing !== null}
        onOpenChange={(o) => !o && close()}
        mode={editing?.kind === 'edit' ? 'edit' : 'create'}
        initial={
          editing?.kind === 'edit'
            ? { name: editing.tag.name, color: editing.tag.color, category: editing.tag.category ?? '', description: editing.tag.description ?? '', field: fieldTypeValuesOf(editing.tag) }
            : blankTag
        }
        identifier={editing?.kind === 'edit' ? editing.tag.identifier : undefined}
        categories={categories}
        pending={create.isPending || update.isPending}
        error={saveError}
        onSubmit={submit}
      />
    </section>
  )
}
