import type { ReportDetail } from '@shared/src/reports/report.schema'
import { describeUnfilled, SIGNING_TEXTS, type Addendum, type UnfilledItem } from '@shared/src/reports/signing'
import { audit } from '@shared/node/db/audit'
import type { AuthedCtx } from '../../core/context'
import { AppError } from '../../core/errors'
import { consume } from '../../core/rate-limit'
import { verifyPassword } from '../auth/auth.service'
import { parseStoredChapters } from '@shared/src/reports/stored-chapters'
import { requireOwnedReport } from '../../core/owned-report'
import { iso } from '../../core/values'
import { toDetail } from '../reports/reports.service'
import { recordRevision } from '../reports/report-versions.service'
import { requestedStudyTypes } from '../caseload/studies.service'
import { CASELOAD_TEXTS } from '@shared/src/caseload/turnaround'
import { addendumHashOf, contentHashOf, unfilledItems, withGapsRecorded } from './signing-content'
import { findSigner, withSignature } from './signature-view'
import * as repo from './signing.repo'

/**
 * The step-up of signing: the signed-in owner types their password again. Attempts are limited per
 * user as sign-in is; a wrong password changes nothing, is audited and answers 403 (the session is
 * valid, the confirmation failed).
 */
async function confirmPassword(ctx: AuthedCtx, password: string, failed: { action: string; reportId: string; title: string; message: string }): Promise<void> {
  const hash = await repo.findPasswordHash(ctx.db, ctx.user.id)
  if (await verifyPassword(hash, password)) return
  await audit(ctx.db, { actorId: ctx.user.id, action: failed.action, targetType: 'report', targetId: failed.reportId, ip: ctx.ip, details: { title: failed.title, reason: 'wrong password' } })
  throw new AppError('FORBIDDEN', failed.message)
}

/** What would keep the caller's report from being signed as it stands (for the sign dialog). */
export async function signingCheck(ctx: AuthedCtx, id: string): Promise<{ signed: boolean; version: number; unfilled: UnfilledItem[]; pendingStudies: string[] }> {
  const row = await requireOwnedReport(ctx.db, ctx.user, id)
  if (row.signedAt) return { signed: true, version: row.version, unfilled: [], pendingStudies: [] }
  return { signed: false, version: row.version, unfilled: unfilledItems(parseStoredChapters(row.chapters)), pendingStudies: await requestedStudyTypes(ctx.db, row.id) }
}

/**
 * Signs the caller's report: stores the chapters as they stand (unfilled fields as 'Not recorded'
 * when the pathologist acknowledged them, otherwise refused with the list), the time, the signer and
 * the SHA-256 of the content's canonical form, as one new version with its revision and audit event.
 * From then on every write path refuses the report.
 */
