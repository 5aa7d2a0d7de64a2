import type { FastifyInstance } from 'fastify'
import { ReportIdInput } from '@shared/src/reports/report.schema'
import { AddendumBody, SignReportBody } from '@shared/src/reports/signing'
import type { Deps } from '../../core/context'
import { requireUser } from '../../core/http'
import { addAddendum, signReport } from './signing.service'

/** REST adapters of sign-out: POST /api/reports/{id}/sign and /api/reports/{id}/addenda. */
export function signingRoutes(app: FastifyInstance, deps: Deps): void {
  app.post('/api/reports/:id/sign', async (req, reply) => {
    const ctx = await requireUser(deps, req, reply)
    const { id } = ReportIdInput.parse(req.params)
    return signReport(ctx, { id, ...SignReportBody.parse(req.body ?? {}) })
  })

  app.post('/api/reports/:id/addenda', async (req, reply) => {
    const ctx = await requireUser(deps, req, reply)
    const { id } = ReportIdInput.parse(req.params)
    return reply.status(201).send(await addAddendum(ctx, { id, ...AddendumBody.parse(req.body ?? {}) }))
  })
}
