import { Link } from '@tanstack/react-router'
import { FileText, LogOut } from 'lucide-react'
import type { CurrentUser, UsageStats } from '@shared/src/auth/auth.schema'
import { Badge } from '../../components/ui/Badge'
import { Button } from '../../components/ui/Button'
import { AccountMenu } from './AccountMenu'
import { InfoPopover } from './InfoPopover'
import { UsageCounters } from './UsageCounters'
import { useLogout } from './useLogout'

/**
 * The signed-in bar: product, usage counters for free users, email, role in upper case, info and Logout.
 * Below 1024 px the counters, email, role and Logout fold into the account menu, so the bar never makes a
 * tablet or phone scroll sideways and Logout stays reachable.
 */
export function TopBar({ user, stats }: { user: CurrentUser; stats: UsageStats | undefined }) {
  const { logout, isPending } = useLogout()
  return (
    <header data-app-bar className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className="flex min-w-0 items-center gap-2 rounded text-sm font-semibold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600">
          <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-md bg-sky-700 text-white">
            <FileText aria-hidden="true" className="h-4 w-4" />
          </span>
          <span className="hidden truncate md:inline">Autopsy Report Generation System</span>
          <span className="truncate md:hidden">Autopsy Reports</span>
        </Link>
        <div className="ml-auto flex shrink-0 items-center gap-2 lg:gap-3">
          <div className="hidden items-center gap-3 lg:flex">
            {user.role === 'free' && <UsageCounters stats={stats} />}
            <div className="flex items-center gap-2 border-l border-slate-200 pl-3">
              <span className="max-w-56 truncate text-sm text-slate-700" data-testid="topbar-email" title={user.email}>
                {user.email}
              </span>
              <Badge data-testid="topbar-role" className="border-sky-200 bg-sky-50 font-semibold tracking-wide text-sky-800">
                {user.role.toUpperCase()}
              </Badge>
            </div>
          </div>
          <InfoPopover />
          <div className="hidden lg:block">
            <Button variant="outline" size="sm" onClick={logout} disabled={isPending}>
              <LogOut aria-hidden="true" className="h-4 w-4" />
              Logout
            </Button>
          </div>
          <div className="lg:hidden">
            <AccountMenu user={user} stats={stats} onLogout={logout} loggingOut={isPending} />
          </div>
        </div>
      </div>
    </header>
  )
}
