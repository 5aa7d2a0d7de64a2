import { sql } from 'kysely'
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

const withTimeout = <T>(p: Promise<T>, ms = 2000) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))])

/** State of the database, Redis and the workers (by their heartbeats). */
export async function checkHealth(deps: Pick<Deps, 'db' | 'redis' | 'config'>): Promise<Health> {
  const database: State = await withTimeout(sql`select 1`.execute(deps.db)).then(() => 'up' as const, () => 'down' as const)
  const workers = await withTimeout(liveWorkers(deps.redis, deps.config.QUEUE_PREFIX)).catch(() => null)
  const redis: State = workers === null ? 'down' : 'up'
  const worker: State = workers && workers.length > 0 ? 'up' : 'down'
  const ok = database === 'up' && redis === 'up' && worker === 'up'
  return { status: ok ? 'ok' : 'degraded', database, redis, worker, workers: workers?.length ?? 0 }
}
