import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { createRedis } from '../redis'
import { testRedisUrl, uniquePrefix } from '../../../test/harness/db'
import type { JobEvent, StreamedJobEvent } from '../../src/jobs/events.schema'
import { JOB_EVENTS_TTL_SECONDS } from '../../src/jobs/names'
import { appendJobEvent, jobEventsExist, readJobEvents } from './events'
import { followJobEvents, waitForJobEnd, waitForJobOutcome } from './follow'
import { jobKeys } from './keys'
import { claimJobMeta, getJobMeta } from './meta'

let redis: Redis
beforeAll(() => {
  redis = createRedis(testRedisUrl())
})
afterAll(() => redis.disconnect())

const content = (n: number): JobEvent => ({ type: 'content', content: `chunk ${n}` })

async function collect(iterable: AsyncIterable<StreamedJobEvent>, until?: (e: StreamedJobEvent) => boolean) {
  const out: StreamedJobEvent[] = []
  for await (const e of iterable) {
    out.push(e)
    if (until?.(e)) break
  }
  return out
}

describe('job event streams', () => {
  it('appends events in order with stream ids and an hour of expiry', async () => {
    const prefix = uniquePrefix()
    const ids = [await appendJobEvent(redis, prefix, 'j1', content(1)), await appendJobEvent(redis, prefix, 'j1', content(2))]
    expect(ids[0]).toMatch(/^\d+-\d+$/)
    const events = await readJobEvents(redis, prefix, 'j1')
    expect(events.map((e) => e.id)).toEqual(ids)
    expect(events.map((e) => e.event)).toEqual([content(1), content(2)])
    const ttl = await redis.ttl(jobKeys(prefix, 'j1').events)
    expect(ttl).toBeGreaterThan(JOB_EVENTS_TTL_SECONDS - 5)
    expect(ttl).toBeLessThanOrEqual(JOB_EVENTS_TTL_SECONDS)
  })

  it('refuses an event that does not match the schema', async () => {
    const bad = { type: 'content' } as unknown as JobEvent
    await expect(appendJobEvent(redis, uniquePrefix(), 'j', bad)).rejects.toThrow()
  })

  it('reads only what follows a given id (resume)', async () => {
    const prefix = uniquePrefix()
    const ids: string[] = []
    for (let n = 1; n <= 5; n++) ids.push(await appendJobEvent(redis, prefix, 'j', content(n)))
    const rest = await readJobEvents(redis, prefix, 'j', { after: ids[1] })
    expect(rest.map((e) => e.id)).toEqual(ids.slice(2))
  })

  it('skips stream entries that are not valid events', async () => {
    const prefix = uniquePrefix()
    await redis.xadd(jobKeys(prefix, 'j').events, '*', 'event', '{not json')
    await redis.xadd(jobKeys(prefix, 'j').events, '*', 'event', JSON.stringify({ type: 'nope' }))
    await appendJobEvent(redis, prefix, 'j', content(1))
    expect((await readJobEvents(redis, prefix, 'j')).map((e) => e.event)).toEqual([content(1)])
  })

  it('follows live events and stops after the terminal one', async () => {
    const prefix = uniquePrefix()
    await appendJobEvent(redis, prefix, 'j', { type: 'status', message: 'queued' })
    const following = collect(followJobEvents(redis, prefix, 'j', { blockMs: 200 }))
    setTimeout(() => {
      void (async () => {
        await appendJobEvent(redis, prefix, 'j', content(1))
        await appendJobEvent(redis, prefix, 'j', { type: 'complete', fullContent: 'chunk 1' })
        await appendJobEvent(redis, prefix, 'j', content(99)) // after the end: never delivered
      })()
    }, 100)
    const events = await following
    expect(events.map((e) => e.event.type)).toEqual(['status', 'content', 'complete'])
  })

  it('resumes from a Last-Event-ID with no gap and no repeat', async () => {
    const prefix = uniquePrefix()
    for (let n = 1; n <= 3; n++) await appendJobEvent(redis, prefix, 'j', content(n))
    const first = await collect(followJobEvents(redis, prefix, 'j', { blockMs: 200 }), (e) => e.event.type === 'content' && e.event.content === 'chunk 2')
    for (let n = 4; n <= 6; n++) await appendJobEvent(redis, prefix, 'j', content(n))
    await appendJobEvent(redis, prefix, 'j', { type: 'complete', fullContent: 'all' })
    const second = await collect(followJobEvents(redis, prefix, 'j', { after: first.at(-1)!.id, blockMs: 200 }))
    const texts = [...first, ...second].map((e) => (e.event.type === 'content' ? e.event.content : e.event.type))
    expect(texts).toEqual(['chunk 1', 'chunk 2', 'chunk 3', 'chunk 4', 'chunk 5', 'chunk 6', 'complete'])
  })

  it('delivers once an event stored twice by one append (the command resent after Redis restarted), also on resume', async () => {
    const prefix = uniquePrefix()
    const key = jobKeys(prefix, 'j').events
    await appendJobEvent(redis, prefix, 'j', content(1))
    const second = await appendJobEvent(redis, prefix, 'j', content(2))
    // What ioredis does when the answer was lost: the very same XADD again, its append key included.
    const [[, fields]] = (await redis.xrange(key, second, second)) as [string, string[]][]
    expect(fields).toContain('append')
    await redis.xadd(key, '*', ...fields)
    await appendJobEvent(redis, prefix, 'j', { type: 'complete', fullContent: 'chunk 1chunk 2' })
    expect(await readJobEvents(redis, prefix, 'j')).toHaveLength(4)
    const texts = (events: StreamedJobEvent[]) => events.map((e) => (e.event.type === 'content' ? e.event.content : e.event.type))
    expect(texts(await collect(followJobEvents(redis, prefix, 'j', { blockMs: 200 })))).toEqual(['chunk 1', 'chunk 2', 'complete'])
    expect(texts(await collect(followJobEvents(redis, prefix, 'j', { after: second, blockMs: 200 })))).toEqual(['complete'])
  })

  it('ends a blocked read at once when aborted', async () => {
    const prefix = uniquePrefix()
    await appendJobEvent(redis, prefix, 'j', { type: 'status', message: 'queued' })
    const controller = new AbortController()
    const started = Date.now()
    const following = collect(followJobEvents(redis, prefix, 'j', { blockMs: 10_000, signal: controller.signal }))
    setTimeout(() => controller.abort(), 150)
    const events = await following
    expect(events).toHaveLength(1)
    expect(Date.now() - started).toBeLessThan(3_000)
  })

  it('ends when the stream has expired or never existed', async () => {
    const prefix = uniquePrefix()
    expect(await jobEventsExist(redis, prefix, 'gone')).toBe(false)
    expect(await collect(followJobEvents(redis, prefix, 'gone', { blockMs: 100 }))).toEqual([])
  })

  it('waits for the end of a job, or gives up after the timeout', async () => {
    const prefix = uniquePrefix()
    await appendJobEvent(redis, prefix, 'j', { type: 'status', message: 'queued' })
    setTimeout(() => void appendJobEvent(redis, prefix, 'j', { type: 'error', message: 'no', code: 'FAILED' }), 100)
    expect(await waitForJobEnd(redis, prefix, 'j', 5_000)).toEqual({ type: 'error', message: 'no', code: 'FAILED' })
    await appendJobEvent(redis, prefix, 'k', { type: 'status', message: 'queued' })
    expect(await waitForJobEnd(redis, prefix, 'k', 300)).toBeNull()
  })
})

