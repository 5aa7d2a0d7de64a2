import type { ReactElement } from 'react'
import { DropdownMenu } from 'radix-ui'
import { LogOut } from 'lucide-react'
import type { CurrentUser, UsageStats } from '@shared/src/auth/auth.schema'
import { usageCounters } from './quota'

export interface AccountMenuProps {
  user: CurrentUser
  stats: UsageStats | undefined
  onLogout(): void
  loggingOut: boolean
}

/**
 * The top bar's account on narrow screens (tablets, phones): email, role, the free tier's counters and
 * Logout behind one button, so the bar never pushes the page sideways and Logout stays one tap away.
 */
export default function AccountMenuPanel({ user, stats, onLogout, loggingOut, trigger }: AccountMenuProps & { trigger: ReactElement }) {
  const counters = user.role === 'free' && stats && !stats.unlimited ? usageCounters(stats) : []
  return (
    // Mounted by the first click on the account button (AccountMenu), so it opens at once.
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-[min(18rem,calc(100vw-1rem))] rounded-lg border border-slate-200 bg-white p-1 text-sm shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate font-medium text-slate-900" data-testid="menu-email">
              {user.email}
            </span>
            <span className="mt-1 inline-flex rounded-full border border-sky-200 bg-sky-50 px-2 py-0.5 text-xs font-semibold tracking-wide text-sky-800">{user.role.toUpperCase()}</span>
          </DropdownMenu.Label>
          {counters.length > 0 && (
            <dl aria-label="Monthly usage" className="border-t border-slate-100 px-3 py-2 text-xs text-slate-700">
              {counters.map((c) => (
                <div key={c.key} className="flex justify-between gap-3 py-0.5">
                  <dt>{c.label}</dt>
                  <dd className="font-semibold tabular-nums">
                    {c.used}/{c.limit}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item
            disabled={loggingOut}
            onSelect={onLogout}
            className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-slate-800 outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100"
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
