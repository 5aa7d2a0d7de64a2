import type { AddStudyInput, Study, UpdateStudyInput } from '@shared/src/caseload/caseload.schema'
import { AddStudyInput as AddStudy, UpdateStudyInput as UpdateStudy } from '@shared/src/caseload/caseload.schema'
import { CASELOAD_TEXTS, daysBetween } from '@shared/src/caseload/turnaround'
import { isUuid } from '@shared/src/ids'
import { audit } from '@shared/node/db/audit'
import type { AuthedCtx } from '../../core/context'
import { AppError } from '../../core/errors'
import { requireOwnedReport } from '../../core/owned-report'
import { getOfficeSettings } from './office.service'
import * as repo from './studies.repo'

type StudyRow = Awaited<ReturnType<typeof repo.listStudiesByReport>>[number]

const toStudy = (r: StudyRow, today: string): Study => ({
  id: r.id,
  reportId: r.reportId,
  type: r.type,
  requestedOn: r.requestedOn,
  labReference: r.labReference,
  state: r.state,
  receivedOn: r.receivedOn,
  days: Math.max(0, daysBetween(r.requestedOn, r.state === 'received' && r.receivedOn ? r.receivedOn : today)),
})

/** The types of the studies a report still waits for (state requested): signing names them. */
export const requestedStudyTypes = (db: Parameters<typeof repo.listRequestedTypes>[0], reportId: string) => repo.listRequestedTypes(db, reportId)

/** The studies the caller's report waits for or has had. */
export async function listStudies(ctx: AuthedCtx, reportId: string): Promise<Study[]> {
  const report = await requireOwnedReport(ctx.db, ctx.user, reportId)
  const [rows, today] = await Promise.all([repo.listStudiesByReport(ctx.db, report.id), repo.officeTodayText(ctx.db)])
  return rows.map((r) => toStudy(r, today))
}

/**
 * Records a study requested for the caller's report; its type must be one of the office's. A signed report may
 * still get one: studies are facts about the case, not the signed text.
 */
export async function addStudy(ctx: AuthedCtx, raw: AddStudyInput): Promise<Study> {
  const input = AddStudy.parse(raw)
  const { studyTypes } = await getOfficeSettings(ctx.db)
  if (!studyTypes.includes(input.type.toLowerCase())) throw new AppError('BAD_REQUEST', CASELOAD_TEXTS.studyTypeUnknown, { field: 'type' })
  return ctx.db.transaction().execute(async (trx) => {
    const report = await requireOwnedReport(trx, ctx.user, input.reportId)
    const row = await repo.insertStudy(trx, { reportId: report.id, type: input.type.toLowerCase(), requestedOn: input.requestedOn, labReference: input.labReference })
    await audit(trx, {
      actorId: ctx.user.id,
      action: 'report.study_add',
      targetType: 'report',
      targetId: report.id,
      ip: ctx.ip,
      details: { title: report.title, studyId: row.id, type: row.type, requestedOn: row.requestedOn, labReference: row.labReference },
    })
    return toStudy(row, await repo.officeTodayText(trx))
  })
}

/**
 * Changes a study's state or laboratory reference. A study received gets today's date unless one is given. When a
 * signed report's study is received, the answer carries the reason an addendum about it would give.
 */
export async function updateStudy(ctx: AuthedCtx, raw: UpdateStudyInput): Promise<{ study: Study; addendumReason: string | null }> {
  const input = UpdateStudy.parse(raw)
  if (!isUuid(input.id)) throw new AppError('NOT_FOUND', CASELOAD_TEXTS.studyNotFound)
  return ctx.db.transaction().execute(async (trx) => {
    const found = await repo.findStudyForUpdate(trx, input.id)
    if (!found || found.ownerId !== ctx.user.id || found.deletedAt) throw new AppError('NOT_FOUND', CASELOAD_TEXTS.studyNotFound)
    const today = await repo.officeTodayText(trx)
    const state = input.state ?? found.state
    const receivedOn = state === 'received' ? (input.receivedOn ?? (found.state === 'received' ? found.receivedOn : null) ?? today) : null
    if (receivedOn && receivedOn < found.requestedOn) throw new AppError('BAD_REQUEST', 'A study cannot be received before it was requested.', { field: 'receivedOn' })
    const row = await repo.updateStudy(trx, found.id, { state, labReference: input.labReference ?? found.labReference, receivedOn })
    await audit(trx, {
      actorId: ctx.user.id,
      action: 'report.study_update',
      targetType: 'report',
      targetId: found.reportId,
      ip: ctx.ip,
      details: { title: found.title, studyId: found.id, type: found.type, from: found.state, state, receivedOn, labReference: row.labReference },
    })
    const newlyReceived = state === 'received' && found.state !== 'received'
    return { study: toStudy(row, today), addendumReason: newlyReceived && found.signedAt ? CASELOAD_TEXTS.receivedReason(found.type) : null }
  })
}