describe('waiting for a job that makes progress', () => {
  it('waits past the idle time while events keep coming, and ends with the terminal one', async () => {
    const prefix = uniquePrefix()
    await appendJobEvent(redis, prefix, 'j', { type: 'status', message: 'queued' })
    let n = 0
    const timer = setInterval(() => {
      n += 1
      void appendJobEvent(redis, prefix, 'j', n < 8 ? { type: 'status', message: `Transcribing… ${n * 10} %`, progress: n / 10 } : { type: 'complete', result: { transcription: 'done' } })
      if (n >= 8) clearInterval(timer)
    }, 150)
    const started = Date.now()
    const end = await waitForJobOutcome(redis, prefix, 'j', { idleMs: 500, totalMs: 10_000 })
    expect(end).toEqual({ ended: true, event: { type: 'complete', result: { transcription: 'done' } } })
    expect(Date.now() - started).toBeGreaterThan(1_000) // twice the idle time
  })

  it('gives up on a silent job ("idle") unless it is still waiting, and at the overall limit ("total")', async () => {
    const prefix = uniquePrefix()
    await appendJobEvent(redis, prefix, 'j', { type: 'status', message: 'queued' })
    expect(await waitForJobOutcome(redis, prefix, 'j', { idleMs: 300, totalMs: 10_000 })).toEqual({ ended: false, reason: 'idle' })
    let asked = 0
    const stillWaiting = async () => ++asked < 3
    expect(await waitForJobOutcome(redis, prefix, 'j', { idleMs: 200, totalMs: 10_000, stillWaiting })).toEqual({ ended: false, reason: 'idle' })
    expect(asked).toBe(3)
    expect(await waitForJobOutcome(redis, prefix, 'j', { idleMs: 200, totalMs: 700, stillWaiting: async () => true })).toEqual({ ended: false, reason: 'total' })
    expect(await waitForJobEnd(redis, prefix, 'j', { idleMs: 200, totalMs: 5_000 })).toBeNull()
  })
})

describe('job meta', () => {
  it('is claimed once; a second claim of the same id fails and keeps the first owner', async () => {
    const prefix = uniquePrefix()
    const meta = { userId: 'u1', kind: 'cleanup' as const, reportId: 'r1' }
    expect(await claimJobMeta(redis, prefix, 'j', meta)).toBe(true)
    expect(await claimJobMeta(redis, prefix, 'j', { ...meta, userId: 'u2' })).toBe(false)
    expect(await getJobMeta(redis, prefix, 'j')).toEqual(meta)
    expect(await getJobMeta(redis, prefix, 'other')).toBeNull()
  })
})
