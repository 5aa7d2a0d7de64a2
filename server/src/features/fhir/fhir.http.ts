import type { FastifyInstance } from 'fastify'
import { SetFhirMappingInput } from '@shared/src/fhir/elements'
import { ReportIdInput } from '@shared/src/reports/report.schema'
import type { Deps } from '../../core/context'
import { requireSuper, requireUser } from '../../core/http'
import { bodyWithParams } from '../../core/rest-body'
import { exportFhir } from './fhir-export.service'
import { listFhirMappings, setFhirMapping } from './fhir-mapping.service'

export const FHIR_JSON = 'application/fhir+json'

/** REST: GET /api/reports/{id}/fhir (the signed report as an MDI Bundle) and the admin mapping table. */
export function fhirRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/api/reports/:id/fhir', async (req, reply) => {
    const ctx = await requireUser(deps, req, reply)
    const { bundle, filename } = await exportFhir(ctx, ReportIdInput.parse(req.params).id)
    return reply
      .header('content-type', `${FHIR_JSON}; charset=utf-8`)
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(bundle))
  })
  app.get('/api/admin/fhir-mappings', async (req, reply) => listFhirMappings(await requireSuper(deps, req, reply)))
  app.patch('/api/admin/fhir-mappings/:element', async (req, reply) => {
    const ctx = await requireSuper(deps, req, reply)
    return setFhirMapping(ctx, SetFhirMappingInput.parse(bodyWithParams(req)))
  })
}
