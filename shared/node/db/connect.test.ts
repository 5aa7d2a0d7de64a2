import net from 'node:net'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestDb } from '../../../test/harness/db'
import { throwawayPort } from '../../../test/harness/throwaway-ports'
import { CONNECT_TIMEOUT_MS, createDb, POOL_WAIT_MS } from './connect'
import { isDatabaseBusy, isDatabaseUnavailable } from './unavailable'

const t = await createTestDb()
afterAll(() => t.drop())

const failure = (p: Promise<unknown>) =>
  p.then(
    () => new Error('succeeded unexpectedly'),
    (e: unknown) => e,
  )

it('survives the server killing an idle pooled connection, and reconnects on the next query', async () => {
  const seen: Error[] = []
  const db = createDb(t.url, 1, { onIdleError: (err) => seen.push(err) })
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

describe('a busy pool is not a database that is down', () => {
  it('waits longer than the connect timeout for a connection another query holds', { timeout: 30_000 }, async () => {
    const db = createDb(t.url, 1)
    try {
      // The pool's one connection is busy for longer than a new connection may take to open.
      const holdMs = CONNECT_TIMEOUT_MS + 1_000
      const holding = sql`select pg_sleep(${holdMs / 1000})`.execute(db)
      await new Promise((r) => setTimeout(r, 200))
      const started = Date.now()
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db)
      expect(rows).toEqual([{ one: 1 }])
      expect(Date.now() - started).toBeGreaterThan(CONNECT_TIMEOUT_MS)
      await holding
    } finally {
      await db.destroy()
    }
  })

  it('answers busy, not unreachable, once the wait for a free connection runs out', { timeout: 30_000 }, async () => {
    const db = createDb(t.url, 1, { poolWaitMs: 500 })
    try {
      const holding = sql`select pg_sleep(2)`.execute(db)
      await new Promise((r) => setTimeout(r, 200))
      const error = await failure(sql`select 1`.execute(db))
      expect(isDatabaseBusy(error)).toBe(true)
      // Still work that may be run again (the worker's retries rely on it).
      expect(isDatabaseUnavailable(error)).toBe(true)
      await holding
    } finally {
      await db.destroy()
    }
  })
})

describe('a database that is really away', () => {
  it('is unreachable at once when nothing listens on its port', async () => {
    const db = createDb(`postgres://postgres@127.0.0.1:${await throwawayPort()}/x`, 2)
    try {
      const started = Date.now()
      const errors = await Promise.all([1, 2, 3, 4].map(() => failure(sql`select 1`.execute(db))))
      // Refused, not timed out: no waiting for the connect timeout.
      expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS)
      for (const e of errors) expect([isDatabaseUnavailable(e), isDatabaseBusy(e)]).toEqual([true, false])
    } finally {
      await db.destroy()
    }
  })

  it('is unreachable after the connect timeout when the server accepts and never answers', { timeout: 30_000 }, async () => {
    const sockets: net.Socket[] = []
    const silent = net.createServer((s) => void sockets.push(s))
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', () => r()))
    const db = createDb(`postgres://postgres@127.0.0.1:${(silent.address() as net.AddressInfo).port}/x`, 1)
    try {
      const started = Date.now()
      const error = await failure(sql`select 1`.execute(db))
      const ms = Date.now() - started
      expect([isDatabaseUnavailable(error), isDatabaseBusy(error)]).toEqual([true, false])
      expect(ms).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 100)
      // The connect timeout, not the longer wait for a free connection of a busy pool.
      expect(ms).toBeLessThan(POOL_WAIT_MS)
    } finally {
      await db.destroy()
      for (const s of sockets) s.destroy()
      silent.close()
    }
  })
})
