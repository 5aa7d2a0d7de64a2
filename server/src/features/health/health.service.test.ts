import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createDb } from '@shared/node/db/connect'
import { createTestApp, type TestApp } from '../../../../test/harness/app'
import { throwawayPort } from '../../../../test/harness/throwaway-ports'
import { checkHealth } from './health.service'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

it('says the database is up while its pool is busy, and down when it cannot be reached', async () => {
  const busyDb = createDb(t.t.url, 1, { poolWaitMs: 300 })
  const awayDb = createDb(`postgres://postgres@127.0.0.1:${await throwawayPort()}/x`, 1)
  try {
    // Every connection of the pool is working for longer than the probe may wait for one.
    const holding = sql`select pg_sleep(1.5)`.execute(busyDb)
    await new Promise((r) => setTimeout(r, 100))
    expect(await checkHealth({ ...t.deps, db: busyDb })).toMatchObject({ database: 'up', redis: 'up' })
    await holding
    expect(await checkHealth({ ...t.deps, db: awayDb })).toMatchObject({ status: 'degraded', database: 'down', redis: 'up' })
  } finally {
    await busyDb.destroy()
    await awayDb.destroy()
  }
})
