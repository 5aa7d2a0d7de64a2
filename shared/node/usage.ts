import { sql } from 'kysely'
import type { Db } from './db/connect'
import type { Role } from '../src/constants'
import { FREE_MONTHLY_REPORT_CLEANUPS, FREE_MONTHLY_TAG_MATCHES } from '../src/constants'
import type { UsageStats } from '../src/auth/auth.schema'

export type QuotaKind = 'tagMatches' | 'reportCleanups'

/** First day of the current calendar month (UTC) as YYYY-MM-DD: the usage row's key. */
export function monthKey(now = new Date()): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`
}

/** First day of next month: when the quota resets. */
export function nextResetDate(now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
  return d.toISOString().slice(0, 10)
}

export const monthlyLimit = (role: Role, kind: QuotaKind): number | null =>
  role === 'free' ? (kind === 'tagMatches' ? FREE_MONTHLY_TAG_MATCHES : FREE_MONTHLY_REPORT_CLEANUPS) : null

/** The user's usage this month with limits for the role. */
export async function usageStats(db: Db, userId: string, role: Role, now = new Date()): Promise<UsageStats> {
  const row = await db
    .selectFrom('usage')
    .select(['tagMatches', 'reportCleanups'])
    .where('userId', '=', userId)
    .where('month', '=', monthKey(now))
    .executeTakeFirst()
  const counter = (kind: QuotaKind) => {
    const used = row?.[kind] ?? 0
    const limit = monthlyLimit(role, kind)
    return { used, limit, remaining: limit === null ? null : Math.max(0, limit - used) }
  }
  return {
    tagMatches: counter('tagMatches'),
    reportCleanups: counter('reportCleanups'),
    unlimited: role !== 'free',
    resetsOn: nextResetDate(now),
  }
}

/**
 * Spends one unit of the quota atomically: the row is created or incremented only while
 * below the limit, so concurrent callers can never overspend. Returns false when used up.
 */
export async function consumeQuota(db: Db, userId: string, role: Role, kind: QuotaKind, now = new Date()): Promise<boolean> {
  const limit = monthlyLimit(role, kind)
  const column = kind === 'tagMatches' ? 'tag_matches' : 'report_cleanups'
  const month = monthKey(now)
  const result = await sql<{ ok: number }>`
    INSERT INTO usage (user_id, month, ${sql.ref(column)}) VALUES (${userId}, ${month}, 1)
    ON CONFLICT (user_id, month) DO UPDATE SET ${sql.ref(column)} = usage.${sql.ref(column)} + 1
    WHERE ${limit === null ? sql`true` : sql`usage.${sql.ref(column)} < ${limit}`}
    RETURNING 1 AS ok`.execute(db)
  return result.rows.length === 1
}

/** Whether one more unit is available now (checked before enqueueing, to refuse early). */
export async function hasQuota(db: Db, userId: string, role: Role, kind: QuotaKind, now = new Date()): Promise<boolean> {
  const stats = await usageStats(db, userId, role, now)
  const remaining = stats[kind].remaining
  return remaining === null || remaining > 0
}
