import { useState } from 'react'
import { PenLine } from 'lucide-react'
import { Button } from '../../components/ui/Button'
import { Spinner } from '../../components/ui/Spinner'
import { toast } from '../../components/toast/toast-store'
import type { SaveOutcome } from '../reports/report-saver'
import { SignDialog } from './SignDialog'

/** 'Sign Report' in the editor's header: saves what is unsaved first, so exactly what is on screen is signed. */
export function SignButton({ reportId, flushAndSave, version }: { reportId: string; flushAndSave(): Promise<SaveOutcome>; version(): number }) {
  const [open, setOpen] = useState(false)
  const [saving, setSaving] = useState(false)
  const [signedVersion, setSignedVersion] = useState(0)
  const start = async () => {
    setSaving(true)
    try {
      const outcome = await flushAndSave()
      // A conflict opens its own dialog; a failed save must not lead to signing an older text.
      if (outcome === 'conflict') return
      if (outcome === 'error') {
        toast({ title: 'Cannot sign yet', description: 'The report could not be saved, so it was not signed. Try again in a moment.', variant: 'destructive' })
        return
      }
      setSignedVersion(version())
      setOpen(true)
    } finally {
      setSaving(false)
    }
  }
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => void start()} disabled={saving}>
        {saving ? <Spinner /> : <PenLine className="h-4 w-4" aria-hidden />}
        {/* Icon only on phones, where the editor's header has one row for its controls. */}
        <span className="sr-only sm:not-sr-only">Sign Report</span>
      </Button>
      {open && <SignDialog reportId={reportId} open={open} onOpenChange={setOpen} version={signedVersion} />}
    </>
  )
}
