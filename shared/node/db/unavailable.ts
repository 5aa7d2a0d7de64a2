/** What a request answers (503) while PostgreSQL cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not reachable. Try again in a moment.'
/** What a request answers (503) when PostgreSQL answers but no connection came free in time. */
export const DATABASE_BUSY_MESSAGE = 'The database is busy. Try again in a moment.'

// Socket failures of a connection that is being made or was lost.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND'])
// PostgreSQL's own: connection exceptions (class 08) and the server shutting down or starting up
// (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now).
const SQLSTATE = /^(08\d{3}|57P0[123])$/
// node-postgres' messages for a connection that ended, did not open in time ('timeout expired', the
// client's own connect timeout) or is no longer usable.
const PG_MESSAGES = /Connection terminated|timeout expired|Client has encountered a connection error|Connection closed|not queryable/i
// A live PostgreSQL with no connection to spare: every connection of the pool stayed in use while the
// query waited (pg-pool's message), or the server is at max_connections (53300 too_many_connections).
const BUSY_MESSAGE = /timeout exceeded when trying to connect/i
const BUSY_SQLSTATE = '53300'

/** Whether an error means PostgreSQL answers but had no connection free for this query in time. */
export function isDatabaseBusy(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false
  const e = error as { code?: unknown; message?: unknown; cause?: unknown }
  if (e.code === BUSY_SQLSTATE) return true
  if (typeof e.message === 'string' && BUSY_MESSAGE.test(e.message)) return true
  return isDatabaseBusy(e.cause, depth + 1)
}

/**
 * Whether an error means PostgreSQL could not be reached or went away mid-request (a restart, a
 * network failure), or had no connection free in time (busy), as opposed to a refusal of the query
 * itself: in every case the same work may succeed when run again. Follows `cause` and the members of
 * an AggregateError (a host name with several addresses fails with one).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false
  if (depth === 0 && isDatabaseBusy(error)) return true
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SQLSTATE.test(e.code))) return true
  if (typeof e.message === 'string' && PG_MESSAGES.test(e.message)) return true
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true
  return isDatabaseUnavailable(e.cause, depth + 1)
}

/**
 * Runs `fn`, and again while it fails because PostgreSQL is unreachable (backing off from 250 ms to
 * 2 s), for up to `maxMs`; then the last such error is thrown. Only for work that is safe to repeat:
 * a transaction the restart cut off was rolled back, so running it again applies it once.
 */
export async function whileDatabaseDown<T>(fn: () => Promise<T>, opts: { maxMs?: number; onRetry?: (error: unknown) => void } = {}): Promise<T> {
  const deadline = Date.now() + (opts.maxMs ?? 30_000)
  let delay = 250
  for (;;) {
    try {
      return await fn()
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + delay > deadline) throw error
      opts.onRetry?.(error)
      await new Promise((r) => setTimeout(r, delay))
      delay = Math.min(delay * 2, 2_000)
    }
  }
}
