import { sql } from 'kysely'
import { afterAll, expect, it } from 'vitest'
import { createDb } from '@shared/node/db/connect'
import { DATABASE_BUSY_MESSAGE, DATABASE_UNAVAILABLE_MESSAGE } from '@shared/node/db/unavailable'
import { createTestDb } from '../../../test/harness/db'
import { throwawayPort } from '../../../test/harness/throwaway-ports'
import { toHttpError, toTRPCError } from './errors'

const t = await createTestDb()
afterAll(() => t.drop())

const failure = (p: Promise<unknown>) =>
  p.then(
    () => new Error('succeeded unexpectedly'),
    (e: unknown) => e,
  )

it('answers 503 busy when no pooled connection came free, and 503 unreachable when PostgreSQL is away', async () => {
  const busyDb = createDb(t.url, 1, { poolWaitMs: 300 })
  const awayDb = createDb(`postgres://postgres@127.0.0.1:${await throwawayPort()}/x`, 1)
  try {
    const holding = sql`select pg_sleep(1)`.execute(busyDb)
    await new Promise((r) => setTimeout(r, 100))
    const busy = await failure(sql`select 1`.execute(busyDb))
    const away = await failure(sql`select 1`.execute(awayDb))
    await holding

    expect(toHttpError(busy)).toEqual({
      status: 503,
      body: { success: false, code: 'UNAVAILABLE', message: DATABASE_BUSY_MESSAGE, error: DATABASE_BUSY_MESSAGE, details: { database: 'busy' } },
    })
    expect(toHttpError(away)).toMatchObject({ status: 503, body: { message: DATABASE_UNAVAILABLE_MESSAGE, details: { database: 'down' } } })
    const trpcBusy = toTRPCError(busy)
    expect([trpcBusy.code, trpcBusy.message]).toEqual(['SERVICE_UNAVAILABLE', DATABASE_BUSY_MESSAGE])
    // The driver's own error is kept for the log.
    expect((trpcBusy.cause as Error).cause).toBe(busy)
    expect(toTRPCError(away).message).toBe(DATABASE_UNAVAILABLE_MESSAGE)
  } finally {
    await busyDb.destroy()
    await awayDb.destroy()
  }
})
