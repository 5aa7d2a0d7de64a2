import {
  CreateReportInput,
  RenameReportInput,
  ReportIdInput,
  RestoreRevisionInput,
  SaveReportInput,
} from '@shared/src/reports/report.schema'
import { AddInstanceInput } from '@shared/src/reports/add-instance'
import { authedProcedure, router } from '../../core/trpc'
import { addInstance } from './report-instances.service'
import { listRevisions, restoreRevision, saveReport } from './report-versions.service'
import { createReport, deleteReport, getReport, listReports, renameReport } from './reports.service'

/** The caller's own reports: list, open, create, rename, save, delete, revisions and added injury instances. */
export const reportsRouter = router({
  list: authedProcedure.query(({ ctx }) => listReports(ctx)),
  get: authedProcedure.input(ReportIdInput).query(({ ctx, input }) => getReport(ctx, input.id)),
  create: authedProcedure.input(CreateReportInput).mutation(async ({ ctx, input }) => ({ id: (await createReport(ctx, input)).id })),
  rename: authedProcedure.input(RenameReportInput).mutation(({ ctx, input }) => renameReport(ctx, input)),
  save: authedProcedure.input(SaveReportInput).mutation(({ ctx, input }) => saveReport(ctx, input)),
  delete: authedProcedure.input(ReportIdInput).mutation(({ ctx, input }) => deleteReport(ctx, input.id)),
  revisions: authedProcedure.input(ReportIdInput).query(({ ctx, input }) => listRevisions(ctx, input.id)),
  restoreRevision: authedProcedure.input(RestoreRevisionInput).mutation(({ ctx, input }) => restoreRevision(ctx, input)),
  addInstance: authedProcedure.input(AddInstanceInput).mutation(({ ctx, input }) => addInstance(ctx, input)),
})
