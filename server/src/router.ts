import { router } from './core/trpc'
import { adminRouter } from './features/admin/admin.router'
import { authRouter } from './features/auth/auth.router'
import { caseloadRouter } from './features/caseload/caseload.router'
import { catalogRouter } from './features/catalog/catalog.router'
import { fhirRouter } from './features/fhir/fhir.router'
import { jobsRouter } from './features/jobs/jobs.router'
import { publicRouter } from './features/public/public.router'
import { reportsRouter } from './features/reports/reports.router'
import { signingRouter } from './features/signing/signing.router'
import { tagsRouter } from './features/tags/tags.router'

/** Every tRPC router of the product; the client imports only this type. */
export const appRouter = router({
  auth: authRouter,
  public: publicRouter,
  catalog: catalogRouter,
  reports: reportsRouter,
  caseload: caseloadRouter,
  signing: signingRouter,
  tags: tagsRouter,
  jobs: jobsRouter,
  admin: adminRouter,
  fhir: fhirRouter,
})

export type AppRouter = typeof appRouter
