import { sql } from 'kysely'
import type { TestApp } from './app'

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/** A REST call as a signed-in user (cookie); the JSON body when there is one. */
export async function rest(ta: TestApp, cookie: string, method: Method, url: string, payload?: unknown) {
  const res = await ta.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) })
  return { status: res.statusCode, body: res.body ? res.json() : undefined }
}

/** The audit actions recorded against one target, oldest first. */
export const auditActions = async (ta: TestApp, targetId: string) =>
  (await ta.deps.db.selectFrom('auditEvents').select('action').where('targetId', '=', targetId).orderBy('id').execute()).map((r) => r.action)

/**
 * Runs the calls while the given user rows are locked by another transaction, and releases the
 * lock only once all of them wait on it: the calls then race for real rather than by chance.
 */
export async function raceOnUsers<T>(ta: TestApp, userIds: string[], calls: (() => Promise<T>)[]) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let locked!: () => void
  const isLocked = new Promise<void>((resolve) => (locked = resolve))
  const holder = ta.deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', 'in', userIds).forUpdate().execute()
    locked()
    await held
  })
  await isLocked
  const results = Promise.allSettled(calls.map((call) => call()))
  for (let i = 0; i < 200; i++) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(ta.deps.db)
    if (Number(rows[0].n) >= calls.length) break
    await new Promise((r) => setTimeout(r, 10))
  }
  release()
  await holder
  return results
}
