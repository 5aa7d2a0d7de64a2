import { CamelCasePlugin, Kysely, PostgresDialect, type Transaction } from 'kysely'
import pg from 'pg'
import type { DB } from './types'

export type Db = Kysely<DB> | Transaction<DB>

// Dates stay JS Dates; bigint ids come back as strings (safe for JSON).
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v)

/** The longest a new connection may take to open before PostgreSQL counts as unreachable. */
export const CONNECT_TIMEOUT_MS = 5_000

/**
 * The longest a query waits for a pooled connection while every one is in use. A full pool is busy,
 * not down (each of its connections is working), so this wait is longer than CONNECT_TIMEOUT_MS: on
 * a starved machine queries hold their connections for seconds. It stays well under 30 s, so a
 * request is answered (503 busy) rather than left hanging.
 */
export const POOL_WAIT_MS = 15_000

/** Connections per process unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_POOL_SIZE = 20

/** A pg client that gives up opening its connection after CONNECT_TIMEOUT_MS, whatever the pool waits for a free one. */
class TimedClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
  }
}

/**
 * One pooled Kysely handle; camelCase in TypeScript, snake_case in SQL.
 *
 * Two bounds keep a request from hanging, and only the first one means PostgreSQL is gone: opening a
 * connection (CONNECT_TIMEOUT_MS; a stopped server refuses at once, a restarting one says so) and
 * waiting for a free connection of a full pool (POOL_WAIT_MS). Idle connections are kept for a
 * minute, so a busy spell does not keep opening new ones.
 *
 * An idle pooled connection can be killed by the server (a restart, an administrator, a dropped
 * database): pg then emits 'error' on the pool, which without a listener would crash the whole
 * process. The pool has already discarded that connection and opens a new one on the next query,
 * so the error is reported and the process carries on.
 */
export function createDb(databaseUrl: string, max = DEFAULT_POOL_SIZE, opts: { onIdleError?: (err: Error) => void; poolWaitMs?: number } = {}): Kysely<DB> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    Client: TimedClient,
    connectionTimeoutMillis: opts.poolWaitMs ?? POOL_WAIT_MS,
    idleTimeoutMillis: 60_000,
    keepAlive: true,
  })
  pool.on('error', opts.onIdleError ?? reportIdleError)
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] })
}

function reportIdleError(err: Error): void {
  console.warn(`PostgreSQL closed an idle connection: ${err.message}`)
}
