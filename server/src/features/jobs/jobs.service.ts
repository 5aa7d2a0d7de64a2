import { createHash, randomUUID } from 'node:crypto'
import { appendJobEvent } from '@shared/node/jobs/events'
import { followJobEvents, waitForJobOutcome, type WaitOptions } from '@shared/node/jobs/follow'
import { liveWorkers } from '@shared/node/heartbeat'
import { jobKeys } from '@shared/node/jobs/keys'
import { claimJobMeta, getJobMeta } from '@shared/node/jobs/meta'
import type { PayloadOf } from '@shared/node/jobs/queues'
import { hasQuota, type QuotaKind } from '@shared/node/usage'
import type { JobEvent, StreamedJobEvent, TagMatchingResult, TranscriptionResult } from '@shared/src/jobs/events.schema'
import { LastEventId, type CleanupStreamInput, type MatchTagsInput } from '@shared/src/jobs/inputs.schema'
import { JOB_EVENTS_TTL_SECONDS, type JobKind } from '@shared/src/jobs/names'
import { JOB_TEXTS } from '@shared/src/jobs/texts'
import type { TagMatchingPayload } from '@shared/src/jobs/payloads.schema'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { instanceHolding, listInstances } from '@shared/src/reports/instances'
import type { AuthedCtx } from '../../core/context'
import { AppError, type AppErrorCode } from '../../core/errors'
import { requireOwnedReport, requireWritableReport } from '../../core/owned-report'
import { parseStoredChapters } from '@shared/src/reports/stored-chapters'
import * as repo from './jobs.repo'

/**
 * How long a request/response endpoint waits for its job before answering that it is still running.
 * Transcription has no fixed limit below the cap: a long recording takes minutes, and the request
 * waits as long as the job keeps appending progress (see `transcriptionWait`).
 */
export const WAIT_MS = { transcription: 45 * 60_000, 'tag-matching': 2 * 60_000 } as const

const ERROR_CODES: Record<Extract<JobEvent, { type: 'error' }>['code'], AppErrorCode> = {
  QUOTA_EXCEEDED: 'QUOTA_EXCEEDED',
  NOT_FOUND: 'NOT_FOUND',
  BAD_REQUEST: 'BAD_REQUEST',
  VALUE_CHANGED: 'CONFLICT',
  UNREADABLE: 'UNPROCESSABLE',
  FAILED: 'INTERNAL',
}

const QUOTA_TEXT: Record<QuotaKind, string> = { tagMatches: JOB_TEXTS.tagMatchQuota, reportCleanups: JOB_TEXTS.cleanupQuota }

/** Refuses early when the quota is used up; the job itself spends it, atomically, on success. */
async function requireQuota(ctx: AuthedCtx, kind: QuotaKind): Promise<void> {
  if (!(await hasQuota(ctx.db, ctx.user.id, ctx.user.role, kind))) throw new AppError('QUOTA_EXCEEDED', QUOTA_TEXT[kind])
}

/** A fresh job id, or one derived from the client's Idempotency-Key so a repeated request reuses its job. */
export function jobIdFor(ctx: AuthedCtx, kind: JobKind, idempotencyKey?: string): string {
  if (!idempotencyKey) return randomUUID()
  return createHash('sha256').update(`${ctx.user.id}\u0000${kind}\u0000${idempotencyKey}`).digest('hex').slice(0, 40)
}

/**
 * Claims the job id for the caller, opens its event stream and enqueues it. Returns false when the
 * id was already claimed by the caller (the job exists: relay it); someone else's id is a 404.
 */
async function enqueue<K extends JobKind>(
  ctx: AuthedCtx,
  kind: K,
  jobId: string,
  payload: PayloadOf[K],
  beforeAdd?: () => Promise<void>,
): Promise<boolean> {
  const prefix = ctx.config.QUEUE_PREFIX
  if (!(await claimJobMeta(ctx.redis, prefix, jobId, { userId: ctx.user.id, kind, reportId: payload.reportId }))) {
    const meta = await getJobMeta(ctx.redis, prefix, jobId)
    if (meta?.userId !== ctx.user.id || meta.kind !== kind) throw new AppError('NOT_FOUND', JOB_TEXTS.jobNotFound)
    return false
  }
  await beforeAdd?.()
  await appendJobEvent(ctx.redis, prefix, jobId, { type: 'status', message: JOB_TEXTS.queued })
  await ctx.jobs.add(kind, jobId, payload)
  return true
}

