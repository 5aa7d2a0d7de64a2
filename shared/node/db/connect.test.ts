import { sql } from 'kysely'
import { afterAll, expect, it } from 'vitest'
import { createTestDb } from '../../../test/harness/db'
import { createDb } from './connect'

const t = await createTestDb()
afterAll(() => t.drop())

it('survives the server killing an idle pooled connection, and reconnects on the next query', async () => {
  const seen: Error[] = []
  const db = createDb(t.url, 1, (err) => seen.push(err))
  try {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)
    const pid = rows[0]!.pid
    // Another session terminates the now idle connection, as a restart or DROP DATABASE … FORCE would.
    await sql`select pg_terminate_backend(${pid})`.execute(t.db)
    await expect.poll(() => seen.length).toBe(1)
    expect(seen[0]!.message).toMatch(/terminating connection/)
    const again = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)
    expect(again.rows[0]!.pid).not.toBe(pid)
  } finally {
    await db.destroy()
  }
})
