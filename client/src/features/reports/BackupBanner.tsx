import { History } from 'lucide-react'
import { Button } from '../../components/ui/Button'
import type { DraftBackup } from './draft-backup'

/** Offers the unsaved text found in this browser from an earlier visit. */
export function BackupBanner({ backup, currentVersion, onRestore, onDiscard }: { backup: DraftBackup; currentVersion: number; onRestore(): void; onDiscard(): void }) {
  const when = new Date(backup.savedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <div role="alert" className="mb-6 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <History className="h-5 w-5 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">Unsaved changes found.</span> This browser kept edits from {when} that never reached the server.
        {backup.version < currentVersion && ' The report has been saved since; restoring replaces that newer version.'}
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={onDiscard}>
          Discard
        </Button>
        <Button size="sm" onClick={onRestore}>
          Restore my changes
        </Button>
      </div>
    </div>
  )
}
