import { CamelCasePlugin, Kysely, PostgresDialect, type Transaction } from 'kysely'
import pg from 'pg'
import type { DB } from './types'

export type Db = Kysely<DB> | Transaction<DB>

// Dates stay JS Dates; bigint ids come back as strings (safe for JSON).
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v)

/** The longest a query waits to get a connection before it fails as "database unavailable". */
export const CONNECT_TIMEOUT_MS = 5_000

/**
 * One pooled Kysely handle; camelCase in TypeScript, snake_case in SQL.
 *
 * An idle pooled connection can be killed by the server (a restart, an administrator, a dropped
 * database): pg then emits 'error' on the pool, which without a listener would crash the whole
 * process. The pool has already discarded that connection and opens a new one on the next query,
 * so the error is reported and the process carries on.
 */
export function createDb(databaseUrl: string, max = 10, onIdleError: (err: Error) => void = reportIdleError): Kysely<DB> {
  // A query waits at most CONNECT_TIMEOUT_MS for a connection (a new one, or a free one of the pool),
  // so a request fails fast while PostgreSQL is down or restarting instead of hanging.
  const pool = new pg.Pool({ connectionString: databaseUrl, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true })
  pool.on('error', onIdleError)
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] })
}

function reportIdleError(err: Error): void {
  console.warn(`PostgreSQL closed an idle connection: ${err.message}`)
}
