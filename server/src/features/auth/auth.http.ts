import type { FastifyInstance } from 'fastify'
import { LoginInput, SignupInput } from '@shared/src/auth/auth.schema'
import type { Deps } from '../../core/context'
import { buildCtx, requireUser } from '../../core/http'
import { getUsageStats, login, logout, me, signup } from './auth.service'

/** REST adapters for the spec's /api/auth paths. */
export function authRoutes(app: FastifyInstance, deps: Deps): void {
  app.post('/api/auth/signup', async (req, reply) => signup(await buildCtx(deps, req, reply), SignupInput.parse(req.body ?? {})))
  app.post('/api/auth/login', async (req, reply) => login(await buildCtx(deps, req, reply), LoginInput.parse(req.body ?? {})))
  app.post('/api/auth/logout', async (req, reply) => logout(await buildCtx(deps, req, reply)))
  app.get('/api/auth/me', async (req, reply) => me(await requireUser(deps, req, reply)))
  app.get('/api/auth/usage-stats', async (req, reply) => getUsageStats(await requireUser(deps, req, reply)))
}
