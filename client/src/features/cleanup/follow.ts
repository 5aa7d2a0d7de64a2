import { JobEvent, isTerminalEvent } from '@shared/src/jobs/events.schema'
import { JOB_TEXTS } from '@shared/src/jobs/texts'
import { devAuthHeaders } from '../../lib/trpc'
import { SseParser } from './sse'

export interface FollowOptions {
  reportId: string
  /** The report title the cleaned report is written under. */
  title?: string
  /** Follow this running job instead of starting one. */
  jobId?: string
  /** Identifies this cleanup to the server: a reconnect with the same key resumes the same job. */
  idempotencyKey: string
  signal: AbortSignal
  onEvent(event: JobEvent): void
  /** The job's id, once the server names it. */
  onJobId?(jobId: string): void
  /** Consecutive failed connections before giving up. */
  maxRetries?: number
  retryDelayMs?(attempt: number): number
  fetchImpl?: typeof fetch
}

const defaultDelay = (attempt: number) => Math.min(3_000, 250 * 2 ** attempt)

/** A refusal the server meant (4xx): reconnecting would only repeat it. */
class Refused extends Error {}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true })
  })

async function refusalMessage(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as { error?: unknown; message?: unknown } | null
  const text = typeof body?.message === 'string' ? body.message : typeof body?.error === 'string' ? body.error : ''
  return text.trim() || JOB_TEXTS.cleanupFailed
}

/**
 * Starts a cleanup (POST /api/reports/{id}/cleanup-stream) or follows a running one
 * (GET /api/jobs/{jobId}/events) and hands every event to `onEvent` until a terminal one.
 * A dropped connection is reopened with the last event id (Last-Event-ID), so no chunk is lost or
 * repeated; a retried job announces itself with a status whose `attempt` is above 1. After
 * `maxRetries` failed connections in a row it ends with the error 'Failed to stream cleanup'.
 */
export async function followCleanup(opts: FollowOptions): Promise<void> {
  const doFetch = opts.fetchImpl ?? fetch
  const maxRetries = opts.maxRetries ?? 6
  const delay = opts.retryDelayMs ?? defaultDelay
  let jobId = opts.jobId
  let lastId: string | undefined
  let failures = 0
  const fail = (message: string) => opts.onEvent({ type: 'error', code: 'FAILED', message })

  while (!opts.signal.aborted) {
    let progressed = false
    try {
      const headers: Record<string, string> = { accept: 'text/event-stream', ...devAuthHeaders() }
      if (lastId) headers['last-event-id'] = lastId
      const res = jobId && opts.jobId
        ? await doFetch(`/api/jobs/${encodeURIComponent(jobId)}/events`, { credentials: 'include', headers, signal: opts.signal })
        : await doFetch(`/api/reports/${encodeURIComponent(opts.reportId)}/cleanup-stream`, {
            method: 'POST',
            credentials: 'include',
            headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': opts.idempotencyKey },
            body: JSON.stringify(opts.title ? { reportTitle: opts.title } : {}),
            signal: opts.signal,
          })
      if (res.status >= 400 && res.status < 500) throw new Refused(await refusalMessage(res))
      if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`)
      const named = res.headers.get('x-job-id')
      if (named && named !== jobId) {
        jobId = named
        opts.onJobId?.(named)
      }
      const parser = new SseParser()
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        for (const msg of parser.push(value)) {
          const parsed = JobEvent.safeParse(safeJson(msg.data))
          if (!parsed.success) continue
          // The relay's own failure carries no id: the job may still be running, so reconnect.
          if (msg.id === undefined && parsed.data.type === 'error') throw new Error(parsed.data.message)
          if (msg.id !== undefined) lastId = msg.id
          progressed = true
          failures = 0
          opts.onEvent(parsed.data)
          if (isTerminalEvent(parsed.data)) {
            void reader.cancel().catch(() => undefined)
            return
          }
        }
      }
    } catch (error) {
      if (opts.signal.aborted) return
      if (error instanceof Refused) return fail(error.message)
    }
    if (!progressed) failures++
    if (failures > maxRetries) return fail(JOB_TEXTS.cleanupFailed)
    await wait(delay(failures), opts.signal)
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
