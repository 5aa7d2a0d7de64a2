import type { ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DATABASE_UNAVAILABLE_MESSAGE } from '@shared/node/db/unavailable'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { startNode, stopProcess, waitForOk } from '../../../scripts/lib/processes'
import { insertReport } from '../../../test/factories/jobs'
import { findingChapters, signUpThroughApi, startOnThrowawayPostgres, until, watchCleanup, type RestartStack } from '../../../test/harness/restart'
import { freePort, type Stack } from '../../../test/harness/stack'
import type { ThrowawayPostgres } from '../../../test/harness/throwaway-postgres'

// The product as separate processes (two servers, one worker) on a PostgreSQL cluster of this file's own,
// which is shut down (fast: every session terminated) in the middle of traffic and started again.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
let started: RestartStack<ThrowawayPostgres>
let pg: ThrowawayPostgres
let stack: Stack
let serverB: ChildProcess
let urlB: string

beforeAll(async () => {
  started = await startOnThrowawayPostgres()
  stack = started.stack
  pg = started.service
  const port = await freePort()
  urlB = `http://127.0.0.1:${port}`
  serverB = startNode(root, 'server/src/main.ts', { ...stack.env, PORT: String(port) }, 'ignore')
  await waitForOk(`${urlB}/api/health`, 150_000)
}, 300_000)
afterAll(async () => {
  if (serverB) await stopProcess(serverB, 5000)
  await started?.stop()
})

const call = async (base: string, method: string, url: string, cookie: string, body?: unknown) => {
  const started = Date.now()
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : undefined, ms: Date.now() - started }
}

const chapters = (text: string): Chapter[] => [{ id: 'summary', title: 'Summary', order: 1, content: `<p>${text}</p>` }, ...findingChapters(2)]

it('answers 503 while PostgreSQL restarts, loses nothing, half-applies nothing, and every process reconnects by itself', { timeout: 240_000 }, async () => {
  const { cookie, userId } = await signUpThroughApi(stack, 'restart')
  const report = await insertReport(stack.t.db, userId, chapters('First draft.'), 'Case 2026-0700')
  const saved = await call(stack.url, 'POST', '/trpc/reports.save', cookie, { id: report.id, version: 1, chapters: chapters('Saved before the restart.') })
  expect(saved.status).toBe(200)
  // The other server process knows the session (and remembers it while its listener runs).
  expect((await call(urlB, 'GET', '/api/auth/me', cookie)).status).toBe(200)

  // A cleanup is streaming when the database goes away; its result is written after it is back.
  const { status, jobId: cleanupId, events, finished: reading } = await watchCleanup(stack, report.id, cookie)
  expect(status).toBe(200)
  await until('the first content event', async () => (events.some((m) => m.data.type === 'content') ? true : undefined))

  await pg.stop()
  const refusedSave = await call(stack.url, 'POST', '/trpc/reports.save', cookie, { id: report.id, version: 2, chapters: chapters('Typed while the database was away.') })
  const restSave = await call(stack.url, 'PATCH', `/api/reports/${report.id}`, cookie, { version: 2, chapters: chapters('Also refused.') })
  const list = await call(stack.url, 'GET', '/trpc/reports.list', cookie)
  const restList = await call(urlB, 'GET', '/api/reports', cookie)
  const signOut = await call(urlB, 'POST', '/api/auth/logout', cookie)
  for (const r of [refusedSave, list]) {
    expect(r).toMatchObject({ status: 503, body: { error: { message: DATABASE_UNAVAILABLE_MESSAGE, data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 } } } })
  }
  for (const r of [restSave, restList, signOut]) expect(r).toMatchObject({ status: 503, body: { message: DATABASE_UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' } })
  for (const r of [refusedSave, restSave, list, restList, signOut]) expect(r.ms).toBeLessThan(10_000)
  const down = await until('health to say the database is down', async () => {
    const h = await call(stack.url, 'GET', '/api/health', '')
    return h.body.database === 'down' ? h : undefined
  })
  expect(down).toMatchObject({ status: 503, body: { status: 'degraded', database: 'down', redis: 'up' } })
  // The database stays away until the worker has met the outage at the cleanup's final write (it says so in its log).
  const workerLog = path.join(root, '.test-results', 'logs', `${stack.t.name}-worker0.log`)
  await until('the cleanup to try its final write', async () => (readFileSync(workerLog, 'utf8').includes(`job ${cleanupId}: PostgreSQL is unreachable`) ? true : undefined), 90_000)
  expect(events.some((m) => m.data.type === 'complete')).toBe(false)
  await pg.start()

  await until('health to say the database is up', async () => ((await call(stack.url, 'GET', '/api/health', '')).body.database === 'up' ? true : undefined))
  expect(await reading).toBeUndefined()
  const end = events[events.length - 1]!.data
  expect(end).toMatchObject({ type: 'complete' })
  // Written once: one outcome, one cleaned report, one cleanup of the quota.
  const db = stack.t.db
  expect(await db.selectFrom('jobOutcomes').select(['jobId', 'status']).where('reportId', '=', report.id).execute()).toEqual([{ jobId: cleanupId, status: 'completed' }])
  expect(await db.selectFrom('cleanedReports').select('id').where('reportId', '=', report.id).execute()).toHaveLength(1)
  expect((await db.selectFrom('usage').select('reportCleanups').where('userId', '=', userId).executeTakeFirstOrThrow()).reportCleanups).toBe(1)

  // Nothing written before the restart is lost; the refused saves were not applied, and the same save now succeeds.
  const stored = await db.selectFrom('reports').select(['version', 'chapters']).where('id', '=', report.id).executeTakeFirstOrThrow()
  expect(stored.version).toBe(2)
  expect((stored.chapters as Chapter[])[0]!.content).toBe('<p>Saved before the restart.</p>')
  expect((await db.selectFrom('reportRevisions').select('version').where('reportId', '=', report.id).orderBy('version').execute()).map((r) => r.version)).toEqual([2])
  const retried = await call(stack.url, 'POST', '/trpc/reports.save', cookie, { id: report.id, version: 2, chapters: chapters('Typed while the database was away.') })
  expect(retried).toMatchObject({ status: 200, body: { result: { data: { version: 3 } } } })

  // Both servers listen for session changes again, and a sign-out on one is seen by the other.
  await until('both session listeners to reconnect', async () => {
    const { rows } = await sql<{ n: string }>`select count(*) as n from pg_stat_activity where query = 'LISTEN session_changes'`.execute(db)
    return Number(rows[0]!.n) === 2 ? true : undefined
  })
  expect((await call(urlB, 'GET', '/api/auth/me', cookie)).status).toBe(200)
  expect((await call(urlB, 'GET', '/api/auth/me', cookie)).status).toBe(200)
  expect((await call(stack.url, 'POST', '/api/auth/logout', cookie)).status).toBe(200)
  await until('the other server to see the sign-out', async () => ((await call(urlB, 'GET', '/api/auth/me', cookie)).status === 401 ? true : undefined), 5_000)

  // No process was restarted: the same server, second server and worker carried on.
  expect([stack.server.exitCode, serverB.exitCode, stack.workers[0]!.exitCode]).toEqual([null, null, null])
})
