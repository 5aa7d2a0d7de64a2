import { afterEach, describe, expect, it } from 'vitest'
import type { JobEvent } from '@shared/src/jobs/events.schema'
import { createTrpcClient } from '../../lib/trpc'
import { followCleanup } from './follow'

/*
 * The app's own tRPC client against a scripted network: `fetch` answers the batched mutation, and an
 * EventSource (jsdom has none) plays the server's tRPC SSE stream, as the browser would deliver it.
 */

type Step =
  | { event: JobEvent; id?: string }
  /** The server's tRPC error (tRPC's `serialized-error` event). */
  | { refuse: { code: string; httpStatus: number; message: string } }
  /** The connection breaks; the browser reopens it itself (`CONNECTING`) or gives up (`CLOSED`). */
  | { drop: 'reconnecting' | 'closed' }
  /** The server ends the stream (tRPC's `return`). */
  | { end: true }

class ScriptedEventSource {
  static scripts: Step[][] = []
  static opened: ScriptedEventSource[] = []
  readonly CONNECTING = 0
  readonly OPEN = 1
  readonly CLOSED = 2
  readyState = 0
  private listeners = new Map<string, ((e: unknown) => void)[]>()

  constructor(readonly url: string) {
    ScriptedEventSource.opened.push(this)
    const script = ScriptedEventSource.scripts.shift()
    void this.play(script ?? [{ drop: 'reconnecting' }, { drop: 'reconnecting' }, { drop: 'reconnecting' }, { drop: 'reconnecting' }])
  }

  /** The subscription's input as the URL carries it. */
  get input(): { jobId?: string; lastEventId?: string | null } {
    return JSON.parse(new URL(this.url, 'http://app.test').searchParams.get('input') ?? '{}')
  }