/**
 * The transcription request's wait: until the cap, as long as the job appends an event (status,
 * progress) at least every JOB_IDLE_TIMEOUT_MS. A job still queued behind others, or whose worker
 * died and is about to be taken over, is not stalled while a worker is alive; a running job that
 * falls silent, or a queue with no worker, is.
 */
function transcriptionWait(ctx: AuthedCtx, jobId: string): WaitOptions {
  const prefix = ctx.config.QUEUE_PREFIX
  return {
    totalMs: WAIT_MS.transcription,
    idleMs: ctx.config.JOB_IDLE_TIMEOUT_MS,
    stillWaiting: async () => {
      const queue = ctx.jobs.queue('transcription')
      const state = await queue.getJobState(jobId)
      // Active and still locked: its worker is alive (it renews the lock) but the job is silent: stalled.
      // Active without a lock: its worker died and another one takes it over at the next stalled check.
      const pending =
        state === 'waiting' || state === 'prioritized' || state === 'delayed' || (state === 'active' && !(await ctx.redis.exists(`${queue.toKey(jobId)}:lock`)))
      return pending && (await liveWorkers(ctx.redis, prefix)).length > 0
    },
  }
}

/** The terminal event of a job as the answer of a request, or the matching AppError. */
async function awaitResult(ctx: AuthedCtx, jobId: string, wait: WaitOptions): Promise<Extract<JobEvent, { type: 'complete' }>> {
  const end = await waitForJobOutcome(ctx.redis, ctx.config.QUEUE_PREFIX, jobId, wait)
  if (!end.ended) throw new AppError('UNAVAILABLE', end.reason === 'idle' ? JOB_TEXTS.jobStalled : JOB_TEXTS.jobTimeout)
  const { event } = end
  if (event.type === 'error') throw new AppError(ERROR_CODES[event.code], event.message)
  if (event.type !== 'complete') throw new AppError('INTERNAL', event.type === 'partial' ? (event.message ?? JOB_TEXTS.cutShort) : 'Job failed')
  return event
}

export interface AudioUpload {
  data: Buffer
  mimeType: string
  filename: string
}

/** Transcribes checked audio through the transcription job and answers with its text. */
export async function transcribeOnly(ctx: AuthedCtx, reportId: string, audio: AudioUpload, idempotencyKey?: string): Promise<TranscriptionResult> {
  await requireWritableReport(ctx.db, ctx.user, reportId)
  const jobId = jobIdFor(ctx, 'transcription', idempotencyKey)
  const payload = { userId: ctx.user.id, reportId, mimeType: audio.mimeType, filename: audio.filename, audioBytes: audio.data.length }
  await enqueue(ctx, 'transcription', jobId, payload, async () => {
    await ctx.redis.set(jobKeys(ctx.config.QUEUE_PREFIX, jobId).audio, audio.data, 'EX', JOB_EVENTS_TTL_SECONDS)
  })
  const { result } = await awaitResult(ctx, jobId, transcriptionWait(ctx, jobId))
  const { transcription, engine, uncertain } = result as TranscriptionResult
  return { transcription, engine, ...(uncertain?.length ? { uncertain } : {}) }
}

/**
 * The report's instances as stored (never the client's account of them) and the instance holding
 * the cursor; a cursor outside every instance, or in a chapter the stored report lacks, names none.
 */
function instanceInputs(chapters: Chapter[], cursorChapterId: string | undefined): Pick<TagMatchingPayload, 'instances' | 'cursorChapterId'> {
  const instances = listInstances(chapters)
  if (!instances.length) return {}
  const cursor = cursorChapterId ? instanceHolding(chapters, cursorChapterId) : undefined
  return { instances, ...(cursor ? { cursorChapterId: cursor.chapterId } : {}) }
}