export async function signReport(
  ctx: AuthedCtx,
  input: { id: string; password: string; acknowledgeUnfilled?: boolean; signPendingStudies?: boolean; version?: number },
): Promise<ReportDetail> {
  await consume(ctx.rateLimits.stepUp, ctx.user.id)
  const found = await requireOwnedReport(ctx.db, ctx.user, input.id)
  await confirmPassword(ctx, input.password, { action: 'report.sign_failed', reportId: found.id, title: found.title, message: SIGNING_TEXTS.wrongPassword })
  const row = await ctx.db.transaction().execute(async (trx) => {
    const report = await requireOwnedReport(trx, ctx.user, found.id, true)
    if (report.signedAt) throw new AppError('CONFLICT', SIGNING_TEXTS.locked, { signed: true })
    if (input.version !== undefined && input.version !== report.version) {
      throw new AppError('CONFLICT', SIGNING_TEXTS.changedSinceOpened, { currentVersion: report.version })
    }
    const chapters = parseStoredChapters(report.chapters)
    const gaps = unfilledItems(chapters)
    if (gaps.length && !input.acknowledgeUnfilled) {
      throw new AppError('CONFLICT', `${SIGNING_TEXTS.unfilled} ${describeUnfilled(gaps)}.`, { unfilled: gaps })
    }
    // A study still requested is signed for only by explicit choice, and the signature says so.
    const pendingStudies = await requestedStudyTypes(trx, report.id)
    if (pendingStudies.length && !input.signPendingStudies) {
      throw new AppError('CONFLICT', CASELOAD_TEXTS.pendingRefused(pendingStudies), { pendingStudies })
    }
    const signedChapters = gaps.length ? withGapsRecorded(chapters) : chapters
    const content = { title: report.title, chapters: signedChapters }
    const contentHash = contentHashOf(content)
    const signedAt = new Date()
    const version = report.version + 1
    await repo.updateSignature(trx, report.id, { version, chapters: signedChapters, signedContent: content, signedAt, signedBy: ctx.user.id, contentHash, pendingStudies })
    await recordRevision(trx, { reportId: report.id, version, title: report.title, chapters: signedChapters, createdBy: ctx.user.id })
    await audit(trx, {
      actorId: ctx.user.id,
      action: 'report.sign',
      targetType: 'report',
      targetId: report.id,
      ip: ctx.ip,
      details: { title: report.title, version, contentHash, signedAt: signedAt.toISOString(), notRecorded: gaps.map((g) => describeUnfilled([g])), pendingStudies },
    })
    const signedPendingStudies = pendingStudies.length ? pendingStudies : null
    return { ...report, version, chapters: signedChapters, signedContent: content, signedAt, signedBy: ctx.user.id, contentHash, signedPendingStudies, updatedAt: signedAt }
  })
  return withSignature(ctx.db, toDetail(row), row.signedBy)
}

/**
 * Adds a dated addendum, signed by its author, to the caller's signed report. Addenda are never
 * edited or deleted (the database refuses it too); each one's hash chains to the one before it.
 */
export async function addAddendum(ctx: AuthedCtx, input: { id: string; text: string; reason: string; password: string }): Promise<Addendum> {
  await consume(ctx.rateLimits.stepUp, ctx.user.id)
  const found = await requireOwnedReport(ctx.db, ctx.user, input.id)
  if (!found.signedAt) throw new AppError('CONFLICT', SIGNING_TEXTS.notSigned)
  await confirmPassword(ctx, input.password, { action: 'report.addendum_failed', reportId: found.id, title: found.title, message: SIGNING_TEXTS.wrongPasswordAddendum })
  const added = await ctx.db.transaction().execute(async (trx) => {
    // The row lock orders concurrent addenda, so each chains to the one really before it.
    const report = await requireOwnedReport(trx, ctx.user, found.id, true)
    const last = await repo.findLastAddendum(trx, report.id)
    const previousHash = last?.contentHash ?? report.contentHash!
    // Strictly after the previous one, so the chain's order is the time order even within a millisecond.
    const createdAt = new Date(Math.max(Date.now(), last ? new Date(last.createdAt).getTime() + 1 : 0))
    const fields = { reportId: report.id, authorId: ctx.user.id, createdAt: createdAt.toISOString(), reason: input.reason, text: input.text, previousHash }
    const hash = addendumHashOf(fields)
    const { id } = await repo.insertAddendum(trx, { ...fields, createdAt, contentHash: hash })
    await repo.touchReport(trx, report.id, createdAt)
    await audit(trx, {
      actorId: ctx.user.id,
      action: 'report.addendum',
      targetType: 'report',
      targetId: report.id,
      ip: ctx.ip,
      details: { title: report.title, addendumId: id, hash, reason: input.reason, text: input.text },
    })
    return { id, createdAt, hash, previousHash }
  })
  const author = (await findSigner(ctx.db, ctx.user.id)) ?? { id: ctx.user.id, username: ctx.user.username, email: ctx.user.email }
  return { id: added.id, text: input.text, reason: input.reason, author, createdAt: iso(added.createdAt), hash: added.hash, previousHash: added.previousHash }
}
