import { Redis, type RedisOptions } from 'ioredis'

/** A Redis connection; BullMQ workers and blocking reads need maxRetriesPerRequest null. */
export function createRedis(url: string, opts: RedisOptions = {}): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false, ...opts })
}
