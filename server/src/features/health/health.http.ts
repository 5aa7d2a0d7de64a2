import type { FastifyInstance } from 'fastify'
import type { Deps } from '../../core/context'
import { checkHealth } from './health.service'

export function healthRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/api/health', async (_req, reply) => {
    const health = await checkHealth(deps)
    return reply.status(health.status === 'ok' ? 200 : 503).send(health)
  })
}
