import type { FastifyInstance } from 'fastify'
import type { Deps } from '../../core/context'
import { startHealthMonitor } from './health.monitor'

export function healthRoutes(app: FastifyInstance, deps: Deps): void {
  const monitor = startHealthMonitor(deps)
  app.addHook('onClose', async () => monitor.stop())
  app.get('/api/health', async (_req, reply) => {
    const health = await monitor.current()
    return reply.status(health.status === 'ok' ? 200 : 503).send(health)
  })
}
