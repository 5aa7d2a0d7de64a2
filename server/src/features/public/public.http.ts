import type { FastifyInstance } from 'fastify'
import { ContactInput, WaitlistInput } from '@shared/src/public/public.schema'
import type { Deps } from '../../core/context'
import { buildCtx } from '../../core/http'
import { submitContact, subscribeWaitlist } from './public.service'

export function publicRoutes(app: FastifyInstance, deps: Deps): void {
  app.post('/api/waitlist/subscribe', async (req, reply) => subscribeWaitlist(await buildCtx(deps, req, reply), WaitlistInput.parse(req.body ?? {})))
  app.post('/api/contact/submit', async (req, reply) => submitContact(await buildCtx(deps, req, reply), ContactInput.parse(req.body ?? {})))
}
