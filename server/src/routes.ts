import type { FastifyInstance } from 'fastify'
import type { Deps } from './core/context'
import { adminRoutes } from './features/admin/admin.http'
import { authRoutes } from './features/auth/auth.http'
import { caseloadRoutes } from './features/caseload/caseload.http'
import { catalogRoutes } from './features/catalog/catalog.http'
import { exportRoutes } from './features/export/export.http'
import { fhirRoutes } from './features/fhir/fhir.http'
import { healthRoutes } from './features/health/health.http'
import { jobRoutes } from './features/jobs/jobs.http'
import { publicRoutes } from './features/public/public.http'
import { reportRoutes } from './features/reports/reports.http'
import { signingRoutes } from './features/signing/signing.http'
import { tagRoutes } from './features/tags/tags.http'

/** The REST adapters for the spec's /api paths, one registration per feature. */
export function registerRestRoutes(app: FastifyInstance, deps: Deps): void {
  healthRoutes(app, deps)
  authRoutes(app, deps)
  publicRoutes(app, deps)
  catalogRoutes(app, deps)
  reportRoutes(app, deps)
  signingRoutes(app, deps)
  tagRoutes(app, deps)
  jobRoutes(app, deps)
  exportRoutes(app, deps)
  fhirRoutes(app, deps)
  adminRoutes(app, deps)
  caseloadRoutes(app, deps)
}
