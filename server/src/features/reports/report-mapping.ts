import { sanitizeChapterHtml } from '@shared/node/html'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { REPORT_NOT_FOUND_MESSAGE, type ReportDetail, type ReportSummary } from '@shared/src/reports/report.schema'
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
})

export const toSummary = (r: { id: string; title: string; status: string; version: number; chapterCount: number | string; createdAt: Date; updatedAt: Date }): ReportSummary => ({
  id: r.id,
  title: r.title,
  status: r.status,
  chapterCount: Number(r.chapterCount),
  version: r.version,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
})

export { iso }
