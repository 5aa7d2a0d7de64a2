import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { buildApp } from '../../app'
import { hashToken, newSessionToken } from '../../core/session'
import { pruneExpiredSessions, startSessionPruning } from './session-pruning'

let ta: TestApp
beforeAll(async () => {
  ta = await createTestApp()
})
afterAll(() => ta?.close())

const HOUR = 3_600_000
async function session(userId: string, expiresInMs: number) {
  const token = newSessionToken()
  await ta.t.db
    .insertInto('sessions')
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + expiresInMs), userAgent: null, ip: null })
    .execute()
  return token
}
const exists = async (token: string) =>
  (await ta.t.db.selectFrom('sessions').select('id').where('tokenHash', '=', hashToken(token)).executeTakeFirst()) !== undefined
const until = async (ok: () => Promise<boolean>, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 25))
  }
}

describe('expired sessions are pruned', () => {
  it('deletes sessions past their expiry and keeps live ones signed in', async () => {
    const { user, cookie } = await signedIn(ta)
    const old = await session(user.id, -30 * 24 * HOUR)
    const justExpired = await session(user.id, -1_000)
    const live = await session(user.id, HOUR)
    expect(await pruneExpiredSessions(ta.t.db)).toBeGreaterThanOrEqual(2)
    expect([await exists(old), await exists(justExpired), await exists(live)]).toEqual([false, false, true])
    for (const auth of [{ cookie }, { authorization: `Bearer ${live}` }]) {
      expect((await ta.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).statusCode).toBe(200)
    }
    expect(await pruneExpiredSessions(ta.t.db)).toBe(0)
  })

  it('prunes on a timer, without anyone calling it', async () => {
    const { user } = await signedIn(ta)
    const pruning = startSessionPruning(ta.t.db, { intervalMs: 100 })
    try {
      const expired = await session(user.id, -1_000)
      const live = await session(user.id, HOUR)
      await until(async () => !(await exists(expired)))
      expect(await exists(live)).toBe(true)
    } finally {
      pruning.stop()
    }
  })

  it('is started by the server itself', async () => {
    const { user } = await signedIn(ta)
    const expired = await session(user.id, -1_000)
    const app = await buildApp(ta.deps)
    try {
      await until(async () => !(await exists(expired)))
    } finally {
      await app.close()
    }
  })
})
