import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { readJobEvents } from '@shared/node/jobs/events'
import { REDIS_UNAVAILABLE_MESSAGE } from '@shared/node/redis-unavailable'
import type { AuthedCtx } from '../../core/context'
import { insertReport } from '../../../../test/factories/jobs'
import { synthesize } from '../../../../test/fixtures/audio/synth'
import { findingChapters, signUpThroughApi, startOnThrowawayRedis, until, watchCleanup, type RestartStack } from '../../../../test/harness/restart'
import type { SseMessage } from '../../../../test/harness/sse'
import type { Stack } from '../../../../test/harness/stack'
import type { ThrowawayRedis } from '../../../../test/harness/throwaway-redis'
import { jobIdFor } from './jobs.service'

// The product as separate processes on a Redis of this file's own (append-only, as `npm start` runs it),
// which is shut down and started again while a transcription and a cleanup are running.
let started: RestartStack<ThrowawayRedis>
let redis: ThrowawayRedis
let stack: Stack
let probe: Redis
let dir: string

beforeAll(async () => {
  started = await startOnThrowawayRedis()
  stack = started.stack
  redis = started.service
  probe = new Redis(redis.url, { maxRetriesPerRequest: null })
  probe.on('error', () => {})
  dir = mkdtempSync(path.join(tmpdir(), 'redis-restart-'))
}, 300_000)
afterAll(async () => {
  probe?.disconnect()
  await started?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const contentOf = (messages: SseMessage[]) => messages.flatMap((m) => (m.data.type === 'content' ? [m.data.content as string] : [])).join('')

it('finishes a transcription and a cleanup once across a Redis restart, with the event stream resumed and the quota spent once', { timeout: 300_000 }, async () => {
  const { cookie, userId } = await signUpThroughApi(stack, 'redis')
  const db = stack.t.db
  const dictated = await insertReport(db, userId, findingChapters(), 'Case 2026-0800')
  const cleaned = await insertReport(db, userId, findingChapters(), 'Case 2026-0801')
  const wav = await synthesize('heart weight three hundred and fifty grams', 'espeak-us', dir, 'restart')

  // The transcription's job id follows from its Idempotency-Key, so its event stream can be watched.
  const key = `restart-${Date.now()}`
  const transcriptionId = jobIdFor({ user: { id: userId } } as AuthedCtx, 'transcription', key)
  const form = new FormData()
  form.append('audio', new Blob([readFileSync(wav)], { type: 'audio/wav' }), 'restart.wav')
  const transcribing = fetch(`${stack.url}/api/reports/${dictated.id}/transcribe-only`, { method: 'POST', body: form, headers: { cookie, 'idempotency-key': key } }).then(
    async (res) => ({ status: res.status, body: (await res.json()) as { transcription?: string; error?: string } }),
  )

  const { status, jobId: cleanupId, events, finished: reading } = await watchCleanup(stack, cleaned.id, cookie)
  expect(status).toBe(200)

  // Both jobs are running (the worker has announced the transcription; the cleanup is streaming).
  await until('both jobs to run', async () => {
    const seen = await readJobEvents(probe, stack.env.QUEUE_PREFIX!, transcriptionId)
    return seen.length >= 2 && events.some((m) => m.data.type === 'content') ? true : undefined
  })
  await redis.stop()
  const refused = await fetch(`${stack.url}/api/reports/${dictated.id}/cleanup-stream`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' })
  expect({ status: refused.status, message: ((await refused.json()) as { message: string }).message }).toEqual({ status: 503, message: REDIS_UNAVAILABLE_MESSAGE })
  await until('health to say Redis is down', async () => {
    const h = (await (await fetch(`${stack.url}/api/health`)).json()) as { redis: string }
    return h.redis === 'down' ? true : undefined
  })
  await redis.start()

  const transcription = await transcribing
  expect(transcription.status, transcription.body.error).toBe(200)
  expect(transcription.body.transcription).toMatch(/three hundred|350/i)
  expect(await reading).toBeUndefined()
  expect(events[events.length - 1]!.data).toMatchObject({ type: 'complete' })
  // The stream went on where it was. An event whose write the restart cut off fails that attempt, and the job
  // starts over (a status with attempt 2 tells readers to drop what they showed): from the last start on, the
  // stream carried exactly the stored cleaned report.
  const starts = events.flatMap((m, i) => (m.data.type === 'status' && (m.data.attempt as number) > 1 ? [i] : []))
  expect(starts.length).toBeLessThanOrEqual(1)
  const stored = await db.selectFrom('cleanedReports').select(['content', 'jobId']).where('reportId', '=', cleaned.id).execute()
  expect(stored).toEqual([{ content: contentOf(events.slice((starts[0] ?? -1) + 1)), jobId: cleanupId }])

  // Each job finished once; the cleanup spent one of the quota; the refused start spent nothing.
  const outcomes = await db.selectFrom('jobOutcomes').select(['jobId', 'kind', 'status']).where('userId', '=', userId).orderBy('kind').execute()
  expect(outcomes).toEqual([
    { jobId: cleanupId, kind: 'cleanup', status: 'completed' },
    { jobId: transcriptionId, kind: 'transcription', status: 'completed' },
  ])
  expect((await db.selectFrom('usage').select('reportCleanups').where('userId', '=', userId).executeTakeFirstOrThrow()).reportCleanups).toBe(1)
  await until('health to say Redis is up', async () => {
    const h = (await (await fetch(`${stack.url}/api/health`)).json()) as { redis: string }
    return h.redis === 'up' ? true : undefined
  })
  expect([stack.server.exitCode, stack.workers[0]!.exitCode]).toEqual([null, null])
})
