import type { FastifyInstance } from 'fastify'
import { loadConfig, type Config } from '../../shared/node/config'
import { createRedis } from '../../shared/node/redis'
import { createJobQueues } from '../../shared/node/jobs/queues'
import { buildApp } from '../../server/src/app'
import { createRateLimits } from '../../server/src/core/rate-limit'
import { startSessionCache } from '../../server/src/core/session-cache'
import type { Ctx, Deps, SessionUser } from '../../server/src/core/context'
import { appRouter } from '../../server/src/router'
import { createCallerFactory } from '../../server/src/core/trpc'
import { hashPassword } from '../../server/src/features/auth/password'
import { createTestDb, testServerEnv, type TestDb } from './db'
import type { Role } from '../../shared/src/constants'

export interface TestApp {
  app: FastifyInstance
  deps: Deps
  t: TestDb
  config: Config
  close(): Promise<void>
}

/** A real Fastify app on a fresh database and its own Redis key prefix. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestDb()
  const config = loadConfig({ ...testServerEnv(t), CLIENT_DIST: '/nonexistent', ...env })
  const redis = createRedis(config.REDIS_URL)
  const sessions = startSessionCache<SessionUser>(config.DATABASE_URL)
  await sessions.ready
  const deps: Deps = { db: t.db, redis, config, rateLimits: createRateLimits(redis, config), jobs: createJobQueues(config), sessions: sessions.cache }
  const app = await buildApp(deps)
  await app.ready()
  return {
    app,
    deps,
    t,
    config,
    async close() {
      await app.close()
      await sessions.stop()
      await deps.jobs.close()
      redis.disconnect()
      await t.drop()
    },
  }
}

let counter = 0
/** Creates a user directly in the database with the given role; returns its credentials. */
export async function createUser(deps: Deps, role: Role = 'free', password = 'correct horse') {
  counter += 1
  const suffix = `${Date.now().toString(36)}${counter}`
  const email = `user${suffix}@example.org`
  const user = await deps.db
    .insertInto('users')
    .values({ email, username: `user${suffix}`, passwordHash: await hashPassword(password), role })
    .returningAll()
    .executeTakeFirstOrThrow()
  return { user, email, password }
}

/** Signs a user in through REST and returns the session cookie header to send back. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`)
  const cookie = res.cookies.find((c) => c.name === 'sid')
  if (!cookie) throw new Error('no session cookie')
  return `sid=${cookie.value}`
}

/** A tRPC caller acting as the given user (or signed out), through the real router and middleware. */
export function callerFor(deps: Deps, user: Ctx['user'] = null) {
  const ctx: Ctx = { ...deps, user, sessionToken: null, ip: '127.0.0.1', userAgent: 'vitest', setCookie: () => {}, clearCookie: () => {} }
  return createCallerFactory(appRouter)(ctx)
}

/** A signed-in user with a cookie for REST and a caller for tRPC. */
export async function signedIn(ta: TestApp, role: Role = 'free') {
  const { user, email, password } = await createUser(ta.deps, role)
  const cookie = await signIn(ta.app, email, password)
  const sessionUser = { id: user.id, email: user.email, username: user.username, role: user.role, createdAt: user.createdAt }
  return { user: sessionUser, cookie, trpc: callerFor(ta.deps, sessionUser) }
}
