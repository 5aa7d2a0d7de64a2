import { isTerminalEvent, type JobEvent } from '@shared/src/jobs/events.schema'
import { JOB_TEXTS } from '@shared/src/jobs/texts'
import { isRefusal } from '../../lib/errors'
import type { AppClient } from '../../lib/trpc'

export interface FollowOptions {
  /** The app's tRPC client (`trpc.useUtils().client`). */
  client: AppClient
  reportId: string
  /** The report title the cleaned report is written under. */
  title?: string
  /** Follow this running job instead of starting one. */
  jobId?: string
  /** Identifies this cleanup to the server: a repeated start with the same key reaches the same job. */
  idempotencyKey: string
  signal: AbortSignal
  onEvent(event: JobEvent): void
  /** The job's id, once the server names it. */
  onJobId?(jobId: string): void
  /** Consecutive failed connections before giving up. */
  maxRetries?: number
  retryDelayMs?(attempt: number): number
}

const defaultDelay = (attempt: number) => Math.min(3_000, 250 * 2 ** attempt)

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true })
  })

/** How one subscription ended: the job's last event came, the server refused, or the connection was lost. */
type Outcome = { kind: 'done' } | { kind: 'refused'; message: string } | { kind: 'lost' }

/**
 * Starts a cleanup (`jobs.startCleanup`) or follows a running one, and hands every event of
 * `jobs.events` to `onEvent` until a terminal one. The subscription resumes after the last tracked
 * id, whether the browser's EventSource reconnects by itself or a lost subscription is opened again,
 * so no chunk is lost or repeated; a retried job announces itself with a status whose `attempt` is
 * above 1. A refusal (4xx) ends it with the server's message; after `maxRetries` failed connections
 * in a row it ends with 'Failed to stream cleanup'.
 */
export async function followCleanup(opts: FollowOptions): Promise<void> {
  const maxRetries = opts.maxRetries ?? 6
  const delay = opts.retryDelayMs ?? defaultDelay
  const fail = (message: string) => opts.onEvent({ type: 'error', code: 'FAILED', message })
  let failures = 0
  // Counts one more failed connection; false once there were too many.
  const failedOnce = async () => {
    failures++
    if (failures > maxRetries) return false
    await wait(delay(failures), opts.signal)
    return true
  }

  let jobId = opts.jobId
  while (!jobId) {
    if (opts.signal.aborted) return
    try {
      const started = await opts.client.jobs.startCleanup.mutate(
        { reportId: opts.reportId, idempotencyKey: opts.idempotencyKey, ...(opts.title ? { reportTitle: opts.title } : {}) },
        { signal: opts.signal },
      )
      jobId = started.jobId
      opts.onJobId?.(jobId)
    } catch (error) {
      if (opts.signal.aborted) return
      if (isRefusal(error)) return fail(refusalText(error))
      if (!(await failedOnce())) return fail(JOB_TEXTS.cleanupFailed)
    }
  }

  let lastEventId: string | undefined
  while (!opts.signal.aborted) {
    const outcome = await subscribeOnce(opts, jobId, lastEventId, {
      onTracked: (id) => {
        lastEventId = id
        failures = 0
      },
      // Each time the browser's EventSource has to reopen the connection counts as a failed one.
      giveUp: () => ++failures > maxRetries,
    })
    if (opts.signal.aborted || outcome.kind === 'done') return
    if (outcome.kind === 'refused') return fail(outcome.message)
    if (failures > maxRetries || !(await failedOnce())) return fail(JOB_TEXTS.cleanupFailed)
  }
}

interface Tracking {
  onTracked(id: string): void
  /** Called when the connection is being reopened; true to stop waiting for it. */
  giveUp(): boolean
}

/** One `jobs.events` subscription, resolved when it ends. */
function subscribeOnce(opts: FollowOptions, jobId: string, lastEventId: string | undefined, track: Tracking): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false
    const end = (outcome: Outcome) => {
      if (settled) return
      settled = true
      opts.signal.removeEventListener('abort', abort)
      // Deferred: an end inside `subscribe` itself comes before `sub` exists.
      queueMicrotask(() => sub.unsubscribe())
      resolve(outcome)
    }
    const abort = () => end({ kind: 'done' })
    const sub = opts.client.jobs.events.subscribe(
      { jobId, lastEventId: lastEventId ?? null },
      {
        onData: ({ id, data }) => {
          if (settled) return
          track.onTracked(id)
          opts.onEvent(data)
          if (isTerminalEvent(data)) end({ kind: 'done' })
        },
        onConnectionStateChange: (state) => {
          if (state.state === 'connecting' && state.error && track.giveUp()) end({ kind: 'lost' })
        },
        onError: (error) => end(isRefusal(error) ? { kind: 'refused', message: refusalText(error) } : { kind: 'lost' }),
        // The stream ended without the job's last event: open it again after the last id.
        onComplete: () => end({ kind: 'lost' }),
      },
    )
    if (opts.signal.aborted) abort()
    else opts.signal.addEventListener('abort', abort, { once: true })
  })
}

const refusalText = (error: unknown) => (error instanceof Error && error.message.trim()) || JOB_TEXTS.cleanupFailed
