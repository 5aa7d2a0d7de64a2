import type { Db } from '@shared/node/db/connect'
import { deleteExpiredSessions } from './auth.repo'

/** Expired sessions are refused on every request anyway; pruning only keeps the table small. */
export const SESSION_PRUNE_INTERVAL_MS = 60 * 60_000

/** Deletes every session past its expiry; returns how many went. */
export async function pruneExpiredSessions(db: Db): Promise<number> {
  const [result] = await deleteExpiredSessions(db)
  return Number(result?.numDeletedRows ?? 0)
}

/**
 * Prunes at start and then on a timer. Every server process runs it; concurrent deletes of the
 * same rows are harmless, so no leader election is needed.
 */
export function startSessionPruning(db: Db, opts: { intervalMs?: number; onError?: (e: unknown) => void } = {}): { stop(): void } {
  const run = () => void pruneExpiredSessions(db).catch((e: unknown) => opts.onError?.(e))
  run()
  const timer = setInterval(run, opts.intervalMs ?? SESSION_PRUNE_INTERVAL_MS)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
