import type { Chapter } from '../../src/reports/chapter.schema'
import { numberedOutline } from '../../src/reports/numbering'
import type { SignedContent } from '../../src/reports/signing'
import type { Db } from '../db/connect'
import { addendumHashOf, contentHashOf } from './hashes'

/** One signature that no longer matches what is stored. */
export interface SignatureProblem {
  reportId: string
  title: string
  /** The addendum whose hash or link fails; absent for the report's own content hash. */
  addendumId?: string
  message: string
}

export interface VerifyResult {
  reports: number
  addenda: number
  problems: SignatureProblem[]
}

const short = (hash: string | null | undefined) => (hash ? `${hash.slice(0, 12)}…` : 'none')

function readSignedContent(raw: unknown): SignedContent | undefined {
  const c = raw as Partial<SignedContent> | null
  if (!c || typeof c.title !== 'string' || !Array.isArray(c.chapters)) return undefined
  return c as SignedContent
}

/** Chapters of the signed content whose title or text differ from the report's stored chapters, by outline number. */
function changedChapters(signed: readonly Chapter[], stored: unknown): string[] {
  const byId = new Map(Array.isArray(stored) ? numberedOutline(stored as Chapter[]).map((n) => [n.chapter.id, n.chapter]) : [])
  return numberedOutline(signed)
    .filter(({ chapter }) => {
      const other = byId.get(chapter.id)
      return !other || other.title !== chapter.title || other.content !== chapter.content
    })
    .map(({ chapter, number }) => `${number} "${chapter.title}"`)
}

type SignedRow = { id: string; title: string; chapters: unknown; signedContent: unknown; contentHash: string | null }

function checkContent(r: SignedRow): SignatureProblem | undefined {
  const content = readSignedContent(r.signedContent)
  if (!content) return { reportId: r.id, title: r.title, message: 'the signed content is missing or unreadable' }
  const recomputed = contentHashOf(content)
  if (recomputed === r.contentHash) return undefined
  const changed = changedChapters(content.chapters, r.chapters)
  const where = changed.length ? `; signed chapters differing from the stored report: ${changed.join(', ')}` : ''
  return {
    reportId: r.id,
    title: r.title,
    message: `content hash differs: stored ${short(r.contentHash)}, recomputed ${short(recomputed)}${where}`,
  }
}

/**
 * Recomputes every signed report's content hash from its stored signed content, and every addendum's
 * hash and its link to the hash before it (the report's for the first), oldest first. Reads only.
 */
export async function verifySignatures(db: Db): Promise<VerifyResult> {
  const reports: SignedRow[] = await db
    .selectFrom('reports')
    .select(['id', 'title', 'chapters', 'signedContent', 'contentHash'])
    .where('signedAt', 'is not', null)
    .orderBy('signedAt')
    .orderBy('id')
    .execute()
  const addenda = await db
    .selectFrom('reportAddenda')
    .selectAll()
    .orderBy('reportId')
    .orderBy('createdAt')
    .orderBy('id')
    .execute()
  const byReport = new Map<string, typeof addenda>()
  for (const a of addenda) byReport.set(a.reportId, [...(byReport.get(a.reportId) ?? []), a])

  const problems: SignatureProblem[] = []
  const known = new Set(reports.map((r) => r.id))
  for (const r of reports) {
    const problem = checkContent(r)
    if (problem) problems.push(problem)
    let previous = r.contentHash ?? ''
    for (const [i, a] of (byReport.get(r.id) ?? []).entries()) {
      const at = `addendum ${i + 1} (${new Date(a.createdAt).toISOString()})`
      if (a.previousHash !== previous) {
        problems.push({ reportId: r.id, title: r.title, addendumId: a.id, message: `${at} does not follow the hash before it: links to ${short(a.previousHash)}, expected ${short(previous)}` })
      }
      const recomputed = addendumHashOf({
        reportId: a.reportId,
        authorId: a.authorId,
        createdAt: new Date(a.createdAt).toISOString(),
        reason: a.reason,
        text: a.text,
        previousHash: a.previousHash,
      })
      if (recomputed !== a.contentHash) {
        problems.push({ reportId: r.id, title: r.title, addendumId: a.id, message: `${at} hash differs: stored ${short(a.contentHash)}, recomputed ${short(recomputed)}` })
      }
      previous = a.contentHash
    }
  }
  for (const [reportId, list] of byReport) {
    if (!known.has(reportId)) problems.push({ reportId, title: '', message: `${list.length} addenda belong to a report that is not signed` })
  }
  return { reports: reports.length, addenda: addenda.length, problems }
}
