import { sanitizeChapterHtml } from '@shared/node/html'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { REPORT_NOT_FOUND_MESSAGE, type ReportDetail, type ReportListItem, type ReportModuleBrief, type ReportSummary } from '@shared/src/reports/report.schema'
import { SIGNING_TEXTS } from '@shared/src/reports/signing'
import type { Db } from '@shared/node/db/connect'
import type { SessionUser } from '../../core/context'
import { AppError } from '../../core/errors'
import { toChapters } from '../catalog/catalog.service'
import * as repo from './reports.repo'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const iso = (d: Date | string) => new Date(d).toISOString()

/** Every chapter's HTML, at every level, as the shared schema allows it: the only HTML ever stored. */
export function sanitizeChapters(chapters: readonly Chapter[]): Chapter[] {
  return chapters.map((c) => {
    const clean: Chapter = { ...c, content: sanitizeChapterHtml(c.content) }
    if (c.subChapters) clean.subChapters = sanitizeChapters(c.subChapters)
    return clean
  })
}

type ReportRow = NonNullable<Awaited<ReturnType<typeof repo.findReportById>>>

/**
 * The caller's own live report. Anyone else, whatever their role, learns nothing:
 * not even that the report exists.
 */
export async function ownedReport(db: Db, user: SessionUser, id: string, lock = false): Promise<ReportRow> {
  const row = UUID.test(id) ? await (lock ? repo.findReportByIdForUpdate(db, id) : repo.findReportById(db, id)) : undefined
  if (!row || row.ownerId !== user.id) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND_MESSAGE)
  return row
}

/** The caller's report for a change: a signed report is read-only to every path that writes (409). */
export async function writableReport(db: Db, user: SessionUser, id: string, lock = false): Promise<ReportRow> {
  const row = await ownedReport(db, user, id, lock)
  if (row.signedAt) throw new AppError('CONFLICT', SIGNING_TEXTS.locked, { signed: true })
  return row
}

export const toDetail = (r: ReportRow): ReportDetail => ({
  id: r.id,
  title: r.title,
  templateId: r.templateId,
  selectedInjuryModules: Array.isArray(r.selectedInjuryModules) ? r.selectedInjuryModules.filter((x) => typeof x === 'string') : [],
  chapters: toChapters(r.chapters),
  status: r.status,
  version: r.version,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
  // The signer's name and the addenda are added by the signing feature (withSignature).
  signedAt: r.signedAt ? iso(r.signedAt) : null,
  signedBy: null,
  contentHash: r.contentHash,
  signedContent: r.signedAt ? (r.signedContent as ReportDetail['signedContent']) : null,
  addenda: [],
})

export const toSummary = (r: {
  id: string
  title: string
  status: string
  version: number
  chapterCount: number | string
  createdAt: Date
  updatedAt: Date
  signedAt: Date | null
}): ReportSummary => ({
  id: r.id,
  title: r.title,
  status: r.status,
  chapterCount: Number(r.chapterCount),
  version: r.version,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
  signedAt: r.signedAt ? iso(r.signedAt) : null,
})

type ListRow = Parameters<typeof toSummary>[0] & { templateName: string | null; caseNumber: string | null; modules: unknown }

export const toListItem = (r: ListRow): ReportListItem => ({
  ...toSummary(r),
  templateName: r.templateName,
  modules: Array.isArray(r.modules) ? (r.modules as ReportModuleBrief[]).map((m) => ({ name: String(m.name), instances: Number(m.instances) || 0 })) : [],
  caseNumber: r.caseNumber,
})

export { iso }