  addEventListener(type: string, fn: (e: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn])
  }

  close() {
    this.readyState = this.CLOSED
  }

  private emit(type: string, e: object) {
    for (const fn of this.listeners.get(type) ?? []) fn(e)
  }

  private async play(script: Step[]) {
    await tick()
    if (this.readyState === this.CLOSED) return
    this.readyState = this.OPEN
    this.emit('connected', { data: '{}' })
    for (const step of script) {
      await tick()
      if (this.readyState === this.CLOSED) return
      if ('event' in step) this.emit('message', { data: JSON.stringify(step.event), lastEventId: step.id ?? '' })
      else if ('refuse' in step) {
        const { code, httpStatus, message } = step.refuse
        this.emit('serialized-error', { data: JSON.stringify({ message, code: RPC_CODES[code], data: { code, httpStatus } }) })
      } else if ('drop' in step) {
        this.readyState = step.drop === 'closed' ? this.CLOSED : this.CONNECTING
        this.emit('error', { type: 'error' })
        if (step.drop === 'closed') return
      } else {
        this.emit('return', { data: '' })
        return
      }
    }
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

/** tRPC's JSON-RPC numbers of the codes used here. */
const RPC_CODES: Record<string, number> = { NOT_FOUND: -32004, TOO_MANY_REQUESTS: -32029, INTERNAL_SERVER_ERROR: -32603 }

interface Call {
  url: string
  body: unknown
}

/** Answers `jobs.startCleanup` with each response in turn; 'offline' or a missing one is a network failure. */
function startAnswers(answers: ('offline' | { jobId: string } | { status: number; message: string; code: string })[]) {
  const calls: Call[] = []
  const fetchImpl = (async (url: string, init: RequestInit = {}) => {
    calls.push({ url: String(url), body: JSON.parse(String(init.body)) })
    const next = answers.shift()
    if (!next || next === 'offline') throw new TypeError('Failed to fetch')
    if ('jobId' in next) return Response.json([{ result: { data: next } }])
    const error = { message: next.message, code: RPC_CODES[next.code], data: { code: next.code, httpStatus: next.status, path: 'jobs.startCleanup' } }
    return Response.json([{ error }], { status: next.status })
  }) as typeof fetch
  return { calls, client: createTrpcClient({ fetch: fetchImpl, EventSource: ScriptedEventSource as unknown as typeof EventSource }) }
}

const base = { reportId: '9d6f1c36-8f2e-4d3e-9a51-2c7d0e4b1a10', idempotencyKey: 'key-1', retryDelayMs: () => 0 }
const content = (id: string, text: string): Step => ({ id, event: { type: 'content', content: text } })

afterEach(() => {
  ScriptedEventSource.scripts = []
  ScriptedEventSource.opened = []
})

describe('followCleanup', () => {
  it('starts the cleanup with its title and relays events until complete', async () => {
    const { calls, client } = startAnswers([{ jobId: 'job-1' }])
    ScriptedEventSource.scripts.push([
      { id: '1-0', event: { type: 'status', message: 'Cleaning up report…', attempt: 1 } },
      content('2-0', '# R'),
      { id: '3-0', event: { type: 'complete', fullContent: '# R' } },
      { end: true },
    ])
    const events: JobEvent[] = []
    const jobs: string[] = []
    await followCleanup({ ...base, client, title: 'Case 12', signal: new AbortController().signal, onEvent: (e) => events.push(e), onJobId: (j) => jobs.push(j) })
    expect(events.map((e) => e.type)).toEqual(['status', 'content', 'complete'])
    expect(jobs).toEqual(['job-1'])
    expect(calls).toEqual([{ url: '/trpc/jobs.startCleanup?batch=1', body: { 0: { reportId: base.reportId, idempotencyKey: 'key-1', reportTitle: 'Case 12' } } }])
    expect(ScriptedEventSource.opened.map((es) => es.input)).toEqual([{ jobId: 'job-1', lastEventId: null }])
    expect(ScriptedEventSource.opened[0].url).toMatch(/^\/trpc\/jobs\.events\?/)
  })

  it('resumes after the last event id when the connection is lost, and rides out a failed relay', async () => {
    const { client } = startAnswers([{ jobId: 'job-1' }])
    ScriptedEventSource.scripts.push(
      // The browser gives up on this connection: the subscription is opened again after '2-0'.
      [content('1-0', 'a'), content('2-0', 'b'), { drop: 'closed' }],
      // The relay's own failure (a server error, which tRPC retries) ends the response; the browser reopens it
      // itself and resumes with its Last-Event-ID.
      [{ refuse: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, message: 'Failed to stream cleanup' } }, { drop: 'reconnecting' }, content('3-0', 'c'), { id: '4-0', event: { type: 'complete' } }],
    )
    const events: JobEvent[] = []
    await followCleanup({ ...base, client, signal: new AbortController().signal, onEvent: (e) => events.push(e) })
    expect(events.map((e) => (e.type === 'content' ? e.content : e.type)).join(' ')).toBe('a b c complete')
    expect(ScriptedEventSource.opened.map((es) => es.input.lastEventId)).toEqual([null, '2-0'])
  })

  it('keeps following while the browser reopens the connection itself', async () => {
    const { client } = startAnswers([{ jobId: 'job-1' }])
    ScriptedEventSource.scripts.push([content('1-0', 'a'), { drop: 'reconnecting' }, content('2-0', 'b'), { id: '3-0', event: { type: 'complete' } }])
    const text: string[] = []
    await followCleanup({ ...base, client, signal: new AbortController().signal, onEvent: (e) => e.type === 'content' && text.push(e.content) })
    expect(text.join('')).toBe('ab')
    expect(ScriptedEventSource.opened).toHaveLength(1)
  })

  it('repeats a start that did not reach the server, with the same key', async () => {
    const { calls, client } = startAnswers(['offline', { jobId: 'job-2' }])
    ScriptedEventSource.scripts.push([{ id: '1-0', event: { type: 'complete' } }])
    const events: JobEvent[] = []
    const jobs: string[] = []
    await followCleanup({ ...base, client, signal: new AbortController().signal, onEvent: (e) => events.push(e), onJobId: (j) => jobs.push(j) })
    expect(jobs).toEqual(['job-2'])
    expect(calls.map((c) => c.body)).toEqual([0, 1].map(() => ({ 0: { reportId: base.reportId, idempotencyKey: 'key-1' } })))
    expect(events.map((e) => e.type)).toEqual(['complete'])
  })

  it('follows a running job by its id without starting one', async () => {
    const { calls, client } = startAnswers([])
    ScriptedEventSource.scripts.push([{ id: '7-0', event: { type: 'complete' } }])
    await followCleanup({ ...base, client, jobId: 'job-9', signal: new AbortController().signal, onEvent: () => undefined })
    expect(calls).toEqual([])
    expect(ScriptedEventSource.opened.map((es) => es.input)).toEqual([{ jobId: 'job-9', lastEventId: null }])
  })

  it('ends with the server’s message when it refuses the start (4xx), without retrying', async () => {
    const { calls, client } = startAnswers([{ status: 429, code: 'TOO_MANY_REQUESTS', message: 'Monthly report cleanup limit reached.' }])
    const events: JobEvent[] = []
    await followCleanup({ ...base, client, signal: new AbortController().signal, onEvent: (e) => events.push(e) })
    expect(events).toEqual([{ type: 'error', code: 'FAILED', message: 'Monthly report cleanup limit reached.' }])
    expect(calls).toHaveLength(1)
  })

  it('ends with the server’s message when it refuses the events (4xx)', async () => {
    const { client } = startAnswers([])
    ScriptedEventSource.scripts.push([{ refuse: { code: 'NOT_FOUND', httpStatus: 404, message: 'Job not found' } }])
    const events: JobEvent[] = []
    await followCleanup({ ...base, client, jobId: 'job-9', signal: new AbortController().signal, onEvent: (e) => events.push(e) })
    expect(events).toEqual([{ type: 'error', code: 'FAILED', message: 'Job not found' }])
    expect(ScriptedEventSource.opened).toHaveLength(1)
  })

  it('gives up on a start that never reaches the server with "Failed to stream cleanup"', async () => {
    const { calls, client } = startAnswers([])
    const events: JobEvent[] = []
    await followCleanup({ ...base, client, maxRetries: 2, signal: new AbortController().signal, onEvent: (e) => events.push(e) })
    expect(events).toEqual([{ type: 'error', code: 'FAILED', message: 'Failed to stream cleanup' }])
    expect(calls).toHaveLength(3)
  })

  it('gives up on events that never arrive with "Failed to stream cleanup"', async () => {
    const { client } = startAnswers([])
    // No script: every connection breaks and the browser keeps reopening it.
    const events: JobEvent[] = []
    await followCleanup({ ...base, client, jobId: 'job-9', maxRetries: 2, signal: new AbortController().signal, onEvent: (e) => events.push(e) })
    expect(events).toEqual([{ type: 'error', code: 'FAILED', message: 'Failed to stream cleanup' }])
  })

  it('stops quietly when aborted', async () => {
    const controller = new AbortController()
    const { client } = startAnswers([{ jobId: 'job-1' }])
    ScriptedEventSource.scripts.push([content('1-0', 'a'), content('2-0', 'b')])
    const events: JobEvent[] = []
    await followCleanup({
      ...base,
      client,
      signal: controller.signal,
      onEvent: (e) => {
        events.push(e)
        controller.abort()
      },
    })
    expect(events.map((e) => e.type)).toEqual(['content'])
  })
})
