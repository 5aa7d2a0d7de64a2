import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { startWorkers, type RunningWorkers } from '../../../../worker/src/workers'
import { fixtureChapters, insertFixtureTags, insertReport, setUsage, type FixtureTags } from '../../../../test/factories/jobs'
import type { JobEvent } from '@shared/src/jobs/events.schema'
import { JOB_TEXTS } from '@shared/src/jobs/texts'
import { parseSse } from '../../../../test/harness/sse'
import { createRedis } from '@shared/node/redis'
import { jobKeys } from '@shared/node/jobs/keys'
import { getJobMeta } from '@shared/node/jobs/meta'
import type { AuthedCtx } from '../../core/context'
import { jobIdFor } from './jobs.service'

let ta: TestApp
let workers: RunningWorkers
let tags: FixtureTags
beforeAll(async () => {
  ta = await createTestApp()
  workers = await startWorkers(ta.config) // the real local engines
  tags = await insertFixtureTags(ta.t.db)
})
afterAll(async () => {
  await workers.close()
  await ta.close()
})

// A caller gets tracked() envelopes as they are; the HTTP transport turns them into SSE ids.
const envelope = (item: unknown) => item as [id: string, event: JobEvent]

const DICTATION = 'heart weight three hundred and fifty grams'

async function owner(role: 'free' | 'normal' = 'free') {
  const who = await signedIn(ta, role)
  const report = await insertReport(ta.t.db, who.user.id, fixtureChapters(tags))
  return { ...who, report }
}

const post = (url: string, cookie: string, payload: unknown = {}, headers: Record<string, string> = {}) =>
  ta.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie, ...headers } })

