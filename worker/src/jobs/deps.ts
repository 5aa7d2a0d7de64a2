import type { Kysely } from 'kysely'
import type { Redis } from 'ioredis'
import type { DB } from '@shared/node/db/types'
import type { CleanupEngine, TagMatchingEngine, TranscriptionEngine } from '../engines/types'
import type { JobTuning } from './tuning'

/** The engines the jobs call: createEngines(config) in production, any implementation in tests. */
export interface JobEngines {
  transcription: TranscriptionEngine
  tagMatching: TagMatchingEngine
  cleanup: CleanupEngine
}

/** What every job processor needs; built once by startWorkers. */
export interface JobDeps {
  db: Kysely<DB>
  /** A non-blocking connection for event appends and audio reads. */
  redis: Redis
  prefix: string
  engines: JobEngines
  tuning: JobTuning
}
