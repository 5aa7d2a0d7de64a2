import type { ReactNode } from 'react'
import { Toaster } from '../../components/toast/Toaster'
import { useSession } from '../../lib/session'
import { DemoBanner } from './DemoBanner'
import { QuotaBanner } from './QuotaBanner'
import { TopBar } from './TopBar'
import { useUsageStats } from './use-usage-stats'

/** Chrome shared by every screen: notification bar, demo banner, and for signed-in users the top bar and quota banner. */
export function AppFrame({ children }: { children: ReactNode }) {
  const { user } = useSession()
  const usage = useUsageStats(user?.role === 'free')
  const stats = user?.role === 'free' ? usage.data : undefined
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <Toaster />
      <DemoBanner />
      {user && <TopBar user={user} stats={stats} />}
      {user && <QuotaBanner stats={stats} />}
      <div className="flex flex-1 flex-col">{children}</div>
    </div>
  )
}
