import { z } from 'zod'

/**
 * Worker knobs read from the environment, validated once at start:
 * - CLEANUP_CHUNK_DELAY_MS (default 0): a pause after each streamed cleanup chunk. Production leaves
 *   it at 0; tests raise it to keep a cleanup running long enough to kill its worker mid-way.
 * - JOB_LOCK_DURATION_MS (default 30000) and JOB_STALLED_INTERVAL_MS (default 30000): BullMQ's lock
 *   and stalled-job check. A killed worker's job is taken over once its lock lapses; tests shorten
 *   both so the takeover happens within seconds.
 * - JOB_IDLE_TIMEOUT_MS (default 60000, read by the server too): how long a transcription request
 *   waits for its job's next event. A running transcription repeats its status at a third of it.
 */
export const JobTuning = z.object({
  CLEANUP_CHUNK_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  JOB_LOCK_DURATION_MS: z.coerce.number().int().min(1_000).default(30_000),
  JOB_STALLED_INTERVAL_MS: z.coerce.number().int().min(500).default(30_000),
  JOB_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(60_000),
})
export type JobTuning = z.infer<typeof JobTuning>

/** The knobs from the environment (or the given variables). */
export const loadTuning = (env: NodeJS.ProcessEnv = process.env): JobTuning => JobTuning.parse(env)
