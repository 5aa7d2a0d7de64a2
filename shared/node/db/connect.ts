import { CamelCasePlugin, Kysely, PostgresDialect, type Transaction } from 'kysely'
import pg from 'pg'
import type { DB } from './types'

export type Db = Kysely<DB> | Transaction<DB>

// Dates stay JS Dates; bigint ids come back as strings (safe for JSON).
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v)

/** One pooled Kysely handle; camelCase in TypeScript, snake_case in SQL. */
export function createDb(databaseUrl: string, max = 10): Kysely<DB> {
  return new Kysely<DB>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max }) }),
    plugins: [new CamelCasePlugin()],
  })
}
