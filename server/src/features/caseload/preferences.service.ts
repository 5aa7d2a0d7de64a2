import {
  DEFAULT_REPORT_PREFERENCES,
  ReportSortKey,
  ReportView,
  UpdateReportPreferencesInput,
  type ReportPreferences,
} from '@shared/src/caseload/caseload.schema'
import type { Db } from '@shared/node/db/connect'
import type { AuthedCtx } from '../../core/context'
import * as repo from './preferences.repo'

/** A stored choice that is no longer one of the choices counts as none. */
const toPreferences = (row: { reportView: string | null; reportSort: string | null } | undefined): ReportPreferences => ({
  view: ReportView.safeParse(row?.reportView).data ?? DEFAULT_REPORT_PREFERENCES.view,
  sort: ReportSortKey.safeParse(row?.reportSort).data ?? DEFAULT_REPORT_PREFERENCES.sort,
})

/** The user's view and order of My Reports (cards, last edited first, until they choose). */
export const readPreferences = async (db: Db, userId: string): Promise<ReportPreferences> => toPreferences(await repo.findPreferences(db, userId))

/** Remembers the caller's view or order of My Reports for every browser they sign in from. */
export async function updatePreferences(ctx: AuthedCtx, raw: UpdateReportPreferencesInput): Promise<ReportPreferences> {
  const input = UpdateReportPreferencesInput.parse(raw)
  return toPreferences(await repo.savePreferences(ctx.db, ctx.user.id, { reportView: input.view, reportSort: input.sort }))
}
