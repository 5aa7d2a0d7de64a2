import { sql } from 'kysely'
import { CONNECT_TIMEOUT_MS, POOL_WAIT_MS } from '@shared/node/db/connect'
import { isDatabaseBusy } from '@shared/node/db/unavailable'
import { liveWorkers } from '@shared/node/heartbeat'
import type { Deps } from '../../core/context'

type State = 'up' | 'down'
export interface Health {
  status: 'ok' | 'degraded'
  database: State
  redis: State
  worker: State
  workers: number
}

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))])

/**
 * PostgreSQL is down when the probe cannot reach it (refused, cut off, a connection that did not open
 * in time) or gets no answer at all within the longest a query may wait for a connection and open it.
 * A pool with no connection free is busy, not down: each of its connections is working.
 */
async function probeDatabase(deps: Pick<Deps, 'db'>): Promise<State> {
  try {
    await withTimeout(sql`select 1`.execute(deps.db), POOL_WAIT_MS + CONNECT_TIMEOUT_MS)
    return 'up'
  } catch (error) {
    return isDatabaseBusy(error) ? 'up' : 'down'
  }
}

/** State of the database, Redis and the workers (by their heartbeats). */
export async function checkHealth(deps: Pick<Deps, 'db' | 'redis' | 'config'>): Promise<Health> {
  const database = await probeDatabase(deps)
  // Redis refuses at once while it is disconnected (no offline queue); the time limit is for one that hangs.
  const workers = await withTimeout(liveWorkers(deps.redis, deps.config.QUEUE_PREFIX), CONNECT_TIMEOUT_MS).catch(() => null)
  const redis: State = workers === null ? 'down' : 'up'
  const worker: State = workers && workers.length > 0 ? 'up' : 'down'
  const ok = database === 'up' && redis === 'up' && worker === 'up'
  return { status: ok ? 'ok' : 'degraded', database, redis, worker, workers: workers?.length ?? 0 }
}
