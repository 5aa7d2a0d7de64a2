import type { Redis } from 'ioredis'
import { isTerminalEvent, type StreamedJobEvent } from '../../src/jobs/events.schema'
import { appendKeysUpTo, jobEventsExist, readStoredJobEvents, type StoredJobEvent } from './events'

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
 * `redis` and closed at the end; an abort closes it at once, ending a pending XREAD BLOCK. An event
 * stored twice by one append (a command resent across a Redis restart) is yielded once.
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
    const seen = new Set(after === '0' ? [] : await appendKeysUpTo(conn, prefix, jobId, after))
    for (;;) {
      let batch: StoredJobEvent[]
      try {
        batch = await readStoredJobEvents(conn, prefix, jobId, { after, blockMs: opts.blockMs ?? 5_000 })
      } catch (e) {
        if (signal?.aborted) return
        throw e
      }
      for (const { id, event, appendKey } of batch) {
        after = id
        if (appendKey) {
          if (seen.has(appendKey)) continue
          seen.add(appendKey)
        }
        yield { id, event }
        if (isTerminalEvent(event)) return
      }
      if (signal?.aborted) return
      if (batch.length === 0 && !(await jobEventsExist(conn, prefix, jobId))) return
    }
  } finally {
    signal?.removeEventListener('abort', stop)
    conn.disconnect()
  }
}

export interface WaitOptions {
  /** Gives up after this long in any case. */
  totalMs: number
  /**
   * Gives up when no event arrived for this long: a job that makes progress appends events, so the
   * wait lasts as long as they keep coming. Absent: only `totalMs` applies.
   */
  idleMs?: number
  /**
   * Asked when `idleMs` passed without an event; true grants another idle period (e.g. the job is
   * still queued behind others and a worker is alive).
   */
  stillWaiting?: () => Promise<boolean>
}

/** Why a wait ended without a terminal event. */
export type WaitEnd = { ended: true; event: StreamedJobEvent['event'] } | { ended: false; reason: 'idle' | 'total' | 'gone' }

/**
 * Waits for a job's terminal event, for request/response endpoints. A number is the overall limit
 * (the older form); with options the wait also ends when the job falls silent for `idleMs`.
 * Returns the terminal event, or null when it gave up (`waitForJobOutcome` says why).
 */
export async function waitForJobEnd(
  redis: Redis,
  prefix: string,
  jobId: string,
  limit: number | WaitOptions,
): Promise<StreamedJobEvent['event'] | null> {
  const end = await waitForJobOutcome(redis, prefix, jobId, typeof limit === 'number' ? { totalMs: limit } : limit)
  return end.ended ? end.event : null
}

/** waitForJobEnd, telling a silent job ('idle') from the overall limit ('total') and an expired stream ('gone'). */
export async function waitForJobOutcome(redis: Redis, prefix: string, jobId: string, opts: WaitOptions): Promise<WaitEnd> {
  const controller = new AbortController()
  let reason: 'idle' | 'total' | null = null
  const stop = (why: 'idle' | 'total') => {
    reason ??= why
    controller.abort()
  }
  const total = setTimeout(() => stop('total'), opts.totalMs)
  let idle: ReturnType<typeof setTimeout> | undefined
  let done = false
  const armIdle = () => {
    if (opts.idleMs === undefined || done) return
    clearTimeout(idle)
    idle = setTimeout(() => {
      const ask = opts.stillWaiting ?? (async () => false)
      void ask()
        .catch(() => false)
        .then((waiting) => (waiting ? armIdle() : stop('idle')))
    }, opts.idleMs)
  }
  armIdle()
  try {
    for await (const { event } of followJobEvents(redis, prefix, jobId, { signal: controller.signal, blockMs: 2_000 })) {
      if (isTerminalEvent(event)) return { ended: true, event }
      armIdle()
    }
    return { ended: false, reason: reason ?? 'gone' }
  } finally {
    done = true
    clearTimeout(total)
    clearTimeout(idle)
    controller.abort()
  }
}
