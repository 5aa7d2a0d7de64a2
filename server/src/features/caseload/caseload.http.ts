import type { FastifyInstance } from 'fastify'
import { DashboardInput } from '@shared/src/caseload/caseload.schema'
import type { Deps } from '../../core/context'
import { requireSuper } from '../../core/http'
import { caseloadCsv } from './dashboard.service'

/** The office's list for an audit, as CSV (super users): `GET /api/admin/caseload.csv?pathologistId=`. */
export function caseloadRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/api/admin/caseload.csv', async (req, reply) => {
    const ctx = await requireSuper(deps, req, reply)
    const { pathologistId } = DashboardInput.parse(req.query ?? {})
    const csv = await caseloadCsv(ctx, pathologistId)
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="caseload-${new Date().toISOString().slice(0, 10)}.csv"`)
      .send(csv)
  })
}
