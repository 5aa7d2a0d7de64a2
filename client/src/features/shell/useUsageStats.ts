import { USAGE_POLL_MS } from '@shared/src/constants'
import { trpc } from '../../lib/trpc'

/** This month's usage of a free user, polled every 30 s (spec sections 6 and 9); idle for other roles. */
export function useUsageStats(enabled: boolean) {
  return trpc.auth.usageStats.useQuery(undefined, { enabled, refetchInterval: USAGE_POLL_MS, staleTime: 0 })
}
