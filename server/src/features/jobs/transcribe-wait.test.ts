import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readJobEvents } from '@shared/node/jobs/events'
import { liveWorkers } from '@shared/node/heartbeat'
import { createRedis } from '@shared/node/redis'
import { JOB_TEXTS } from '@shared/src/jobs/texts'
import { stopProcess } from '../../../../scripts/lib/processes'
import { startStack, type Stack } from '../../../../test/harness/stack'
import { dictationClip } from '../../../../test/fixtures/audio/synth'
import type { AuthedCtx } from '../../core/context'
import { jobIdFor } from './jobs.service'

// The real server and worker with a short idle timeout: a transcription that runs several times
// longer than it succeeds because its job keeps reporting progress; with no worker, the request
// fails once the idle time passed without an event.
const IDLE_MS = 3_000
let stack: Stack
let dir: string
let redis: ReturnType<typeof createRedis>

beforeAll(async () => {
  stack = await startStack({ env: { JOB_IDLE_TIMEOUT_MS: String(IDLE_MS), TRANSCRIBE_THREADS: '1' } })
  redis = createRedis(stack.env.REDIS_URL!)
  dir = mkdtempSync(path.join(tmpdir(), 'transcribe-wait-'))
}, 180_000)
afterAll(async () => {
  redis?.disconnect()
  await stack?.stop()
  rmSync(dir, { recursive: true, force: true })
})

async function signUp() {
  const body = { email: `wait-${Date.now()}@example.org`, username: `wait${Date.now()}`, password: 'secret12', invitationCode: stack.invitationCode }
  const res = await fetch(`${stack.url}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  expect(res.status).toBe(200)
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='))!.split(';')[0]
  const { user } = (await res.json()) as { user: { id: string } }
  const report = await stack.t.db
    .insertInto('reports')
    .values({ ownerId: user.id, title: 'Wait', templateId: null, selectedInjuryModules: '[]', chapters: JSON.stringify([]) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { cookie, userId: user.id, reportId: report.id }
}

/**
 * POST transcribe-only through node:http: fetch (undici) gives up on response headers after 5
 * minutes, and on a busy machine this request may legitimately wait longer.
 */
async function upload(file: string, who: { cookie: string; reportId: string }, idempotencyKey: string) {
  const form = new FormData()
  form.append('audio', new Blob([readFileSync(file)], { type: 'audio/wav' }), path.basename(file))
  const url = `${stack.url}/api/reports/${who.reportId}/transcribe-only`
  const encoded = new Request(url, { method: 'POST', body: form })
  const payload = Buffer.from(await encoded.arrayBuffer())
  const started = Date.now()
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: { cookie: who.cookie, 'idempotency-key': idempotencyKey, 'content-type': encoded.headers.get('content-type')!, 'content-length': payload.length },
    })
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(payload)
  })
  return { status, body: JSON.parse(text) as { transcription?: string; error?: string }, ms: Date.now() - started }
}

const SENTENCES = [
  'heart weight three hundred and fifty grams',
  'brain weight one thousand four hundred and twenty grams',
  'liver weight one thousand six hundred grams',
  'left lung weight five hundred and ten grams',
  'right lung weight four hundred and ninety grams',
  'spleen weight one hundred and fifty grams',
]

describe('the transcription request and a long job', () => {
  it('waits well past the idle timeout while the job reports progress', { timeout: 600_000 }, async () => {
    const who = await signUp()
    // About 110 s of speech in thirty stretches, decoded on one thread with the seeded vocabulary: 44 s of it took
    // 6.8 s on a quiet 2-core machine (2026-12-07), so this takes about 16 s there and 8 s on a machine twice as fast,
    // over twice the idle timeout.
    const clip = await dictationClip(Array.from({ length: 5 }, () => SENTENCES).flat(), ['flite-slt', 'flite-kal'], dir, 'long')
    const { status, body, ms } = await upload(clip, who, 'long-1')
    expect(status, body.error).toBe(200)
    expect(body.transcription).toMatch(/^Heart weigh\w* 350 grams\..*grams\.$/)
    expect(body.transcription!.match(/ grams\./g)!.length).toBeGreaterThanOrEqual(10)
    expect(ms).toBeGreaterThan(2 * IDLE_MS)
    // The job's stream: 'Transcribing… n %' statuses with rising progress, then the result.
    const jobId = jobIdFor({ user: { id: who.userId } } as AuthedCtx, 'transcription', 'long-1')
    const all = (await readJobEvents(redis, stack.env.QUEUE_PREFIX!, jobId)).map((e) => e.event)
    // The last attempt's events (on a very busy machine an attempt may run out of time and be retried).
    const lastStart = all.findLastIndex((e) => e.type === 'status' && e.attempt !== undefined)
    const events = all.slice(lastStart)
    console.info(`long transcription: ${ms} ms, ${all.filter((e) => e.type === 'status' && e.attempt !== undefined).length} attempt(s), ${all.length} events`)
    const progress = events.flatMap((e) => (e.type === 'status' && e.progress !== undefined ? [e] : []))
    expect(progress[0]).toEqual({ type: 'status', message: 'Transcribing… 0 %', progress: 0 })
    expect(progress.at(-1)).toEqual({ type: 'status', message: 'Transcribing… 100 %', progress: 1 })
    expect(progress.length).toBeGreaterThanOrEqual(4)
    const fractions = progress.map((e) => e.progress!)
    expect([...fractions].sort((a, b) => a - b)).toEqual(fractions)
    expect(events.at(-1)).toMatchObject({ type: 'complete', result: { transcription: body.transcription, engine: 'local' } })
  })

  it('fails with a clear message when no worker takes the job for the idle time', { timeout: 400_000 }, async () => {
    const who = await signUp()
    const clip = await dictationClip(SENTENCES.slice(0, 1), ['flite-slt'], dir, 'short')
    await Promise.all(stack.workers.map((w) => stopProcess(w, 10_000)))
    // A worker that stops clears its heartbeat (one killed mid-job: it expires within 15 s).
    await expect.poll(() => liveWorkers(redis, stack.env.QUEUE_PREFIX!), { timeout: 30_000, interval: 500 }).toEqual([])
    const { status, body, ms } = await upload(clip, who, 'stalled-1')
    expect({ status, error: body.error }).toEqual({ status: 503, error: JOB_TEXTS.jobStalled })
    expect(ms).toBeGreaterThanOrEqual(IDLE_MS)
    expect(ms).toBeLessThan(IDLE_MS + 20_000)
    // A worker that comes back picks the queued job up and finishes it.
    stack.startWorker()
    await expect.poll(() => liveWorkers(redis, stack.env.QUEUE_PREFIX!), { timeout: 150_000, interval: 500 }).toHaveLength(1)
    const again = await upload(clip, who, 'stalled-1')
    expect(again.status, again.body.error).toBe(200)
    expect(again.body.transcription).toMatch(/^Heart weigh\w* 350 grams\.$/)
  })
})
