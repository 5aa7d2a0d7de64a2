import type { FastifyInstance } from 'fastify'
import type { Deps } from '../../core/context'
import { requireUser } from '../../core/http'
import { injuryModuleTree, listTemplates } from './catalog.service'

/** REST adapters for the spec's home calls on templates and modules. */
export function catalogRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/api/templates', async (req, reply) => listTemplates(await requireUser(deps, req, reply)))
  app.get('/api/injury-modules/tree', async (req, reply) => injuryModuleTree(await requireUser(deps, req, reply)))
}
