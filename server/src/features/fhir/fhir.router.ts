import { SetFhirMappingInput } from '@shared/src/fhir/elements'
import { ReportIdInput } from '@shared/src/reports/report.schema'
import { authedProcedure, router, superProcedure } from '../../core/trpc'
import { exportFhir, fhirPreview } from './fhir-export.service'
import { listFhirMappings, setFhirMapping } from './fhir-mapping.service'

/** FHIR out: what an export will send, the export itself (owner or super user), and the admin mapping. */
export const fhirRouter = router({
  preview: authedProcedure.input(ReportIdInput).query(({ ctx, input }) => fhirPreview(ctx, input.id)),
  export: authedProcedure.input(ReportIdInput).mutation(({ ctx, input }) => exportFhir(ctx, input.id)),
  mappings: router({
    list: superProcedure.query(({ ctx }) => listFhirMappings(ctx)),
    set: superProcedure.input(SetFhirMappingInput).mutation(({ ctx, input }) => setFhirMapping(ctx, input)),
  }),
})
