import { useState } from 'react'
import { AlertDialog } from 'radix-ui'
import { AlertTriangle } from 'lucide-react'
import { Button } from '../../components/ui/Button'
import { Spinner } from '../../components/ui/Spinner'
import { toast } from '../../components/toast/toast-store'

/**
 * Shown when a save meets a newer version on the server. The user's text stays in the editor
 * (and in the local copy) until they choose; nothing is discarded silently.
 */
export function ConflictDialog({ open, onReload, onOverwrite }: { open: boolean; onReload(): Promise<unknown>; onOverwrite(): Promise<unknown> }) {
  const [busy, setBusy] = useState<'reload' | 'overwrite' | null>(null)
  const run = (kind: 'reload' | 'overwrite', fn: () => Promise<unknown>) => async () => {
    setBusy(kind)
    try {
      await fn()
    } catch {
      toast({ title: 'Save Failed', description: 'Failed to save report changes.', variant: 'destructive' })
    } finally {
      setBusy(null)
    }
  }
  return (
    <AlertDialog.Root open={open}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-slate-200 bg-white p-6 shadow-xl focus:outline-none">
          <div className="flex items-start gap-3">
            <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" aria-hidden />
            <div>
              <AlertDialog.Title className="text-lg font-semibold text-slate-900">This report was changed elsewhere</AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm text-slate-700">
                A newer version was saved (in another tab or by a restore) after you opened it. Your changes are kept here until you choose: load the latest
                version and discard your changes, or save your version over it.
              </AlertDialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="outline" disabled={busy !== null} onClick={run('reload', onReload)}>
              {busy === 'reload' && <Spinner />}
              Reload latest
            </Button>
            <Button disabled={busy !== null} onClick={run('overwrite', onOverwrite)}>
              {busy === 'overwrite' && <Spinner className="text-white" />}
              Overwrite with my version
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
