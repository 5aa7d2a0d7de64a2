import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import type { Kysely } from 'kysely'
import { createDb } from '../../shared/node/db/connect'
import { cloneDatabase, dropDatabase } from '../../shared/node/db/admin'
import type { DB } from '../../shared/node/db/types'

export interface TestDb {
  db: Kysely<DB>
  url: string
  name: string
  drop(): Promise<void>
}

/** A fresh, migrated database of this test file's own (cloned from the run's template). */
export async function createTestDb(): Promise<TestDb> {
  const server = inject('dbServerUrl')
  const name = `autopsy_t_${randomBytes(6).toString('hex')}`
  const url = await cloneDatabase(server, inject('templateDb'), name)
  const db = createDb(url, 5)
  return {
    db,
    url,
    name,
    async drop() {
      await db.destroy()
      await dropDatabase(server, name)
    },
  }
}

/** A Redis key prefix of this test's own, so queues and streams never collide. */
export const uniquePrefix = () => `autopsy_t_${randomBytes(6).toString('hex')}`
export const testRedisUrl = () => inject('redisUrl')

/**
 * The settings of a server under test, in process or as a child process: its own database and Redis key
 * prefix, and rate limits high enough that only the tests about them meet them.
 */
export const testServerEnv = (t: TestDb) => ({
  NODE_ENV: 'test',
  DATABASE_URL: t.url,
  REDIS_URL: testRedisUrl(),
  QUEUE_PREFIX: uniquePrefix(),
  LOGIN_RATE_LIMIT: '1000',
  SIGNUP_RATE_LIMIT: '1000',
  PUBLIC_FORM_RATE_LIMIT: '1000',
})
