import type { Redis } from 'ioredis'
import type { JobKind } from '../../src/jobs/names'
import { JOB_EVENTS_TTL_SECONDS } from '../../src/jobs/names'
import { jobKeys } from './keys'

export interface JobMeta {
  userId: string
  kind: JobKind
  reportId: string
}

/**
 * Records who owns a job before it is enqueued. Returns false when the job id is already taken,
 * so a repeated request with the same idempotency key relays the first job instead of a second one.
 */
export async function claimJobMeta(redis: Redis, prefix: string, jobId: string, meta: JobMeta): Promise<boolean> {
  const ok = await redis.set(jobKeys(prefix, jobId).meta, JSON.stringify(meta), 'EX', JOB_EVENTS_TTL_SECONDS, 'NX')
  return ok === 'OK'
}

/** The job's owner record, or null once it has expired or for an unknown id. */
export async function getJobMeta(redis: Redis, prefix: string, jobId: string): Promise<JobMeta | null> {
  const raw = await redis.get(jobKeys(prefix, jobId).meta)
  if (!raw) return null
  try {
    return JSON.parse(raw) as JobMeta
  } catch {
    return null
  }
}
