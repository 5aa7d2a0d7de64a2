import type { Redis } from 'ioredis'
import { loadConfig, type Config } from '@shared/node/config'
import { followJobEvents } from '@shared/node/jobs/follow'
import { randomUUID } from 'node:crypto'
import { appendJobEvent } from '@shared/node/jobs/events'
import { createJobQueues, type JobQueues, type PayloadOf } from '@shared/node/jobs/queues'
import { createRedis } from '@shared/node/redis'
import type { StreamedJobEvent } from '@shared/src/jobs/events.schema'
import type { JobKind } from '@shared/src/jobs/names'
import { createTestDb, testRedisUrl, uniquePrefix, type TestDb } from './db'
import { startWorkers, type RunningWorkers, type WorkerOptions } from '../../worker/src/workers'

export interface JobHarness {
  t: TestDb
  config: Config
  redis: Redis
  queues: JobQueues
  workers: RunningWorkers
  /** Opens the job's stream and enqueues it, as the server does; returns the job id. */
  enqueue<K extends JobKind>(kind: K, payload: PayloadOf[K], jobId?: string): Promise<string>
  /** Every event of a job until its terminal one. */
  eventsOf(jobId: string): Promise<StreamedJobEvent[]>
  close(): Promise<void>
}

/** Test harness: a fresh database, a Redis prefix of its own, the queues and in-process workers. */
export async function startJobHarness(opts: WorkerOptions = {}): Promise<JobHarness> {
  const t = await createTestDb()
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: t.url, REDIS_URL: testRedisUrl(), QUEUE_PREFIX: uniquePrefix() })
  const redis = createRedis(config.REDIS_URL)
  const queues = createJobQueues(config)
  const workers = await startWorkers(config, opts)
  return {
    t,
    config,
    redis,
    queues,
    workers,
    async enqueue(kind, payload, jobId = randomUUID()) {
      await appendJobEvent(redis, config.QUEUE_PREFIX, jobId, { type: 'status', message: 'queued' })
      await queues.add(kind, jobId, payload)
      return jobId
    },
    async eventsOf(jobId) {
      const out: StreamedJobEvent[] = []
      for await (const e of followJobEvents(redis, config.QUEUE_PREFIX, jobId, { blockMs: 1_000 })) out.push(e)
      return out
    },
    async close() {
      await workers.close()
      await queues.close()
      redis.disconnect()
      await t.drop()
    },
  }
}
