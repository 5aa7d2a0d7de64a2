import type { Redis } from 'ioredis'
import { JobEvent, type StreamedJobEvent } from '../../src/jobs/events.schema'
import { JOB_EVENTS_TTL_SECONDS } from '../../src/jobs/names'
import { jobKeys } from './keys'

/** Upper bound of a stream's length (approximate trimming); far above any one job's events. */
export const JOB_EVENTS_MAXLEN = 20_000

/**
 * Appends one event to the job's stream and pushes its expiry an hour ahead (with the job's
 * meta key, so the owner check lives as long as the events). Returns the event's stream id.
 */
export async function appendJobEvent(redis: Redis, prefix: string, jobId: string, event: JobEvent): Promise<string> {
  const keys = jobKeys(prefix, jobId)
  const result = await redis
    .multi()
    .xadd(keys.events, 'MAXLEN', '~', JOB_EVENTS_MAXLEN, '*', 'event', JSON.stringify(JobEvent.parse(event)))
    .expire(keys.events, JOB_EVENTS_TTL_SECONDS)
    .expire(keys.meta, JOB_EVENTS_TTL_SECONDS)
    .exec()
  const [err, id] = result?.[0] ?? [new Error('Redis transaction aborted'), null]
  if (err) throw err
  return id as string
}

type RawEntries = [id: string, fields: string[]][]

/** Entries to events; an entry that is not a valid event is skipped rather than breaking the reader. */
export function parseEntries(entries: RawEntries): StreamedJobEvent[] {
  const out: StreamedJobEvent[] = []
  for (const [id, fields] of entries) {
    const at = fields.indexOf('event')
    if (at < 0 || at % 2 !== 0) continue
    try {
      const parsed = JobEvent.safeParse(JSON.parse(fields[at + 1]))
      if (parsed.success) out.push({ id, event: parsed.data })
    } catch {}
  }
  return out
}

/**
 * Events after the given stream id ('0' for all). With `blockMs`, waits that long for the first new
 * one (XREAD BLOCK): only on a connection of its own, since a blocked connection serves nothing else.
 */
export async function readJobEvents(
  redis: Redis,
  prefix: string,
  jobId: string,
  opts: { after?: string; blockMs?: number; count?: number } = {},
): Promise<StreamedJobEvent[]> {
  const key = jobKeys(prefix, jobId).events
  const after = opts.after ?? '0'
  const count = opts.count ?? 500
  const reply =
    opts.blockMs === undefined
      ? await redis.xread('COUNT', count, 'STREAMS', key, after)
      : await redis.xread('COUNT', count, 'BLOCK', opts.blockMs, 'STREAMS', key, after)
  if (!reply) return []
  return parseEntries(reply[0][1] as RawEntries)
}

/** Whether the job's stream still exists (it expires an hour after its last event). */
export async function jobEventsExist(redis: Redis, prefix: string, jobId: string): Promise<boolean> {
  return (await redis.exists(jobKeys(prefix, jobId).events)) === 1
}
