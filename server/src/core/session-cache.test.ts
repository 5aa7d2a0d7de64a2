import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, createUser, signIn, type TestApp } from '../../../test/harness/app'
import { buildApp } from '../app'
import type { SessionUser } from './context'
import { hashToken } from './session'
import { SESSION_CACHE_MAX_AGE_MS, SessionCache, startSessionCache } from './session-cache'

const someone: SessionUser = { id: 'u1', email: 'a@example.org', username: 'a', role: 'free', createdAt: new Date() }

describe('SessionCache', () => {
  const listening = () => {
    const cache = new SessionCache<SessionUser>()
    cache.listening = true
    return cache
  }

  it('answers a remembered token until its session expires, and at most for the maximum age', () => {
    const cache = listening()
    const now = Date.now()
    cache.remember('a', someone, new Date(now + 5_000), cache.generation, now)
    cache.remember('b', someone, new Date(now + 3_600_000), cache.generation, now)
    expect(cache.get('a', now + 4_999)).toEqual(someone)
    expect(cache.get('a', now + 5_000)).toBeUndefined()
    expect(cache.get('b', now + SESSION_CACHE_MAX_AGE_MS - 1)).toEqual(someone)
    expect(cache.get('b', now + SESSION_CACHE_MAX_AGE_MS)).toBeUndefined()
  })

  it('does not keep a lookup that started before a forget, nor anything while no one listens', () => {
    const cache = listening()
    const before = cache.generation
    cache.forgetAll()
    cache.remember('a', someone, new Date(Date.now() + 60_000), before)
    expect(cache.get('a')).toBeUndefined()

    cache.remember('a', someone, new Date(Date.now() + 60_000), cache.generation)
    expect(cache.get('a')).toEqual(someone)
    cache.listening = false
    expect(cache.get('a')).toBeUndefined()
    cache.remember('a', someone, new Date(Date.now() + 60_000), cache.generation)
    expect(cache.get('a')).toBeUndefined()
  })
})

