import type { FastifyInstance } from 'fastify'
import type { Deps } from '../../core/context'
import { buildCtx } from '../../core/http'
import { submitContact, subscribeWaitlist } from './public.service'

export function publicRoutes(app: FastifyInstance, deps: Deps): void {
  app.post('/api/waitlist/subscribe', async (req, reply) => subscribeWaitlist(await buildCtx(deps, req, reply), req.body ?? {}))
  app.post('/api/contact/submit', async (req, reply) => submitContact(await buildCtx(deps, req, reply), req.body ?? {}))
}
