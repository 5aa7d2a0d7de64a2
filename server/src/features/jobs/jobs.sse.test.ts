import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { startWorkers, type RunningWorkers } from '../../../../worker/src/workers'
import { fixtureChapters, insertFixtureTags, insertReport, type FixtureTags } from '../../../../test/factories/jobs'
import type { StreamedJobEvent } from '@shared/src/jobs/events.schema'
import { relaySse } from './jobs.sse'
import { openSse, type SseMessage } from '../../../../test/harness/sse'

let ta: TestApp
let workers: RunningWorkers
let tags: FixtureTags
let base: string
beforeAll(async () => {
  ta = await createTestApp()
  // Slow chunks, so the client can drop out while the cleanup is still streaming.
  workers = await startWorkers(ta.config, { tuning: { CLEANUP_CHUNK_DELAY_MS: 150 } })
  tags = await insertFixtureTags(ta.t.db)
  base = await ta.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await workers.close()
  await ta.close()
})

async function take(messages: AsyncGenerator<SseMessage>, n: number): Promise<SseMessage[]> {
  const out: SseMessage[] = []
  for await (const m of messages) {
    out.push(m)
    if (out.length === n) break
  }
  return out
}

async function rest(messages: AsyncGenerator<SseMessage>): Promise<SseMessage[]> {
  const out: SseMessage[] = []
  for await (const m of messages) out.push(m)
  return out
}

describe('cleanup stream over HTTP', () => {
  it('resumes with Last-Event-ID mid-stream: no repeat, no gap, and the job finished meanwhile regardless', async () => {
    const { cookie, user } = await signedIn(ta, 'free')
    const report = await insertReport(ta.t.db, user.id, fixtureChapters(tags))
    const first = await openSse(`${base}/api/reports/${report.id}/cleanup-stream`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ reportTitle: 'Case 9' }),
    })
    expect(first.status).toBe(200)
    const jobId = first.headers.get('x-job-id')!
    const before = await take(first.messages, 4)
    expect(before.at(-1)!.data.type).toBe('content')
    first.close()

    const again = await openSse(`${base}/api/jobs/${jobId}/events`, { headers: { cookie, 'last-event-id': before.at(-1)!.id! } })
    const after = await rest(again.messages)
    expect(after.at(-1)!.data.type).toBe('complete')

    const whole = await openSse(`${base}/api/jobs/${jobId}/events`, { headers: { cookie } })
    const all = await rest(whole.messages)
    expect([...before, ...after]).toEqual(all)
    const text = all.flatMap((m) => (m.data.type === 'content' ? [m.data.content] : [])).join('')
    expect(all.at(-1)!.data).toMatchObject({ type: 'complete', fullContent: text })
    expect(await ta.t.db.selectFrom('cleanedReports').select('content').where('jobId', '=', jobId).executeTakeFirst()).toEqual({ content: text })
  })
})

describe('relaySse', () => {
  it('writes heartbeat comments while the job is quiet, then the events with their ids', async () => {
    const app = Fastify()
    app.get('/slow', async (_req, reply) => {
      async function* slow(): AsyncGenerator<StreamedJobEvent> {
        await new Promise((r) => setTimeout(r, 400))
        yield { id: '1-0', event: { type: 'complete', fullContent: 'done' } }
      }
      await relaySse(reply, new AbortController(), slow(), { heartbeatMs: 50 })
    })
    const url = await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const sse = await openSse(`${url}/slow`)
      expect(sse.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
      expect(await rest(sse.messages)).toEqual([{ id: '1-0', event: 'complete', data: { type: 'complete', fullContent: 'done' } }])
      expect(sse.comments()).toBeGreaterThanOrEqual(4)
    } finally {
      await app.close()
    }
  })

  it('aborts the reader when the client goes away', async () => {
    const app = Fastify()
    const controller = new AbortController()
    let aborted: () => void
    const abortSeen = new Promise<void>((r) => (aborted = r))
    controller.signal.addEventListener('abort', () => aborted())
    app.get('/never', async (_req, reply) => {
      async function* never(): AsyncGenerator<StreamedJobEvent> {
        yield { id: '1-0', event: { type: 'status', message: 'queued' } }
        await abortSeen
      }
      await relaySse(reply, controller, never())
    })
    const url = await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const sse = await openSse(`${url}/never`)
      expect(await take(sse.messages, 1)).toHaveLength(1)
      sse.close()
      await abortSeen
      expect(controller.signal.aborted).toBe(true)
    } finally {
      await app.close()
    }
  })
})
