import { Worker, type Job } from 'bullmq'
import type { Config } from '@shared/node/config'
import { createDb } from '@shared/node/db/connect'
import { createRedis } from '@shared/node/redis'
import type { JobKind } from '@shared/src/jobs/names'
import { JOB_TEXTS } from '@shared/src/jobs/texts'
import { createEngines } from './engines/index'
import { cleanupJob } from './jobs/cleanup.job'
import type { JobDeps, JobEngines } from './jobs/deps'
import { findOutcome, type Outcome } from './jobs/outcomes.repo'
import { failureEvent, settleFailure } from './jobs/run-job'
import { tagMatchingJob } from './jobs/tag-matching.job'
import { transcriptionJob } from './jobs/transcription.job'
import { loadTuning, type JobTuning } from './jobs/tuning'

export interface RunningWorkers {
  close(): Promise<void>
}

export interface WorkerOptions {
  /** The engines to run; createEngines(config) when absent (tests pass their own). */
  engines?: JobEngines
  /** Knobs; from the environment when absent (see jobs/tuning.ts). */
  tuning?: Partial<JobTuning>
}

const PROCESSORS: Record<JobKind, (job: Job, deps: JobDeps) => Promise<void>> = {
  transcription: transcriptionJob,
  'tag-matching': tagMatchingJob,
  cleanup: cleanupJob,
}

const FAILED_TEXT: Record<JobKind, string> = {
  transcription: JOB_TEXTS.transcriptionFailed,
  'tag-matching': JOB_TEXTS.tagMatchingFailed,
  cleanup: JOB_TEXTS.cleanupFailed,
}

/**
 * A job can fail for good outside its processor (stalled once too often after worker crashes);
 * then nothing has told its readers. This records the failure and ends the stream, unless the
 * processor already did.
 */
async function settleOrphan(deps: JobDeps, kind: JobKind, job: Job, error: Error): Promise<void> {
  if (!job.id || !(await job.isFailed()) || (await findOutcome(deps.db, job.id))) return
  const data = job.data as { userId: string; reportId: string }
  const spec = { failedText: FAILED_TEXT[kind], replay: async (outcome: Outcome) => failureEvent(outcome) }
  await settleFailure(deps, spec, { jobId: job.id, kind, userId: data.userId, reportId: data.reportId }, error)
}

/** Starts one BullMQ Worker per job queue (transcription, tag-matching, cleanup). */
export async function startWorkers(config: Config, opts: WorkerOptions = {}): Promise<RunningWorkers> {
  const tuning = { ...loadTuning(), ...opts.tuning }
  const engines = opts.engines ?? createEngines(config)
  const db = createDb(config.DATABASE_URL, config.DATABASE_POOL_SIZE)
  const redis = createRedis(config.REDIS_URL)
  redis.on('error', (e) => console.error('worker redis:', e.message))
  const deps: JobDeps = { db, redis, prefix: config.QUEUE_PREFIX, engines, tuning }
  const workers = (Object.keys(PROCESSORS) as JobKind[]).map((kind) => {
    const worker = new Worker(kind, (job) => PROCESSORS[kind](job, deps), {
      connection: createRedis(config.REDIS_URL),
      prefix: config.QUEUE_PREFIX,
      concurrency: config.WORKER_CONCURRENCY,
      lockDuration: tuning.JOB_LOCK_DURATION_MS,
      stalledInterval: tuning.JOB_STALLED_INTERVAL_MS,
    })
    worker.on('error', (e) => console.error(`worker ${kind}:`, e.message))
    worker.on('failed', (job, error) => {
      if (job) void settleOrphan(deps, kind, job, error).catch((e) => console.error(`worker ${kind}: settle`, e))
    })
    return worker
  })
  await Promise.all(workers.map((w) => w.waitUntilReady()))
  return {
    async close() {
      await Promise.all(workers.map((w) => w.close()))
      await Promise.all(workers.map(async (w) => (await w.client).disconnect()))
      // Engines passed in belong to the caller; those made here are freed here (decoding threads).
      if (!opts.engines) await engines.transcription.close?.()
      redis.disconnect()
      await db.destroy()
    },
  }
}
