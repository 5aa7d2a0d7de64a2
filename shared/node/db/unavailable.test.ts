import pg from 'pg'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestDb } from '../../../test/harness/db'
import { throwawayPort } from '../../../test/harness/throwaway-ports'
import { isDatabaseBusy, isDatabaseUnavailable, whileDatabaseDown } from './unavailable'

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

  it('counts a server at its connection limit as busy, to be tried again', async () => {
    // A role limited to no connections is refused as a full server refuses everyone (53300 too_many_connections).
    const role = `busy_${Date.now().toString(36)}`
    await sql.raw(`create role ${role} login connection limit 0`).execute(t.db)
    try {
      const url = new URL(t.url)
      url.username = role
      const client = new pg.Client({ connectionString: url.toString() })
      const refused = await client.connect().then(
        () => new Error('connected unexpectedly'),
        (e: unknown) => e,
      )
      expect((refused as { code?: string }).code).toBe('53300')
      expect([isDatabaseBusy(refused), isDatabaseUnavailable(refused)]).toEqual([true, true])
      expect(isDatabaseBusy(await refusedConnection())).toBe(false)
    } finally {
      await sql.raw(`drop role ${role}`).execute(t.db)
    }
  })

  it('leaves refusals of the query itself alone', async () => {
    const syntax = await sql`select * from`.execute(t.db).catch((e: unknown) => e)
    const missing = await sql`select * from no_such_table`.execute(t.db).catch((e: unknown) => e)
    for (const e of [syntax, missing, new Error('Report not found'), null, 'text']) expect([isDatabaseUnavailable(e), isDatabaseBusy(e)]).toEqual([false, false])
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
