import { Queue, type JobsOptions } from 'bullmq'
import type { Redis } from 'ioredis'
import type { Config } from '../config'
import { createRedis } from '../redis'
import type { JobKind } from '../../src/jobs/names'
import type { CleanupPayload, TagMatchingPayload, TranscriptionPayload } from '../../src/jobs/payloads.schema'

export interface PayloadOf {
  transcription: TranscriptionPayload
  'tag-matching': TagMatchingPayload
  cleanup: CleanupPayload
}

/**
 * Retries with backoff for engine hiccups; finished jobs leave Redis on their own (their outcome
 * is in PostgreSQL, their events in the job's stream).
 */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 3_600, count: 1_000 },
  removeOnFail: { age: 24 * 3_600, count: 5_000 },
}

export interface JobQueues {
  /** Enqueues a job under the given id; BullMQ ignores a second add of an id it still holds. */
  add<K extends JobKind>(kind: K, jobId: string, payload: PayloadOf[K]): Promise<void>
  queue(kind: JobKind): Queue
  close(): Promise<void>
}

/** The three queues of the product under QUEUE_PREFIX, sharing one connection. */
export function createJobQueues(config: Pick<Config, 'REDIS_URL' | 'QUEUE_PREFIX'>, connection?: Redis): JobQueues {
  const conn = connection ?? createRedis(config.REDIS_URL, { maxRetriesPerRequest: 3 })
  conn.on('error', () => {})
  const make = (name: JobKind) =>
    new Queue(name, { connection: conn, prefix: config.QUEUE_PREFIX, defaultJobOptions: DEFAULT_JOB_OPTIONS })
  const queues: Record<JobKind, Queue> = {
    transcription: make('transcription'),
    'tag-matching': make('tag-matching'),
    cleanup: make('cleanup'),
  }
  return {
    async add(kind, jobId, payload) {
      await queues[kind].add(kind, payload, { jobId })
    },
    queue: (kind) => queues[kind],
    async close() {
      // A queue closed while its connection is still starting leaves that start-up command to fail unhandled.
      await Promise.all(Object.values(queues).map((q) => q.waitUntilReady().catch(() => undefined)))
      await Promise.all(Object.values(queues).map((q) => q.close()))
      if (!connection) conn.disconnect()
    },
  }
}
