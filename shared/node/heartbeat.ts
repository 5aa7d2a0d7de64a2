import type { Redis } from 'ioredis'

const KEY = (prefix: string, id: string) => `${prefix}:worker:heartbeat:${id}`
export const HEARTBEAT_INTERVAL_MS = 5_000
const HEARTBEAT_TTL_SECONDS = 15

/** The worker writes this key every few seconds; it expires when the worker is gone. */
export async function beat(redis: Redis, prefix: string, id: string): Promise<void> {
  await redis.set(KEY(prefix, id), String(Date.now()), 'EX', HEARTBEAT_TTL_SECONDS)
}

export async function clearBeat(redis: Redis, prefix: string, id: string): Promise<void> {
  await redis.del(KEY(prefix, id))
}

/** Ids of workers whose heartbeat is still fresh. */
export async function liveWorkers(redis: Redis, prefix: string): Promise<string[]> {
  const found: string[] = []
  let cursor = '0'
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', KEY(prefix, '*'), 'COUNT', 100)
    cursor = next
    found.push(...keys.map((k) => k.slice(KEY(prefix, '').length)))
  } while (cursor !== '0')
  return found
}

/**
 * Forgets the heartbeats of a worker process that died without clearing them (its ids start with
 * its pid), so health reports it gone at once instead of when the key expires.
 */
export async function clearBeatsOfProcess(redis: Redis, prefix: string, pid: number): Promise<number> {
  let cursor = '0'
  let cleared = 0
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', KEY(prefix, `${pid}-*`), 'COUNT', 100)
    cursor = next
    if (keys.length) cleared += await redis.del(...keys)
  } while (cursor !== '0')
  return cleared
}
