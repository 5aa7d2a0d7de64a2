import { useState, type ReactNode } from 'react'
import { ArrowLeft, Check, Pencil, Save } from 'lucide-react'
import { Button } from '../../components/ui/Button'
import { Spinner } from '../../components/ui/Spinner'
import { cn } from '../../components/ui/cn'
import { LAST_SAVED_TICK_MS, lastSavedLabel } from './last-saved'
import { useNow } from './useNow'

interface EditorHeaderProps {
  title: string
  savedAt: number | null
  /** Changes the server has not got yet. */
  dirty: boolean
  saving: boolean
  onBack(): void
  onRename(title: string): void
  onSaveNow(): void
  /** The revisions menu. */
  history: ReactNode
  /** The table of contents' drawer button, shown below 1024 px. */
  contents?: ReactNode
  /** More actions next to Save Now (Sign Report). */
  actions?: ReactNode
}

/**
 * The editor's sticky header: back, editable title, last-saved state, history and Save Now. One row of
 * 4rem from 1024 px (the sidebar sits under it); below, the controls wrap to a second row instead of
 * pushing the page sideways.
 */
export function EditorHeader({ title, savedAt, dirty, saving, onBack, onRename, onSaveNow, history, contents, actions }: EditorHeaderProps) {
  const now = useNow(LAST_SAVED_TICK_MS)
  return (
    <header data-app-bar className="sticky top-0 z-30 flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur lg:h-16 lg:flex-nowrap lg:py-0">
      <Button variant="ghost" size="sm" onClick={onBack} className="px-2 sm:px-3">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        <span className="sr-only sm:not-sr-only">Back to Selection</span>
      </Button>
      <span aria-hidden className="hidden h-6 w-px bg-slate-200 sm:block" />
      <TitleField title={title} onRename={onRename} />
      <div className="flex w-full flex-wrap items-center gap-2 lg:ml-auto lg:w-auto lg:shrink-0 lg:flex-nowrap">
        {contents}
        <span role="status" aria-live="polite" className="mr-auto flex items-center gap-1.5 text-xs text-slate-600 sm:text-sm lg:mr-0">
          {saving ? <Spinner className="h-3.5 w-3.5" label="Saving" /> : savedAt !== null && !dirty && <Check className="h-3.5 w-3.5 text-green-700" aria-hidden />}
          {lastSavedLabel(savedAt, Math.max(now, savedAt ?? 0), dirty)}
        </span>
        {history}
        <Button size="sm" onClick={onSaveNow} disabled={saving}>
          <Save className="h-4 w-4" aria-hidden />
          <span className="sr-only sm:not-sr-only">Save Now</span>
        </Button>
        {actions}
      </div>
    </header>
  )
}

/** The report title as an inline field: Enter or leaving it renames, Escape restores the saved title. */
function TitleField({ title, onRename }: { title: string; onRename(title: string): void }) {
  const [draft, setDraft] = useState(title)
  const [seen, setSeen] = useState(title)
  if (title !== seen) {
    setSeen(title)
    setDraft(title)
  }
  const commit = () => {
    const next = draft.trim()
    if (!next) setDraft(title)
    else if (next !== title) onRename(next)
  }
  return (
    <div className="group relative flex min-w-0 max-w-xl flex-1 items-center">
      <input
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur()
          if (e.key === 'Escape') {
            setDraft(title)
            requestAnimationFrame(() => (e.target as HTMLInputElement).blur())
          }
        }}
        aria-label="Report title"
        maxLength={200}
        className={cn(
          'w-full truncate rounded-md border border-transparent bg-transparent py-1.5 pl-2 pr-8 text-lg font-semibold text-slate-900',
          'hover:border-slate-200 focus-visible:border-sky-600 focus-visible:outline-none focus-visible:ring-1 focus-visible:ring-sky-600',
        )}
      />
      <Pencil className="pointer-events-none absolute right-2 h-4 w-4 text-slate-400 opacity-0 transition-opacity group-hover:opacity-100" aria-hidden />
    </div>
  )
}