describe('POST /api/reports/{id}/match-tags', () => {
  it('answers the matched fields and counts one tag match', async () => {
    const { cookie, report } = await owner()
    const res = await post(`/api/reports/${report.id}/match-tags`, cookie, { transcription: DICTATION, existingTags: [], reducedLightMode: true })
    expect(res.statusCode).toBe(200)
    const [match] = res.json().matchedTags
    expect(match).toMatchObject({ id: tags.heart_weight.id, name: 'heart_weight', value: '350 g' })
    expect(match.confidence).toBeGreaterThan(0.5)
    expect(match.location).toContain('three hundred')
    const stats = await ta.app.inject({ method: 'GET', url: '/api/auth/usage-stats', headers: { cookie } })
    expect(stats.json().tagMatches).toEqual({ used: 1, limit: 50, remaining: 49 })
  })

  it('validates the body and hides other users’ reports', async () => {
    const alice = await owner()
    const bob = await owner()
    const empty = await post(`/api/reports/${alice.report.id}/match-tags`, alice.cookie, { transcription: '  ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error).toBe(JOB_TEXTS.transcriptionRequired)
    expect((await post(`/api/reports/${alice.report.id}/match-tags`, bob.cookie, { transcription: DICTATION })).statusCode).toBe(404)
    expect((await post('/api/reports/not-a-uuid/match-tags', bob.cookie, { transcription: DICTATION })).statusCode).toBe(404)
    expect((await ta.app.inject({ method: 'POST', url: `/api/reports/${alice.report.id}/match-tags`, payload: { transcription: DICTATION } })).statusCode).toBe(401)
  })

  it('refuses early with 429 once the month’s tag matches are used up', async () => {
    const { cookie, report, user } = await owner()
    await setUsage(ta.t.db, user.id, { tagMatches: 50 })
    const res = await post(`/api/reports/${report.id}/match-tags`, cookie, { transcription: DICTATION })
    expect(res.statusCode).toBe(429)
    expect(res.json()).toMatchObject({ error: JOB_TEXTS.tagMatchQuota, message: JOB_TEXTS.tagMatchQuota })
    expect(await ta.t.db.selectFrom('jobOutcomes').select('jobId').where('userId', '=', user.id).execute()).toEqual([])
  })
})

describe('POST /api/reports/{id}/cleanup-stream', () => {
  it('streams status, content and complete as SSE, and stores the cleaned report for the preview', async () => {
    const { cookie, report } = await owner()
    const res = await post(`/api/reports/${report.id}/cleanup-stream`, cookie, { reportContent: 'ignored', reportTitle: 'Case 7' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/event-stream')
    const { messages } = parseSse(res.body)
    const ids = messages.map((m) => m.id!)
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1])).toBe(true)
    expect(messages.map((m) => m.event)).toEqual(messages.map((m) => m.data.type))
    expect(messages[0].data).toEqual({ type: 'status', message: JOB_TEXTS.queued })
    const end = messages.at(-1)!.data
    expect(end).toMatchObject({ type: 'complete', message: JOB_TEXTS.cleanupComplete, missingFields: ['liver_weight'] })
    const fullContent = (end as { fullContent: string }).fullContent
    expect(fullContent.startsWith('# Case 7\n')).toBe(true)
    expect(messages.filter((m) => m.data.type === 'content').map((m) => (m.data as { content: string }).content).join('')).toBe(fullContent)

    const cleaned = await ta.app.inject({ method: 'GET', url: `/api/reports/${report.id}/cleaned`, headers: { cookie } })
    expect(cleaned.statusCode).toBe(200)
    expect(cleaned.json()).toMatchObject({ content: fullContent, missingFields: ['liver_weight'], jobId: res.headers['x-job-id'] })
  })

  it('replays a job’s events from any Last-Event-ID, for its owner only', async () => {
    const alice = await owner()
    const bob = await owner()
    const res = await post(`/api/reports/${alice.report.id}/cleanup-stream`, alice.cookie)
    const jobId = res.headers['x-job-id'] as string
    const all = parseSse(res.body).messages
    const again = await ta.app.inject({ method: 'GET', url: `/api/jobs/${jobId}/events`, headers: { cookie: alice.cookie, 'last-event-id': all[2].id! } })
    expect(parseSse(again.body).messages).toEqual(all.slice(3))
    const byQuery = await ta.app.inject({ method: 'GET', url: `/api/jobs/${jobId}/events?lastEventId=${all.at(-2)!.id}`, headers: { cookie: alice.cookie } })
    expect(parseSse(byQuery.body).messages).toEqual(all.slice(-1))
    expect((await ta.app.inject({ method: 'GET', url: `/api/jobs/${jobId}/events`, headers: { cookie: bob.cookie } })).statusCode).toBe(404)
    expect((await ta.app.inject({ method: 'GET', url: '/api/jobs/unknown/events', headers: { cookie: alice.cookie } })).statusCode).toBe(404)
  })

  it('runs one job for a repeated request with the same Idempotency-Key', async () => {
    const { cookie, report, user } = await owner()
    const url = `/api/reports/${report.id}/cleanup-stream`
    const first = await post(url, cookie, {}, { 'idempotency-key': 'click-1' })
    const firstMessages = parseSse(first.body).messages
    const second = await post(url, cookie, {}, { 'idempotency-key': 'click-1', 'last-event-id': firstMessages[1].id! })
    expect(second.headers['x-job-id']).toBe(first.headers['x-job-id'])
    expect(parseSse(second.body).messages).toEqual(firstMessages.slice(2))
    const rows = await ta.t.db.selectFrom('cleanedReports').select('id').where('reportId', '=', report.id).execute()
    expect(rows).toHaveLength(1)
    expect((await ta.t.db.selectFrom('usage').select('reportCleanups').where('userId', '=', user.id).executeTakeFirst())?.reportCleanups).toBe(1)
  })

  it('refuses early when the cleanups are used up, and 404s someone else’s report', async () => {
    const alice = await owner()
    const bob = await owner()
    await setUsage(ta.t.db, alice.user.id, { reportCleanups: 50 })
    const res = await post(`/api/reports/${alice.report.id}/cleanup-stream`, alice.cookie)
    expect(res.statusCode).toBe(429)
    expect(res.json().error).toBe(JOB_TEXTS.cleanupQuota)
    expect((await post(`/api/reports/${alice.report.id}/cleanup-stream`, bob.cookie)).statusCode).toBe(404)
  })

  it('answers 404 on the preview before any cleanup', async () => {
    const { cookie, report } = await owner()
    const res = await ta.app.inject({ method: 'GET', url: `/api/reports/${report.id}/cleaned`, headers: { cookie } })
    expect(res.statusCode).toBe(404)
    expect(res.json().error).toBe(JOB_TEXTS.cleanedNotFound)
  })
})

describe('tRPC jobs router', () => {
  it('matches tags, and follows a cleanup through the subscription, resuming from a tracked id', async () => {
    const { trpc, report } = await owner()
    const { matchedTags } = await trpc.jobs.matchTags({ reportId: report.id, transcription: DICTATION })
    expect(matchedTags.map((m) => [m.name, m.value])).toEqual([['heart_weight', '350 g']])

    const { jobId } = await trpc.jobs.startCleanup({ reportId: report.id })
    const seen: { id: string; type: string }[] = []
    for await (const item of await trpc.jobs.events({ jobId })) {
      const [id, event] = envelope(item)
      seen.push({ id, type: event.type })
    }
    expect(seen.at(-1)!.type).toBe('complete')
    const resumed: string[] = []
    for await (const item of await trpc.jobs.events({ jobId, lastEventId: seen[1].id })) resumed.push(envelope(item)[0])
    expect(resumed).toEqual(seen.slice(2).map((s) => s.id))
    expect((await trpc.jobs.latestCleaned({ reportId: report.id })).missingFields).toEqual(['liver_weight'])
  })

  it('serves the subscription over HTTP as SSE with the stream ids, resuming from Last-Event-ID', async () => {
    const { trpc, report, cookie } = await owner()
    const { jobId } = await trpc.jobs.startCleanup({ reportId: report.id })
    const url = `/trpc/jobs.events?input=${encodeURIComponent(JSON.stringify({ jobId }))}`
    const tracked = (body: string) => parseSse(body).messages.filter((m) => m.id)
    const all = tracked((await ta.app.inject({ method: 'GET', url, headers: { cookie } })).body)
    expect(all.at(-1)!.data.type).toBe('complete')
    const resumed = tracked((await ta.app.inject({ method: 'GET', url, headers: { cookie, 'last-event-id': all[3].id! } })).body)
    expect(resumed).toEqual(all.slice(4))
  })

  it('follows a job by its kind and Idempotency-Key, subscribed before the request that starts it', async () => {
    const { trpc, report, user } = await owner()
    // The signal that the subscription is waiting: Redis sees it look for the job's owner record twice (it asks again
    // every 250 ms until the job is claimed), and the record is not there yet.
    const jobId = jobIdFor({ user } as AuthedCtx, 'cleanup', 'upload-key-1')
    const meta = jobKeys(ta.config.QUEUE_PREFIX, jobId).meta
    const redis = createRedis(ta.config.REDIS_URL)
    // Lines of other tests' commands can reach the connection while ioredis is still switching it into monitor mode; it
    // reports each as a "Command queue state error". They precede the subscription, so they are not the lookups counted.
    const monitor = redis.duplicate({ monitor: true, lazyConnect: false })
    monitor.on('error', (err: Error) => {
      if (!err.message.startsWith('Command queue state error')) throw err
    })
    // Not `once(monitor, 'monitoring')`: it rejects on any 'error' event, those above included.
    await new Promise<void>((resolve) => monitor.once('monitoring', () => resolve()))
    let lookups = 0
    let looked: () => void
    const lookedTwice = new Promise<void>((resolve) => (looked = resolve))
    monitor.on('monitor', (_time: string, args: string[]) => {
      if (args[0]?.toLowerCase() === 'get' && args[1] === meta && ++lookups === 2) looked()
    })
    try {
      const following = (async () => {
        const types: string[] = []
        for await (const item of await trpc.jobs.events({ kind: 'cleanup', idempotencyKey: 'upload-key-1' })) types.push(envelope(item)[1].type)
        return types
      })()
      // A subscription that ends (or fails) instead of waiting fails here, before the job exists.
      await Promise.race([lookedTwice, following.then((types) => expect.fail(`the subscription ended before the job was started: ${types}`))])
      expect(await getJobMeta(ta.deps.redis, ta.config.QUEUE_PREFIX, jobId)).toBeNull()
      await trpc.jobs.startCleanup({ reportId: report.id, idempotencyKey: 'upload-key-1' })
      const types = await following
      expect(types[0]).toBe('status')
      expect(types.at(-1)).toBe('complete')
    } finally {
      monitor.disconnect()
      redis.disconnect()
    }
    await expect(trpc.jobs.events({ idempotencyKey: 'upload-key-1' } as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' })
  })

  it('keeps a job’s events from other users', async () => {
    const alice = await owner()
    const bob = await owner()
    const { jobId } = await alice.trpc.jobs.startCleanup({ reportId: alice.report.id })
    const iterate = async () => {
      for await (const _ of await bob.trpc.jobs.events({ jobId })) break
    }
    await expect(iterate()).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })
})
