import { useState } from 'react'
import { DropdownMenu } from 'radix-ui'
import { History } from 'lucide-react'
import type { RevisionSummary } from '@shared/src/reports/report.schema'
import { trpc } from '../../lib/trpc'
import { Button } from '../../components/ui/Button'
import { Spinner } from '../../components/ui/Spinner'
import { toast } from '../../components/toast/toast-store'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog'
import { isConflictError } from './report-saver'

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

interface RevisionsMenuProps {
  reportId: string
  currentVersion: () => number
  /** Saves unsaved edits first, so the text being replaced is kept as a revision. */
  beforeRestore(): Promise<void>
  /** Loads the restored version into the editor. */
  afterRestore(): Promise<void>
}

/** Lists earlier versions of the report; restoring one asks first and makes it the newest version. */
export function RevisionsMenu({ reportId, currentVersion, beforeRestore, afterRestore }: RevisionsMenuProps) {
  const [open, setOpen] = useState(false)
  const [pick, setPick] = useState<RevisionSummary | null>(null)
  const revisions = trpc.reports.revisions.useQuery({ id: reportId }, { enabled: open, staleTime: 0 })
  const restore = trpc.reports.restoreRevision.useMutation()

  const confirm = async () => {
    if (!pick) return
    try {
      await beforeRestore()
      await restore.mutateAsync({ id: reportId, version: pick.version, expectedVersion: currentVersion() })
      await afterRestore()
      toast({ title: 'Version restored', description: `Version ${pick.version} is now the current text.`, variant: 'success' })
    } catch (error) {
      const description = isConflictError(error) ? 'The report was changed elsewhere. Reload it and try again.' : 'Failed to restore this version. Please try again.'
      toast({ title: 'Restore Failed', description, variant: 'destructive' })
    } finally {
      setPick(null)
    }
  }

  const version = currentVersion()
  return (
    <>
      <DropdownMenu.Root open={open} onOpenChange={setOpen}>
        <DropdownMenu.Trigger asChild>
          <Button variant="outline" size="sm" aria-label="Version history">
            <History className="h-4 w-4" aria-hidden />
            <span className="sr-only sm:not-sr-only">History</span>
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={6} className="z-40 max-h-[60vh] w-72 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
            <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">Saved versions</DropdownMenu.Label>
            {revisions.isLoading && (
              <div className="flex items-center gap-2 px-2 py-3 text-sm text-slate-600">
                <Spinner /> Loading versions...
              </div>
            )}
            {revisions.error && <p className="px-2 py-3 text-sm text-red-700">Failed to load versions.</p>}
            {revisions.data?.length === 0 && <p className="px-2 py-3 text-sm text-slate-600">No earlier versions yet.</p>}
            {revisions.data?.map((r) => (
              <DropdownMenu.Item
                key={r.version}
                disabled={r.version === version}
                onSelect={() => setPick(r)}
                className="flex cursor-pointer flex-col rounded-md px-2 py-1.5 text-sm outline-none data-[disabled]:cursor-default data-[highlighted]:bg-slate-100"
              >
                <span className="font-medium text-slate-900">
                  Version {r.version}
                  {r.version === version && <span className="ml-2 text-xs font-normal text-sky-700">current</span>}
                </span>
                <span className="text-xs text-slate-600">
                  {when(r.createdAt)}
                  {r.createdByName ? ` · ${r.createdByName}` : ''}
                </span>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={pick !== null}
        onOpenChange={(o) => !o && !restore.isPending && setPick(null)}
        title={`Restore version ${pick?.version ?? ''}?`}
        description={
          <p>
            The chapters saved on {pick ? when(pick.createdAt) : ''} replace the current text. The current text is kept as a version, so this can be undone
            from the history.
          </p>
        }
        confirmLabel="Restore"
        onConfirm={() => void confirm()}
      />
    </>
  )
}
