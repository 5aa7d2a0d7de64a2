import { sanitizeChapterHtml } from '@shared/node/html'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { type ReportDetail, type ReportListItem, type ReportModuleBrief, type ReportSummary } from '@shared/src/reports/report.schema'
import type { OwnedReport } from '@shared/node/db/owned-report'
import { iso } from '../../core/values'
import { parseStoredChapters } from '@shared/src/reports/stored-chapters'

/** Every chapter's HTML, at every level, as the shared schema allows it: the only HTML ever stored. */
export function sanitizeChapters(chapters: readonly Chapter[]): Chapter[] {
  return chapters.map((c) => {
    const clean: Chapter = { ...c, content: sanitizeChapterHtml(c.content) }
    if (c.subChapters) clean.subChapters = sanitizeChapters(c.subChapters)
    return clean
  })
}

type ReportRow = OwnedReport

export const toDetail = (r: ReportRow): ReportDetail => ({
  id: r.id,
  title: r.title,
  templateId: r.templateId,
  selectedInjuryModules: Array.isArray(r.selectedInjuryModules) ? r.selectedInjuryModules.filter((x) => typeof x === 'string') : [],
  chapters: parseStoredChapters(r.chapters),
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
  ...(r.signedAt && Array.isArray(r.signedPendingStudies) && r.signedPendingStudies.length ? { signedPendingStudies: r.signedPendingStudies.map(String) } : {}),
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

