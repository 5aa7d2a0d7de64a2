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