/** Matches a transcript to the tags through the tag-matching job (one tag match of the quota). */
export async function matchTags(ctx: AuthedCtx, reportId: string, input: MatchTagsInput, idempotencyKey?: string): Promise<TagMatchingResult> {
  const report = await requireWritableReport(ctx.db, ctx.user, reportId)
  await requireQuota(ctx, 'tagMatches')
  const jobId = jobIdFor(ctx, 'tag-matching', idempotencyKey)
  await enqueue(ctx, 'tag-matching', jobId, {
    userId: ctx.user.id,
    reportId,
    transcription: input.transcription,
    documentContent: input.reducedLightMode ? '' : input.documentContent,
    existingTags: input.existingTags,
    includeTagDescriptions: input.includeTagDescriptions,
    ...(input.uncertain?.length ? { uncertain: input.uncertain } : {}),
    ...(input.offline ? { offline: true } : {}),
    ...instanceInputs(parseStoredChapters(report.chapters), input.cursorChapterId),
  })
  const { result } = await awaitResult(ctx, jobId, { totalMs: WAIT_MS['tag-matching'] })
  return { matchedTags: (result as TagMatchingResult).matchedTags }
}

/** Starts (or, with the same Idempotency-Key, finds) the cleanup job of a saved report. */
export async function startCleanup(
  ctx: AuthedCtx,
  reportId: string,
  input: CleanupStreamInput,
  idempotencyKey?: string,
): Promise<{ jobId: string; created: boolean }> {
  await requireWritableReport(ctx.db, ctx.user, reportId)
  const jobId = jobIdFor(ctx, 'cleanup', idempotencyKey)
  // A repeat of a started job only reconnects to it, so it needs no quota of its own.
  if (!idempotencyKey || !(await getJobMeta(ctx.redis, ctx.config.QUEUE_PREFIX, jobId))) await requireQuota(ctx, 'reportCleanups')
  const created = await enqueue(ctx, 'cleanup', jobId, { userId: ctx.user.id, reportId, ...(input.reportTitle ? { title: input.reportTitle } : {}) })
  return { jobId, created }
}

/** 404 unless the job exists and belongs to the caller. */
export async function requireOwnedJob(ctx: AuthedCtx, jobId: string): Promise<void> {
  const meta = await getJobMeta(ctx.redis, ctx.config.QUEUE_PREFIX, jobId)
  if (!meta || meta.userId !== ctx.user.id) throw new AppError('NOT_FOUND', JOB_TEXTS.jobNotFound)
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true })
  })

/** How long a follower named by Idempotency-Key waits for the request that starts the job (an upload of 25 MB on a slow line). */
export const CLAIM_WAIT_MS = 10 * 60_000

/**
 * The id of the caller's job of this kind started with this Idempotency-Key, once the request that
 * starts it has claimed it: a client may ask for the events while its upload is still on the way.
 * The id is derived from the caller's own id, so no one else's job can answer; a key never used
 * within CLAIM_WAIT_MS is a 404. Null when aborted first.
 */
export async function jobIdOnceClaimed(ctx: AuthedCtx, kind: JobKind, idempotencyKey: string, signal: AbortSignal, waitMs = CLAIM_WAIT_MS): Promise<string | null> {
  const jobId = jobIdFor(ctx, kind, idempotencyKey)
  const deadline = Date.now() + waitMs
  while (!signal.aborted) {
    const meta = await getJobMeta(ctx.redis, ctx.config.QUEUE_PREFIX, jobId)
    if (meta) {
      if (meta.userId !== ctx.user.id || meta.kind !== kind) break
      return jobId
    }
    if (Date.now() >= deadline) break
    await sleep(250, signal)
  }
  if (signal.aborted) return null
  throw new AppError('NOT_FOUND', JOB_TEXTS.jobNotFound)
}

/** The caller's job events after `lastEventId` (a Last-Event-ID; invalid ones start from the beginning). */
export async function followJob(ctx: AuthedCtx, jobId: string, lastEventId: unknown, signal: AbortSignal): Promise<AsyncGenerator<StreamedJobEvent>> {
  await requireOwnedJob(ctx, jobId)
  return followJobEvents(ctx.redis, ctx.config.QUEUE_PREFIX, jobId, { after: LastEventId.parse(lastEventId), signal })
}

/** The newest stored cleaned report for the preview. */
export async function getLatestCleaned(ctx: AuthedCtx, reportId: string) {
  await requireOwnedReport(ctx.db, ctx.user, reportId)
  const row = await repo.findLatestCleaned(ctx.db, reportId)
  if (!row) throw new AppError('NOT_FOUND', JOB_TEXTS.cleanedNotFound)
  return { content: row.content, createdAt: new Date(row.createdAt).toISOString(), missingFields: row.missingFields as string[], jobId: row.jobId }
}
