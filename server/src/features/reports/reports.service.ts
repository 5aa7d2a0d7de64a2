import { composeReportChapters } from '@shared/src/reports/compose'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import {
  TEMPLATE_NOT_FOUND_MESSAGE,
  type ReportDetail,
  type ReportListItem,
  type ReportSummary,
} from '@shared/src/reports/report.schema'
import type { ModuleSelection } from '@shared/src/reports/selection'
import { audit } from '@shared/node/db/audit'
import type { AuthedCtx } from '../../core/context'
import { AppError } from '../../core/errors'
import { parseStoredChapters } from '@shared/src/reports/stored-chapters'
import { findTemplate, injuryModuleTree } from '../catalog/catalog.service'
import { withSignature } from '../signing/signature-view'
import * as repo from './reports.repo'
import { requireOwnedReport, requireWritableReport } from '../../core/owned-report'
import { sanitizeChapters, toDetail, toListItem, toSummary } from './report-mapping'

/** A stored report row as the API's report detail (signing answers the report it signed). */
export { toDetail }

/** The caller's reports for the home screen, most recently edited first: what the cards show, no chapter HTML. */
export async function listReports(ctx: AuthedCtx): Promise<ReportListItem[]> {
  return (await repo.listReportsByOwner(ctx.db, ctx.user.id)).map(toListItem)
}

/** The same list with every report's chapters (REST GET /api/reports). */
export async function listReportsWithChapters(ctx: AuthedCtx): Promise<(ReportSummary & { chapters: Chapter[] })[]> {
  return (await repo.listReportsWithChaptersByOwner(ctx.db, ctx.user.id)).map((r) => ({ ...toSummary(r), chapters: parseStoredChapters(r.chapters) }))
}

/** One of the caller's reports, whole. */
export async function getReport(ctx: AuthedCtx, id: string): Promise<ReportDetail> {
  const row = await requireOwnedReport(ctx.db, ctx.user, id)
  return withSignature(ctx.db, toDetail(row), row.signedBy)
}

interface NewReportContent {
  title: string
  templateId: string | null
  selectedInjuryModules: string[]
  chapters: Chapter[]
}

/** Stores a new report with its first revision and an audit event, all or nothing. */
async function insertReport(ctx: AuthedCtx, content: NewReportContent): Promise<ReportDetail> {
  const chapters = sanitizeChapters(content.chapters)
  const row = await ctx.db.transaction().execute(async (trx) => {
    const created = await repo.insertReport(trx, {
      ownerId: ctx.user.id,
      title: content.title,
      templateId: content.templateId,
      selectedInjuryModules: JSON.stringify(content.selectedInjuryModules),
      chapters: JSON.stringify(chapters),
      status: 'active',
    })
    // Revision 1 is the report as generated, so the pathologist can always go back to it.
    await repo.insertRevision(trx, { reportId: created.id, version: created.version, title: created.title, chapters, createdBy: ctx.user.id })
    await audit(trx, {
      actorId: ctx.user.id,
      action: 'report.create',
      targetType: 'report',
      targetId: created.id,
      ip: ctx.ip,
      details: { title: created.title, templateId: content.templateId, selectedInjuryModules: content.selectedInjuryModules },
    })
    return created
  })
  return toDetail(row)
}

/** Creates a report composed on the server from a stored template and the module picks. */
export async function createReport(ctx: AuthedCtx, input: { title: string; templateId: string; selection: ModuleSelection }): Promise<ReportDetail> {
  const template = await findTemplate(ctx.db, input.templateId)
  if (!template) throw new AppError('BAD_REQUEST', TEMPLATE_NOT_FOUND_MESSAGE)
  const { chapters, selectedInjuryModules } = composeReportChapters(template, await injuryModuleTree(ctx), input.selection)
  return insertReport(ctx, { title: input.title, templateId: template.id, selectedInjuryModules, chapters })
}

/** Creates a report from chapters the client composed (the spec's POST /api/reports body). */
export async function createReportFromChapters(
  ctx: AuthedCtx,
  input: { title: string; templateId?: string | null; selectedInjuryModules?: string[]; chapters?: Chapter[] },
): Promise<ReportDetail> {
  if (input.templateId && !(await findTemplate(ctx.db, input.templateId))) throw new AppError('BAD_REQUEST', TEMPLATE_NOT_FOUND_MESSAGE)
  return insertReport(ctx, {
    title: input.title,
    templateId: input.templateId ?? null,
    selectedInjuryModules: input.selectedInjuryModules ?? [],
    chapters: input.chapters ?? [],
  })
}

/**
 * Renames a report. The title is metadata, not content: the version is kept, so an editor open
 * elsewhere can still save its chapters.
 */
export async function renameReport(ctx: AuthedCtx, input: { id: string; title: string }): Promise<ReportSummary> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await requireWritableReport(trx, ctx.user, input.id, true)
    const row = await repo.updateReportTitle(trx, before.id, input.title)
    await audit(trx, { actorId: ctx.user.id, action: 'report.rename', targetType: 'report', targetId: before.id, ip: ctx.ip, details: { from: before.title, to: input.title } })
    return toSummary(row)
  })
}

/** Soft-deletes a report: it leaves every list, but the record and its revisions are kept as evidence. */
export async function deleteReport(ctx: AuthedCtx, id: string): Promise<{ success: true }> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await requireWritableReport(trx, ctx.user, id, true)
    await repo.softDeleteReport(trx, row.id)
    await audit(trx, { actorId: ctx.user.id, action: 'report.delete', targetType: 'report', targetId: row.id, ip: ctx.ip, details: { title: row.title, version: row.version } })
  })
  return { success: true }
}
