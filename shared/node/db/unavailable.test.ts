import pg from 'pg'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestDb } from '../../../test/harness/db'
import { throwawayPort } from '../../../test/harness/throwaway-ports'
import { isDatabaseUnavailable, whileDatabaseDown } from './unavailable'

const t = await createTestDb()
afterAll(() => t.drop())

/** The error of a real connection attempt to a port nothing listens on. */
async function refusedConnection(): Promise<unknown> {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${await throwawayPort()}/x`, connectionTimeoutMillis: 2_000 })
  return client.connect().then(
    () => new Error('connected unexpectedly'),
    (e: unknown) => e,
  )
}

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection and a connection the server terminated', async () => {
    expect(isDatabaseUnavailable(await refusedConnection())).toBe(true)
    const client = new pg.Client({ connectionString: t.url })
    await client.connect()
    client.on('error', () => {})
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid')
    const running = client.query('select pg_sleep(10)').then(
      () => new Error('finished unexpectedly'),
      (e: unknown) => e,
    )
    await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(t.db)
    const terminated = await running
    expect((terminated as { code?: string }).code).toBe('57P01')
    expect(isDatabaseUnavailable(terminated)).toBe(true)
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: terminated }))).toBe(true)
    await client.end().catch(() => {})
  })

  it('leaves refusals of the query itself alone', async () => {
    const syntax = await sql`select * from`.execute(t.db).catch((e: unknown) => e)
    const missing = await sql`select * from no_such_table`.execute(t.db).catch((e: unknown) => e)
    for (const e of [syntax, missing, new Error('Report not found'), null, 'text']) expect(isDatabaseUnavailable(e)).toBe(false)
  })
})

describe('whileDatabaseDown', () => {
  it('runs again while the database is unreachable, and not for other errors', async () => {
    const refused = await refusedConnection()
    let calls = 0
    const value = await whileDatabaseDown(async () => {
      calls += 1
      if (calls < 3) throw refused
      return 'written'
    })
    expect([value, calls]).toEqual(['written', 3])
    let once = 0
    await expect(
      whileDatabaseDown(async () => {
        once += 1
        throw new Error('check constraint')
      }),
    ).rejects.toThrow('check constraint')
    expect(once).toBe(1)
    const started = Date.now()
    await expect(whileDatabaseDown(() => Promise.reject(refused), { maxMs: 600 })).rejects.toBe(refused)
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})
