import { UserRound } from 'lucide-react'
import { Button } from '../../components/ui/Button'
import type { AccountMenuProps } from './AccountMenuPanel'
import { deferredPopup } from './DeferredPopup'

const Deferred = deferredPopup<AccountMenuProps>(() => import('./AccountMenuPanel'), 'menu')

/** The top bar's account button on narrow screens; the menu itself (AccountMenuPanel) loads on first use. */
export function AccountMenu(props: AccountMenuProps) {
  return (
    <Deferred
      {...props}
      renderTrigger={(extra) => (
        <Button variant="outline" size="icon" aria-label="Account menu" {...extra}>
          <UserRound aria-hidden="true" className="h-5 w-5" />
        </Button>
      )}
    />
  )
}
