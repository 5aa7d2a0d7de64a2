import { Info } from 'lucide-react'
import { Button } from '../../components/ui/Button'
import { deferredPopup } from './DeferredPopup'

const Deferred = deferredPopup<object>(() => import('./InfoPopoverPanel'), 'dialog')

/** The info button: the demo and HIPAA notice, what the platform does, and a way to reach us (InfoPopoverPanel). */
export function InfoPopover() {
  return (
    <Deferred
      renderTrigger={(extra) => (
        <Button variant="ghost" size="icon" aria-label="About this platform" {...extra}>
          <Info aria-hidden="true" className="h-5 w-5" />
        </Button>
      )}
    />
  )
}
