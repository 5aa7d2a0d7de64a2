import type { Config } from '@shared/node/config'
import { createDb } from '@shared/node/db/connect'
import { createJobQueues } from '@shared/node/jobs/queues'
import { createRedis } from '@shared/node/redis'
import type { Deps, SessionUser } from './core/context'
import { createRateLimits } from './core/rate-limit'
import { startSessionCache } from './core/session-cache'

/** Opens the connections the server needs; `close` releases them. */
export function createDeps(config: Config): Deps & { close(): Promise<void> } {
  const db = createDb(config.DATABASE_URL, config.DATABASE_POOL_SIZE)
  const redis = createRedis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
  redis.on('error', () => {}) // health reports Redis state; don't crash on reconnects
  const jobs = createJobQueues(config)
  const sessions = startSessionCache<SessionUser>(config.DATABASE_URL, {
    onError: (err) => console.warn(`Session cache: the connection listening for changes failed (${err.message}); sessions are read from PostgreSQL until it is back`),
  })
  return {
    db,
    redis,
    config,
    rateLimits: createRateLimits(redis, config),
    jobs,
    sessions: sessions.cache,
    async close() {
      await sessions.stop()
      await jobs.close()
      await db.destroy()
      redis.disconnect()
    },
  }
}