// Two server processes on one database: the test app and a second app with a session cache and a listening
// connection of its own. A change served by one must hold in the other at once (within a notification's trip).
describe('remembered sessions across server processes', () => {
  let ta: TestApp
  let other: { app: FastifyInstance; stop(): Promise<void>; cache: SessionCache<SessionUser> }

  beforeAll(async () => {
    ta = await createTestApp()
    const listener = startSessionCache<SessionUser>(ta.config.DATABASE_URL, { retryMs: 1_500 })
    await listener.ready
    const app = await buildApp({ ...ta.deps, sessions: listener.cache })
    await app.ready()
    other = { app, cache: listener.cache, stop: () => listener.stop().then(() => app.close()) }
  }, 60_000)
  afterAll(async () => {
    await other?.stop()
    await ta?.close()
  })

  const me = (app: FastifyInstance, cookie: string) => app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })
  const hashOf = (cookie: string) => hashToken(cookie.slice('sid='.length))

  /** Polls `check` until it holds; returns how long that took (it fails the test after `limitMs`). */
  async function within(check: () => Promise<boolean>, limitMs = 2_000): Promise<number> {
    const started = Date.now()
    while (!(await check())) {
      if (Date.now() - started > limitMs) throw new Error(`not seen within ${limitMs} ms`)
      await new Promise((r) => setTimeout(r, 5))
    }
    return Date.now() - started
  }

  it('remembers a session after its first lookup, in each process', async () => {
    const { email, password } = await createUser(ta.deps)
    const cookie = await signIn(ta.app, email, password)
    expect((await me(ta.app, cookie)).statusCode).toBe(200)
    expect((await me(other.app, cookie)).statusCode).toBe(200)
    expect(ta.deps.sessions.get(hashOf(cookie))?.email).toBe(email)
    expect(other.cache.get(hashOf(cookie))?.email).toBe(email)
  })

  it('a sign-out ends the session at once in the process that served it, and in the other as soon as PostgreSQL tells it', async () => {
    const { email, password } = await createUser(ta.deps)
    const cookie = await signIn(ta.app, email, password)
    expect((await me(ta.app, cookie)).statusCode).toBe(200)
    expect((await me(other.app, cookie)).statusCode).toBe(200)

    expect((await ta.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(200)
    expect((await me(ta.app, cookie)).statusCode).toBe(401)
    const ms = await within(async () => (await me(other.app, cookie)).statusCode === 401)
    expect(ms).toBeLessThan(1_000)
  })

  it('the process that ends a session or changes a role forgets at once, without waiting for PostgreSQL', async () => {
    // A cache that believes it listens but hears nothing: only the process's own forgetting can clear it.
    const deaf = new SessionCache<SessionUser>()
    deaf.listening = true
    const app = await buildApp({ ...ta.deps, sessions: deaf })
    try {
      const admin = await createUser(ta.deps, 'super')
      const adminCookie = await signIn(app, admin.email, admin.password)
      const target = await createUser(ta.deps, 'super')
      const cookie = await signIn(app, target.email, target.password)
      const users = () => app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } })
      expect((await users()).statusCode).toBe(200)
      expect(deaf.get(hashOf(cookie))?.role).toBe('super')
      expect((await app.inject({ method: 'PATCH', url: `/api/admin/users/${target.user.id}/role`, headers: { cookie: adminCookie }, payload: { role: 'free' } })).statusCode).toBe(200)
      expect((await users()).statusCode).toBe(403)

      expect((await me(app, cookie)).statusCode).toBe(200)
      expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(200)
      expect((await me(app, cookie)).statusCode).toBe(401)

      const other = await createUser(ta.deps)
      const otherCookie = await signIn(app, other.email, other.password)
      expect((await me(app, otherCookie)).statusCode).toBe(200)
      expect((await app.inject({ method: 'DELETE', url: `/api/admin/users/${other.user.id}`, headers: { cookie: adminCookie } })).statusCode).toBe(200)
      expect((await me(app, otherCookie)).statusCode).toBe(401)
    } finally {
      await app.close()
    }
  })

  it('a role change applies to the user’s next request in both processes', async () => {
    const admin = await createUser(ta.deps, 'super')
    const adminCookie = await signIn(ta.app, admin.email, admin.password)
    const target = await createUser(ta.deps, 'super')
    const cookie = await signIn(ta.app, target.email, target.password)
    const users = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } })
    expect((await users(ta.app)).statusCode).toBe(200)
    expect((await users(other.app)).statusCode).toBe(200)

    const res = await other.app.inject({ method: 'PATCH', url: `/api/admin/users/${target.user.id}/role`, headers: { cookie: adminCookie }, payload: { role: 'free' } })
    expect(res.statusCode).toBe(200)
    expect((await users(other.app)).statusCode).toBe(403)
    await within(async () => (await users(ta.app)).statusCode === 403)
  })

  it('a change made outside any server, in SQL, is seen by both', async () => {
    const { user, email, password } = await createUser(ta.deps)
    const cookie = await signIn(ta.app, email, password)
    expect((await me(ta.app, cookie)).statusCode).toBe(200)
    expect((await me(other.app, cookie)).statusCode).toBe(200)
    await ta.t.db.updateTable('users').set({ deactivatedAt: new Date() }).where('id', '=', user.id).execute()
    await within(async () => (await me(ta.app, cookie)).statusCode === 401)
    await within(async () => (await me(other.app, cookie)).statusCode === 401)
  })

  it('while its listening connection is down, a process remembers nothing; it listens again by itself', async () => {
    const { email, password } = await createUser(ta.deps)
    const cookie = await signIn(ta.app, email, password)
    expect((await me(other.app, cookie)).statusCode).toBe(200)
    expect(other.cache.listening).toBe(true)

    // Kill every connection listening on this database: both processes' listeners.
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`.execute(ta.t.db)
    await within(async () => !other.cache.listening)
    expect(other.cache.get(hashOf(cookie))).toBeUndefined()
    expect((await me(other.app, cookie)).statusCode).toBe(200)
    expect(other.cache.get(hashOf(cookie))).toBeUndefined()

    await within(async () => other.cache.listening, 5_000)
    expect((await me(other.app, cookie)).statusCode).toBe(200)
    expect(other.cache.get(hashOf(cookie))?.email).toBe(email)
  })
})
