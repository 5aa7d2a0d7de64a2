import type { Chapter } from '@shared/src/reports/chapter.schema'
import { REPORT_CONFLICT_MESSAGE, type RevisionSummary, type SaveResult } from '@shared/src/reports/report.schema'
import { audit } from '@shared/node/db/audit'
import type { AuthedCtx } from '../../core/context'
import { AppError } from '../../core/errors'
import type { Db } from '@shared/node/db/connect'
import { parseStoredChapters } from '@shared/src/reports/stored-chapters'
import * as repo from './reports.repo'
import { requireOwnedReport, requireWritableReport } from '../../core/owned-report'
import { iso } from '../../core/values'
import { sanitizeChapters } from './report-mapping'

interface NewVersion {
  id: string
  /** The version the writer started from; absent means "whatever is current" (REST compatibility). */
  expectedVersion?: number
  title?: string
  chapters: Chapter[]
  action: string
  details?: Record<string, unknown>
}

/**
 * Writes a new version under the row lock: refused with 409 when the writer started from an
 * older version, otherwise version + 1, a revision holding the new content and an audit event.
 */
export async function writeVersion(ctx: AuthedCtx, trx: Db, v: NewVersion): Promise<SaveResult> {
  const current = await requireWritableReport(trx, ctx.user, v.id, true)
  if (v.expectedVersion !== undefined && v.expectedVersion !== current.version) {
    throw new AppError('CONFLICT', REPORT_CONFLICT_MESSAGE, { currentVersion: current.version })
  }
  const version = current.version + 1
  const title = v.title ?? current.title
  const saved = await repo.updateReportContent(trx, current.id, { version, title, chapters: v.chapters })
  await repo.insertRevision(trx, { reportId: current.id, version, title, chapters: v.chapters, createdBy: ctx.user.id })
  await audit(trx, { actorId: ctx.user.id, action: v.action, targetType: 'report', targetId: current.id, ip: ctx.ip, details: { version, ...v.details } })
  return { version: saved.version, updatedAt: iso(saved.updatedAt) }
}

/** Records a version's content as a revision, inside the caller's transaction (signing writes one too). */
export const recordRevision = (trx: Db, revision: { reportId: string; version: number; title: string; chapters: Chapter[]; createdBy: string }) => repo.insertRevision(trx, revision)

/** Saves the editor's chapters (and title) against the version it loaded (optimistic concurrency). */
export async function saveReport(ctx: AuthedCtx, input: { id: string; version?: number; title?: string; chapters: Chapter[] }): Promise<SaveResult> {
  const chapters = sanitizeChapters(input.chapters)
  return ctx.db
    .transaction()
    .execute((trx) => writeVersion(ctx, trx, { id: input.id, expectedVersion: input.version, title: input.title, chapters, action: 'report.save' }))
}

/** The stored versions of one of the caller's reports, newest first. */
export async function listRevisions(ctx: AuthedCtx, id: string): Promise<RevisionSummary[]> {
  const report = await requireOwnedReport(ctx.db, ctx.user, id)
  return (await repo.listRevisionsByReport(ctx.db, report.id)).map((r) => ({
    version: r.version,
    title: r.title,
    createdAt: iso(r.createdAt),
    createdBy: r.createdBy,
    createdByName: r.username,
  }))
}

/** Makes an earlier revision's chapters the newest version; the current title stays (renames are not versioned). */
export async function restoreRevision(ctx: AuthedCtx, input: { id: string; version: number; expectedVersion?: number }): Promise<SaveResult> {
  return ctx.db.transaction().execute(async (trx) => {
    const report = await requireWritableReport(trx, ctx.user, input.id)
    const revision = await repo.findRevision(trx, report.id, input.version)
    if (!revision) throw new AppError('NOT_FOUND', 'Revision not found')
    // Stored revisions were sanitised when written; sanitising again keeps the invariant if the schema tightened since.
    const chapters = sanitizeChapters(parseStoredChapters(revision.chapters))
    return writeVersion(ctx, trx, {
      id: report.id,
      expectedVersion: input.expectedVersion,
      chapters,
      action: 'report.restore',
      details: { restoredVersion: input.version },
    })
  })
}
