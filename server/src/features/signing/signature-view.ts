import type { Db } from '@shared/node/db/connect'
import type { ReportDetail } from '@shared/src/reports/report.schema'
import type { Addendum, SignerInfo } from '@shared/src/reports/signing'
import { iso } from '../../core/values'
import * as repo from './signing.repo'

/** A report's addenda, oldest first, with their authors. */
export async function listAddenda(db: Db, reportId: string): Promise<Addendum[]> {
  return (await repo.listAddendaByReport(db, reportId)).map((a) => ({
    id: a.id,
    text: a.text,
    reason: a.reason,
    author: { id: a.authorId, username: a.authorUsername, email: a.authorEmail },
    createdAt: iso(a.createdAt),
    hash: a.contentHash,
    previousHash: a.previousHash,
  }))
}

/** The signer as a signature shows them. */
export async function findSigner(db: Db, userId: string): Promise<SignerInfo | null> {
  const [u] = await repo.findSigners(db, [userId])
  return u ? { id: u.id, username: u.username, email: u.email } : null
}

/** The report with its signer and addenda filled in; an unsigned report is returned as it is. */
export async function withSignature(db: Db, detail: ReportDetail, signedBy: string | null): Promise<ReportDetail> {
  if (!detail.signedAt || !signedBy) return detail
  const [signer, addenda] = await Promise.all([findSigner(db, signedBy), listAddenda(db, detail.id)])
  return { ...detail, signedBy: signer, addenda }
}
