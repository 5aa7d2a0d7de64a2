import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import { JobEvent, type StreamedJobEvent } from '../../src/jobs/events.schema'
import { JOB_EVENTS_TTL_SECONDS } from '../../src/jobs/names'
import { jobKeys } from './keys'

/** Upper bound of a stream's length (approximate trimming); far above any one job's events. */
export const JOB_EVENTS_MAXLEN = 20_000

/**
 * Appends one event to the job's stream and pushes its expiry an hour ahead (with the job's
 * meta key, so the owner check lives as long as the events). Returns the event's stream id.
 *
 * Each append carries a random key of its own: when Redis restarts after running the append but
 * before its answer arrived, ioredis sends the same command again and the event is stored twice
 * under one key; readers skip the second (followJobEvents).
 */
export async function appendJobEvent(redis: Redis, prefix: string, jobId: string, event: JobEvent): Promise<string> {
  const keys = jobKeys(prefix, jobId)
  const result = await redis
    .multi()
    .xadd(keys.events, 'MAXLEN', '~', JOB_EVENTS_MAXLEN, '*', 'event', JSON.stringify(JobEvent.parse(event)), 'append', randomUUID())
    .expire(keys.events, JOB_EVENTS_TTL_SECONDS)
    .expire(keys.meta, JOB_EVENTS_TTL_SECONDS)
    .exec()
  const [err, id] = result?.[0] ?? [new Error('Redis transaction aborted'), null]
  if (err) throw err
  return id as string
}

type RawEntries = [id: string, fields: string[]][]

/** An event as stored, with the key of the append that wrote it (absent in entries written before appends had keys). */
export interface StoredJobEvent extends StreamedJobEvent {
  appendKey?: string
}

const field = (fields: string[], name: string) => {
  const at = fields.indexOf(name)
  return at >= 0 && at % 2 === 0 ? fields[at + 1] : undefined
}

/** Entries to events; an entry that is not a valid event is skipped rather than breaking the reader. */
export function parseEntries(entries: RawEntries): StoredJobEvent[] {
  const out: StoredJobEvent[] = []
  for (const [id, fields] of entries) {
    const raw = field(fields, 'event')
    if (raw === undefined) continue
    try {
      const parsed = JobEvent.safeParse(JSON.parse(raw))
      const appendKey = field(fields, 'append')
      if (parsed.success) out.push(appendKey ? { id, event: parsed.data, appendKey } : { id, event: parsed.data })
    } catch {}
  }
  return out
}

/** The append keys of the entries up to and including `upTo` (the newest `count`), for a reader resuming there. */
export async function appendKeysUpTo(redis: Redis, prefix: string, jobId: string, upTo: string, count = 100): Promise<string[]> {
  const entries = (await redis.xrevrange(jobKeys(prefix, jobId).events, upTo, '-', 'COUNT', count)) as RawEntries
  return parseEntries(entries).flatMap((e) => (e.appendKey ? [e.appendKey] : []))
}

/**
 * Events after the given stream id ('0' for all), with their append keys. With `blockMs`, waits that long for the first new
 * one (XREAD BLOCK): only on a connection of its own, since a blocked connection serves nothing else.
 */
export async function readStoredJobEvents(
  redis: Redis,
  prefix: string,
  jobId: string,
  opts: { after?: string; blockMs?: number; count?: number } = {},
): Promise<StoredJobEvent[]> {
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

/** Events after the given stream id ('0' for all); see readStoredJobEvents. */
export async function readJobEvents(
  redis: Redis,
  prefix: string,
  jobId: string,
  opts: { after?: string; blockMs?: number; count?: number } = {},
): Promise<StreamedJobEvent[]> {
  return (await readStoredJobEvents(redis, prefix, jobId, opts)).map(({ id, event }) => ({ id, event }))
}

/** Whether the job's stream still exists (it expires an hour after its last event). */
export async function jobEventsExist(redis: Redis, prefix: string, jobId: string): Promise<boolean> {
  return (await redis.exists(jobKeys(prefix, jobId).events)) === 1
}
