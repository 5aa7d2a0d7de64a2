import { FREE_MONTHLY_REPORT_CLEANUPS, FREE_MONTHLY_TAG_MATCHES } from '@shared/src/constants'
import type { UsageStats } from '@shared/src/auth/auth.schema'

/** The spec's quota banner text (section 8) for the counters used up, or null while both have some left. */
export function quotaMessage(stats: UsageStats | undefined | null): string | null {
  if (!stats || stats.unlimited) return null
  const tags = stats.tagMatches.remaining === 0
  const cleanups = stats.reportCleanups.remaining === 0
  if (!tags && !cleanups) return null
  const what = tags && cleanups ? 'tag matches and report cleanups' : tags ? 'tag matches' : 'report cleanups'
  return `You have reached the maximum ${what} for this month. Your quota will be reset on the 1st of next month.`
}

/** The counters shown to free users; the limit falls back to the free tier's when not given. */
export function usageCounters(stats: UsageStats): { key: 'tagMatches' | 'reportCleanups'; label: string; used: number; limit: number }[] {
  return [
    { key: 'tagMatches', label: 'Tag matches', used: stats.tagMatches.used, limit: stats.tagMatches.limit ?? FREE_MONTHLY_TAG_MATCHES },
    { key: 'reportCleanups', label: 'Report cleanups', used: stats.reportCleanups.used, limit: stats.reportCleanups.limit ?? FREE_MONTHLY_REPORT_CLEANUPS },
  ]
}
