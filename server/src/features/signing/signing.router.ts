import { AddendumInput, SignReportInput } from '@shared/src/reports/signing'
import { ReportIdInput } from '@shared/src/reports/report.schema'
import { authedProcedure, router } from '../../core/trpc'
import { addAddendum, signingCheck, signReport } from './signing.service'

/** Sign-out of the caller's own reports: what still blocks signing, signing, and addenda. */
export const signingRouter = router({
  check: authedProcedure.input(ReportIdInput).query(({ ctx, input }) => signingCheck(ctx, input.id)),
  sign: authedProcedure.input(SignReportInput).mutation(({ ctx, input }) => signReport(ctx, input)),
  addAddendum: authedProcedure.input(AddendumInput).mutation(({ ctx, input }) => addAddendum(ctx, input)),
})
