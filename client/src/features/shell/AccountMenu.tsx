import { DropdownMenu } from 'radix-ui'
import { LogOut, UserRound } from 'lucide-react'
import type { CurrentUser, UsageStats } from '@shared/src/auth/auth.schema'
import { Button } from '../../components/ui/Button'
import { usageCounters } from './quota'

/**
 * The top bar's account on narrow screens (tablets, phones): email, role, the free tier's counters and
 * Logout behind one button, so the bar never pushes the page sideways and Logout stays one tap away.
 */
export function AccountMenu({ user, stats, onLogout, loggingOut }: { user: CurrentUser; stats: UsageStats | undefined; onLogout(): void; loggingOut: boolean }) {
  const counters = user.role === 'free' && stats && !stats.unlimited ? usageCounters(stats) : []
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" size="icon" aria-label="Account menu">
          <UserRound aria-hidden="true" className="h-5 w-5" />
        </Button>
      </DropdownMenu.Trigger>
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
