import { describe, expect, it } from 'vitest'
import type { JobEvent } from '@shared/src/jobs/events.schema'
import { followCleanup } from './follow'

const sse = (id: string | null, event: JobEvent) => `${id ? `id: ${id}\n` : ''}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`

/** A response whose body sends `parts` and then ends (or, with `drop`, breaks off like a lost connection). */
function streamed(parts: string[], opts: { drop?: boolean; jobId?: string } = {}): Response {
  const enc = new TextEncoder()
  const queue = [...parts]
  // One part per read, so a break comes after the parts were delivered (error() would discard queued ones).
  const body = new ReadableStream<Uint8Array>({
    pull(c) {
      const next = queue.shift()
      if (next !== undefined) c.enqueue(enc.encode(next))
      else if (opts.drop) c.error(new TypeError('network error'))
      else c.close()
    },
  })
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream', 'x-job-id': opts.jobId ?? 'job-1' } })
}

interface Call {
  url: string
  method: string
  headers: Record<string, string>
  body?: string
}

function fakeServer(responses: (() => Response | Promise<Response>)[]) {
  const calls: Call[] = []
  const fetchImpl = (async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: init.body as string | undefined })
    const next = responses.shift()
    if (!next) throw new TypeError('Failed to fetch')
    return next()
  }) as typeof fetch
  return { calls, fetchImpl }
}

const base = { reportId: 'r1', idempotencyKey: 'key-1', retryDelayMs: () => 0 }

describe('followCleanup', () => {
  it('starts the cleanup with its title and relays events until complete', async () => {
    const { calls, fetchImpl } = fakeServer([
      () => streamed([sse('1-0', { type: 'status', message: 'Cleaning up report…', attempt: 1 }), sse('2-0', { type: 'content', content: '# R' }), sse('3-0', { type: 'complete', fullContent: '# R' })]),
    ])
    const events: JobEvent[] = []
    const jobs: string[] = []
    await followCleanup({ ...base, title: 'Case 12', fetchImpl, signal: new AbortController().signal, onEvent: (e) => events.push(e), onJobId: (j) => jobs.push(j) })
    expect(events.map((e) => e.type)).toEqual(['status', 'content', 'complete'])
    expect(jobs).toEqual(['job-1'])
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ url: '/api/reports/r1/cleanup-stream', method: 'POST', body: '{"reportTitle":"Case 12"}' })
    expect(calls[0].headers['idempotency-key']).toBe('key-1')
    expect(calls[0].headers['last-event-id']).toBeUndefined()
  })

  it('resumes a dropped connection after the last event id, with the same key', async () => {
    const { calls, fetchImpl } = fakeServer([
      () => streamed([sse('1-0', { type: 'content', content: 'a' }), sse('2-0', { type: 'content', content: 'b' })], { drop: true }),
      () => Promise.reject(new TypeError('Failed to fetch')),
      // The relay's own failure (no id) is a dropped connection too.
      () => streamed([sse(null, { type: 'error', code: 'FAILED', message: 'Failed to stream cleanup' })]),
      () => streamed([sse('3-0', { type: 'content', content: 'c' }), sse('4-0', { type: 'complete' })]),
    ])
    const text: string[] = []
    await followCleanup({ ...base, fetchImpl, signal: new AbortController().signal, onEvent: (e) => e.type === 'content' && text.push(e.content) })
    expect(text.join('')).toBe('abc')
    expect(calls.map((c) => c.headers['last-event-id'])).toEqual([undefined, '2-0', '2-0', '2-0'])
    expect(new Set(calls.map((c) => c.headers['idempotency-key']))).toEqual(new Set(['key-1']))
  })

  it('follows a running job by its id', async () => {
    const { calls, fetchImpl } = fakeServer([() => streamed([sse('7-0', { type: 'complete' })], { jobId: 'job-9' })])
    await followCleanup({ ...base, jobId: 'job-9', fetchImpl, signal: new AbortController().signal, onEvent: () => undefined })
    expect(calls[0]).toMatchObject({ url: '/api/jobs/job-9/events', method: 'GET' })
  })

  it('ends with the server’s message when it refuses (4xx), without retrying', async () => {
    const { calls, fetchImpl } = fakeServer([
      () => new Response(JSON.stringify({ success: false, message: 'Monthly report cleanup limit reached.', error: 'Monthly report cleanup limit reached.' }), { status: 429 }),
    ])
    const events: JobEvent[] = []
    await followCleanup({ ...base, fetchImpl, signal: new AbortController().signal, onEvent: (e) => events.push(e) })
    expect(events).toEqual([{ type: 'error', code: 'FAILED', message: 'Monthly report cleanup limit reached.' }])
    expect(calls).toHaveLength(1)
  })

  it('gives up after the retries with "Failed to stream cleanup"', async () => {
    const { calls, fetchImpl } = fakeServer([])
    const events: JobEvent[] = []
    await followCleanup({ ...base, maxRetries: 2, fetchImpl, signal: new AbortController().signal, onEvent: (e) => events.push(e) })
    expect(events).toEqual([{ type: 'error', code: 'FAILED', message: 'Failed to stream cleanup' }])
    expect(calls).toHaveLength(3)
  })

  it('stops quietly when aborted', async () => {
    const controller = new AbortController()
    const { fetchImpl } = fakeServer([
      () => {
        controller.abort()
        return Promise.reject(new DOMException('aborted', 'AbortError'))
      },
    ])
    const events: JobEvent[] = []
    await followCleanup({ ...base, fetchImpl, signal: controller.signal, onEvent: (e) => events.push(e) })
    expect(events).toEqual([])
  })
})
