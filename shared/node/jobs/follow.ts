import type { Redis } from 'ioredis'
import { isTerminalEvent, type StreamedJobEvent } from '../../src/jobs/events.schema'
import { jobEventsExist, readJobEvents } from './events'

export interface FollowOptions {
  /** Resume after this stream id (a Last-Event-ID); from the first event when absent. */
  after?: string
  signal?: AbortSignal
  /** How long one XREAD BLOCK waits before checking that the stream still exists. */
  blockMs?: number
}

/**
 * Yields a job's events from `after` on, live, until a terminal event (yielded too), the abort
 * signal, or the stream's expiry. Blocking reads use a connection of their own, duplicated from
 * `redis` and closed at the end; an abort closes it at once, ending a pending XREAD BLOCK.
 */
export async function* followJobEvents(
  redis: Redis,
  prefix: string,
  jobId: string,
  opts: FollowOptions = {},
): AsyncGenerator<StreamedJobEvent> {
  const { signal } = opts
  if (signal?.aborted) return
  const conn = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, lazyConnect: false })
  conn.on('error', () => {})
  const stop = () => conn.disconnect()
  signal?.addEventListener('abort', stop, { once: true })
  let after = opts.after ?? '0'
  try {
    for (;;) {
      let batch: StreamedJobEvent[]
      try {
        batch = await readJobEvents(conn, prefix, jobId, { after, blockMs: opts.blockMs ?? 5_000 })
      } catch (e) {
        if (signal?.aborted) return
        throw e
      }
      for (const item of batch) {
        after = item.id
        yield item
        if (isTerminalEvent(item.event)) return
      }
      if (signal?.aborted) return
      if (batch.length === 0 && !(await jobEventsExist(conn, prefix, jobId))) return
    }
  } finally {
    signal?.removeEventListener('abort', stop)
    conn.disconnect()
  }
}

/** Waits for a job's terminal event (or throws after `timeoutMs`), for request/response endpoints. */
export async function waitForJobEnd(
  redis: Redis,
  prefix: string,
  jobId: string,
  timeoutMs: number,
): Promise<StreamedJobEvent['event'] | null> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    for await (const { event } of followJobEvents(redis, prefix, jobId, { signal: controller.signal, blockMs: 2_000 })) {
      if (isTerminalEvent(event)) return event
    }
    return null
  } finally {
    clearTimeout(timer)
  }
}
