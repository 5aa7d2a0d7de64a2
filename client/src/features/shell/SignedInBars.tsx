import type { CurrentUser } from '@shared/src/auth/auth.schema'
import { QuotaBanner } from './QuotaBanner'
import { TopBar } from './TopBar'
import { useUsageStats } from './useUsageStats'

/** The top bar and quota banner of signed-in screens: a chunk of their own, so signed-out pages never load them. */
export default function SignedInBars({ user }: { user: CurrentUser }) {
  const usage = useUsageStats(user.role === 'free')
  const stats = user.role === 'free' ? usage.data : undefined
  return (
    <>
      <TopBar user={user} stats={stats} />
      <QuotaBanner stats={stats} />
    </>
  )
}
