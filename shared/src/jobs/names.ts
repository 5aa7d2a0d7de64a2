/** The three slow jobs; each has a BullMQ queue of the same name. */
export const JOB_KINDS = ['transcription', 'tag-matching', 'cleanup'] as const
export type JobKind = (typeof JOB_KINDS)[number]

/** Events older than this are gone: the stream key expires an hour after its last event. */
export const JOB_EVENTS_TTL_SECONDS = 3600

/** SSE comment interval that keeps proxies from closing a quiet stream. */
export const SSE_HEARTBEAT_MS = 15_000
