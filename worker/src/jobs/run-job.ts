import { UnrecoverableError, type Job } from 'bullmq'
import { appendJobEvent } from '@shared/node/jobs/events'
import { DATABASE_BUSY_MESSAGE, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseBusy, isDatabaseUnavailable, whileDatabaseDown } from '@shared/node/db/unavailable'
import type { JobEvent } from '@shared/src/jobs/events.schema'
import type { JobKind } from '@shared/src/jobs/names'
import type { JobDeps } from './deps'
import { Interrupted, JobFailure, reasonOf } from './failures'
import { AlreadyRecorded, findOutcome, recordFailure, type Outcome, type OutcomeKey } from './outcomes.repo'

export interface JobRun {
  jobId: string
  attempt: number
  key: OutcomeKey
  emit(event: JobEvent): Promise<string>
}

export interface JobSpec {
  kind: JobKind
  /** The first event of each attempt; `attempt` above 1 tells clients to start over. */
  startMessage(attempt: number): string
  retryMessage: string
  /** Prefix of the message when the engine fails for good. */
  failedText: string
  /** Does the work, commits its effects with commitOnce, and returns the terminal event. */
  execute(run: JobRun): Promise<JobEvent>
  /** The terminal event of an outcome already recorded (a retry after the commit). */
  replay(outcome: Outcome): Promise<JobEvent>
}

/** The terminal event of a recorded failure; shared by every kind. */
export function failureEvent(outcome: Outcome): JobEvent {
  const details = (outcome.result ?? {}) as { code?: string; partialContent?: string; changedValues?: { name: string; value: string }[] }
  const message = outcome.error ?? 'Job failed'
  if (details.partialContent) return { type: 'partial', content: details.partialContent, message }
  const code = (['QUOTA_EXCEEDED', 'NOT_FOUND', 'BAD_REQUEST', 'VALUE_CHANGED', 'UNREADABLE'] as const).find((c) => c === details.code) ?? 'FAILED'
  return { type: 'error', message, code, ...(details.changedValues ? { changedValues: details.changedValues } : {}) }
}

function failureOf(error: unknown, failedText: string) {
  if (error instanceof JobFailure) return { message: error.message, details: { code: error.code, ...error.details } }
  const partialContent = error instanceof Interrupted && error.partialContent ? error.partialContent : undefined
  const reason = isDatabaseBusy(error) ? DATABASE_BUSY_MESSAGE : isDatabaseUnavailable(error) ? DATABASE_UNAVAILABLE_MESSAGE : reasonOf(error)
  return { message: `${failedText}: ${reason}`, details: { code: 'FAILED', partialContent } }
}

const isLastAttempt = (job: Job, error: unknown) =>
  error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1)

/**
 * The life of one attempt of a job: an outcome already recorded is replayed and nothing is redone;
 * otherwise the attempt announces itself, runs, and ends its stream with a terminal event. A failure
 * that a retry may fix is announced and rethrown for BullMQ; a final one is recorded, then streamed.
 */
export async function runJob(job: Job, deps: JobDeps, spec: JobSpec): Promise<void> {
  const jobId = job.id!
  const data = job.data as { userId: string; reportId: string }
  const key: OutcomeKey = { jobId, kind: spec.kind, userId: data.userId, reportId: data.reportId }
  const emit = (event: JobEvent) => appendJobEvent(deps.redis, deps.prefix, jobId, event)
  const replay = async () => {
    const outcome = await findOutcome(deps.db, jobId)
    if (outcome) await emit(await spec.replay(outcome))
    return Boolean(outcome)
  }
  if (await replay()) return
  const attempt = Math.max(1, job.attemptsStarted)
  await emit({ type: 'status', message: spec.startMessage(attempt), attempt })
  try {
    await emit(await spec.execute({ jobId, attempt, key, emit }))
  } catch (error) {
    if (error instanceof AlreadyRecorded) {
      await replay()
      return
    }
    if (!isLastAttempt(job, error)) {
      await emit({ type: 'status', message: spec.retryMessage })
      throw error
    }
    await settleFailure(deps, spec, key, error)
    throw error
  }
}

/**
 * Records a final failure once and streams its terminal event; a recorded outcome wins over it. While
 * PostgreSQL is unreachable the record is tried again for a while; if it stays down, the terminal
 * event is streamed anyway, so the user is told and can start again rather than wait.
 */
export async function settleFailure(
  deps: JobDeps,
  spec: Pick<JobSpec, 'failedText' | 'replay'>,
  key: OutcomeKey,
  error: unknown,
): Promise<void> {
  const { message, details } = failureOf(error, spec.failedText)
  const unrecorded = () => failureEvent({ ...key, status: 'failed', result: details, error: message, createdAt: new Date() })
  const event = await whileDatabaseDown(async () => {
    await recordFailure(deps.db, key, message, details)
    const outcome = await findOutcome(deps.db, key.jobId)
    return outcome ? spec.replay(outcome) : unrecorded()
  }).catch((e: unknown) => {
    if (isDatabaseUnavailable(e)) return unrecorded()
    throw e
  })
  await appendJobEvent(deps.redis, deps.prefix, key.jobId, event)
}
