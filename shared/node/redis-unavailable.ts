/** What a request that needs Redis (starting or following a job) answers (503) while Redis cannot be reached. */
export const REDIS_UNAVAILABLE_MESSAGE = 'The job service is not reachable. Try again in a moment.'

// ioredis' messages for a command refused or cut off while its connection is down.
const IOREDIS_MESSAGES = /Stream isn't writeable|Connection is closed|max retries per request|enableOfflineQueue/i

/** Whether an error is ioredis giving up on a command because Redis is unreachable (a restart, a network failure). */
export function isRedisUnavailable(error: unknown): boolean {
  const e = error as { name?: unknown; message?: unknown } | null
  if (!e || typeof e !== 'object' || typeof e.message !== 'string') return false
  return e.name === 'MaxRetriesPerRequestError' || IOREDIS_MESSAGES.test(e.message)
}
