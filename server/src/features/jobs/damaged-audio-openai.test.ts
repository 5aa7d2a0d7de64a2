import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JOB_TEXTS } from '@shared/src/jobs/texts'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { startOpenAIStub, type OpenAIStub } from '../../../../test/harness/openai-stub'
import { startWorkers, type RunningWorkers } from '../../../../worker/src/workers'
import { fixtureChapters, insertFixtureTags, insertReport, type FixtureTags } from '../../../../test/factories/jobs'

// Through the OpenAI-compatible engine: the API's "cannot decode this file" answer is a damaged
// recording like the local decoder's (422, the message to record again, one attempt); its own faults are retried.
let ta: TestApp
let workers: RunningWorkers
let stub: OpenAIStub
let tags: FixtureTags
let base: string

beforeAll(async () => {
  stub = await startOpenAIStub()
  ta = await createTestApp({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: stub.openaiBaseURL })
  workers = await startWorkers(ta.config)
  tags = await insertFixtureTags(ta.t.db)
  base = await ta.app.listen({ port: 0, host: '127.0.0.1' })
}, 120_000)
afterAll(async () => {
  await workers?.close()
  await ta?.close()
  await stub?.close()
})

async function upload() {
  const who = await signedIn(ta, 'free')
  const report = await insertReport(ta.t.db, who.user.id, fixtureChapters(tags))
  const form = new FormData()
  form.append('audio', new Blob([new Uint8Array(Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt not really audio'))], { type: 'audio/wav' }), 'take.wav')
  const started = Date.now()
  const res = await fetch(`${base}/api/reports/${report.id}/transcribe-only`, { method: 'POST', body: form, headers: { cookie: who.cookie } })
  return { status: res.status, error: ((await res.json()) as { error?: string }).error, ms: Date.now() - started }
}

describe('a recording the OpenAI-compatible engine cannot decode', () => {
  it('is answered 422 with the message to record again, after one attempt', async () => {
    stub.setTranscription({ status: 400, error: 'Audio file might be corrupted or unsupported', type: 'invalid_request_error', param: 'file' })
    const res = await upload()
    expect(res.status).toBe(422)
    expect(res.error).toBe(JOB_TEXTS.audioUnreadable)
    expect(res.ms).toBeLessThan(10_000)
    // The answer is streamed before BullMQ moves the job to its failed set, so wait for the move.
    const failedJobs = () => ta.deps.jobs.queue('transcription').getJobs(['failed'])
    await expect.poll(async () => (await failedJobs()).length, { timeout: 5_000 }).toBeGreaterThan(0)
    const failed = await failedJobs()
    for (const job of failed) expect(job.attemptsMade, job.failedReason).toBe(1)
    expect(stub.requests.filter((r) => r.path === '/v1/audio/transcriptions')).toHaveLength(1)
  }, 60_000)
})
