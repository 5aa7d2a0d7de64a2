import { findOwnedReport, type OwnedReport } from '@shared/node/db/owned-report'
import type { Db } from '@shared/node/db/connect'
import { REPORT_NOT_FOUND_MESSAGE } from '@shared/src/reports/report.schema'
import { SIGNING_TEXTS } from '@shared/src/reports/signing'
import type { SessionUser } from './context'
import { AppError } from './errors'

/**
 * The caller's own live report, or 404. Anyone else, whatever their role, learns nothing: not even
 * that the report exists.
 */
export async function requireOwnedReport(db: Db, user: Pick<SessionUser, 'id'>, id: string, lock = false): Promise<OwnedReport> {
  const row = await findOwnedReport(db, id, user.id, { forUpdate: lock })
  if (!row) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND_MESSAGE)
  return row
}

/** The caller's report for a change: a signed report is read-only to every path that writes (409). */
export async function requireWritableReport(db: Db, user: Pick<SessionUser, 'id'>, id: string, lock = false): Promise<OwnedReport> {
  const row = await requireOwnedReport(db, user, id, lock)
  if (row.signedAt) throw new AppError('CONFLICT', SIGNING_TEXTS.locked, { signed: true })
  return row
}
