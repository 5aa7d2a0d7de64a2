import { DashboardInput, ReportPageInput, UpdateOfficeSettingsInput } from '@shared/src/caseload/caseload.schema'
import { AddStudyInput, ReportStudiesInput, UpdateReportPreferencesInput, UpdateStudyInput } from '@shared/src/caseload/caseload.schema'
import { authedProcedure, router, superProcedure } from '../../core/trpc'
import { pageMyReports } from './caseload.service'
import { myDashboard, officeDashboard, pathologists } from './dashboard.service'
import { getOfficeSettings, updateOfficeSettings } from './office.service'
import { updatePreferences } from './preferences.service'
import { addStudy, listStudies, updateStudy } from './studies.service'

/** My Reports as a caseload: pages, the dashboard, the studies a report waits for, and the office's settings. */
export const caseloadRouter = router({
  page: authedProcedure.input(ReportPageInput).query(({ ctx, input }) => pageMyReports(ctx, input)),
  /** Remembers the caller's view or order of My Reports (the page answers with them). */
  setPreferences: authedProcedure.input(UpdateReportPreferencesInput).mutation(({ ctx, input }) => updatePreferences(ctx, input)),
  dashboard: authedProcedure.query(({ ctx }) => myDashboard(ctx)),
  settings: authedProcedure.query(({ ctx }) => getOfficeSettings(ctx.db)),
  studies: router({
    list: authedProcedure.input(ReportStudiesInput).query(({ ctx, input }) => listStudies(ctx, input.reportId)),
    add: authedProcedure.input(AddStudyInput).mutation(({ ctx, input }) => addStudy(ctx, input)),
    update: authedProcedure.input(UpdateStudyInput).mutation(({ ctx, input }) => updateStudy(ctx, input)),
  }),
  office: router({
    dashboard: superProcedure.input(DashboardInput).query(({ ctx, input }) => officeDashboard(ctx, input.pathologistId)),
    pathologists: superProcedure.query(({ ctx }) => pathologists(ctx)),
    updateSettings: superProcedure.input(UpdateOfficeSettingsInput).mutation(({ ctx, input }) => updateOfficeSettings(ctx, input)),
  }),
})
