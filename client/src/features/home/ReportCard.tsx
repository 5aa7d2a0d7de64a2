import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Check, X } from 'lucide-react'
import type { ReportSummary } from '@shared/src/reports/report.schema'
import { Badge } from '../../components/ui/Badge'
import { Button } from '../../components/ui/Button'
import { Card } from '../../components/ui/Card'
import { Input } from '../../components/ui/Input'
import { Spinner } from '../../components/ui/Spinner'
import { HOME_TEXTS, lastEdited, plural } from './home-texts'
import { CardIcon } from './card-icons'
import { ReportCardDetails, type ReportCardFacts } from './ReportCardDetails'

// The delete confirmation (Radix alert dialog: focus trap, scroll lock) loads when a Delete button is reached,
// not with the home screen: most visits open a report and never delete one.
const loadConfirmDialog = () => import('../../components/ui/ConfirmDialog')
const ConfirmDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })))
const preloadConfirmDialog = () => void loadConfirmDialog()

export interface ReportCardProps {
  report: Pick<ReportSummary, 'id' | 'title' | 'chapterCount' | 'createdAt' | 'updatedAt'> & { signedAt?: string | null } & ReportCardFacts
  /** Resolves once renamed; rejects to keep the title in edit mode. */
  onRename(title: string): Promise<unknown>
  onDelete(): Promise<unknown>
  onOpen(): void
}

/** One report of the home list: inline title editing, last edit, chapter count, open and delete. */
export function ReportCard({ report, onRename, onDelete, onOpen }: ReportCardProps) {
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(report.title)
  const [saving, setSaving] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [confirming, setConfirming] = useState(false)
  // Closing the confirmation without deleting puts focus back on Delete (the dialog has no trigger of its own).
  const deleteButton = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)
  useEffect(() => {
    if (confirming) wasConfirming.current = true
    else if (wasConfirming.current) {
      wasConfirming.current = false
      deleteButton.current?.focus()
    }
  }, [confirming])
  // A signed report is a locked document: no rename, no delete (the server refuses both too).
  const signed = Boolean(report.signedAt)
  // Leaving edit mode (Escape, X, Enter, the check) puts focus back on the pencil, not on the page's top.
  const pencil = useRef<HTMLButtonElement>(null)
  const refocus = useRef(false)
  useEffect(() => {
    if (editing || !refocus.current) return
    refocus.current = false
    pencil.current?.focus()
  }, [editing])

  const startEditing = () => {
    setDraft(report.title)
    setEditing(true)
  }
  const leave = () => {
    refocus.current = true
    setEditing(false)
  }
  const cancel = leave
  const save = async () => {
    const title = draft.trim()
    // A blank or unchanged title means no change: leave edit mode without a call.
    if (!title || title === report.title) return cancel()
    setSaving(true)
    try {
      await onRename(title)
      leave()
    } catch {
      // The caller has shown the failure; the draft stays so it can be retried.
    } finally {
      setSaving(false)
    }
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' && e.key !== 'Escape') return
    // No keypress after this: focus moves to the pencil, which Enter would otherwise press again.
    e.preventDefault()
    if (e.key === 'Enter') void save()
    else cancel()
  }
  const remove = async () => {
    setDeleting(true)
    try {
      await onDelete()
    } catch {
      setDeleting(false)
    }
  }

  return (
    <Card className="flex flex-col gap-4 p-5 transition-shadow hover:shadow-md" data-testid="report-card">
      <div className="flex items-start gap-3">
        <CardIcon name="fileText" className="mt-0.5 h-9 w-9 shrink-0 rounded-md bg-sky-50 p-2 text-sky-700" />
        {editing ? (
          <div className="flex min-w-0 flex-1 items-center gap-1">
            <Input
              autoFocus
              aria-label="Report title"
              value={draft}
              maxLength={200}
              disabled={saving}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onKeyDown}
              className="h-9"
            />
            <Button variant="ghost" size="icon" aria-label="Save title" onClick={() => void save()} disabled={saving} className="text-green-700">
              {saving ? <Spinner /> : <Check aria-hidden="true" className="h-4 w-4" />}
            </Button>
            <Button variant="ghost" size="icon" aria-label="Cancel title editing" onClick={cancel} disabled={saving}>
              <X aria-hidden="true" className="h-4 w-4" />
            </Button>
          </div>
        ) : (
          <div className="flex min-w-0 flex-1 items-start gap-1">
            <h3 className="min-w-0 flex-1 break-words pt-1 text-base font-semibold leading-snug text-slate-900">{report.title}</h3>
            {!signed && (
              <Button ref={pencil} variant="ghost" size="icon" aria-label={`Edit title of ${report.title}`} onClick={startEditing} className="h-8 w-8 shrink-0 text-slate-500">
                <CardIcon name="pencil" className="h-4 w-4" />
              </Button>
            )}
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <CardIcon name="clock" className="h-4 w-4" />
          {lastEdited(report.updatedAt, report.createdAt)}
        </span>
        <Badge>{plural(report.chapterCount, 'chapter')}</Badge>
        {signed && (
          <Badge className="gap-1 border-emerald-300 bg-emerald-50 text-emerald-800">
            <CardIcon name="lock" className="h-3 w-3" />
            Signed
          </Badge>
        )}
      </div>
      <ReportCardDetails report={report} />
      <div className="mt-auto flex gap-2">
        <Button className="flex-1" onClick={onOpen}>
          {signed ? 'View Report' : 'Continue Editing'}
        </Button>
        {!signed && (
          <Button
            ref={deleteButton}
            variant="outline"
            disabled={deleting}
            aria-haspopup="dialog"
            onPointerEnter={preloadConfirmDialog}
            onFocus={preloadConfirmDialog}
            onClick={() => setConfirming(true)}
          >
            {deleting ? <Spinner /> : <CardIcon name="trash" className="h-4 w-4" />}
            Delete
          </Button>
        )}
        {confirming && (
          <Suspense fallback={null}>
            <ConfirmDialog
              open
              onOpenChange={setConfirming}
              title={HOME_TEXTS.deleteConfirm}
              description={`“${report.title}” will be removed from your reports.`}
              confirmLabel="Delete"
              destructive
              onConfirm={() => void remove()}
            />
          </Suspense>
        )}
      </div>
    </Card>
  )
}
