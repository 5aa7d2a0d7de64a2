import { lazy, Suspense, useState } from 'react'
import { FlaskConical } from 'lucide-react'
import { Button } from '../../components/ui/Button'

const StudiesDialog = lazy(() => import('./StudiesDialog').then((m) => ({ default: m.StudiesDialog })))

/** 'Studies' in the editor's header: the studies the report waits for, in a dialog. */
export function StudiesButton({ reportId, onAddendum }: { reportId: string; onAddendum?(reason: string): void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <FlaskConical className="h-4 w-4" aria-hidden />
        {/* Icon only on phones, where the editor's header has one row for its controls. */}
        <span className="sr-only sm:not-sr-only">Studies</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <StudiesDialog reportId={reportId} open={open} onOpenChange={setOpen} onAddendum={onAddendum} />
        </Suspense>
      )}
    </>
  )
}
