import type { OfficeSettings, UpdateOfficeSettingsInput } from '@shared/src/caseload/caseload.schema'
import { audit } from '@shared/node/db/audit'
import type { Db } from '@shared/node/db/connect'
import type { AuthedCtx } from '../../core/context'
import * as repo from './office.repo'

const toSettings = (r: { timeZone: string; targetDays: number; targetPercent: number; studyTypes: unknown }): OfficeSettings => ({
  timeZone: r.timeZone,
  targetDays: r.targetDays,
  targetPercent: r.targetPercent,
  studyTypes: Array.isArray(r.studyTypes) ? r.studyTypes.map(String) : [],
})

/** The office's settings: time zone, turnaround target and the study types reports may wait for. */
export async function getOfficeSettings(db: Db): Promise<OfficeSettings> {
  return toSettings(await repo.findOfficeSettings(db))
}

/**
 * Changes the office's settings (super users). A new time zone moves the start of every report whose clock starts
 * on its creation day; the change is audited with what it was before.
 */
export async function updateOfficeSettings(ctx: AuthedCtx, input: UpdateOfficeSettingsInput): Promise<OfficeSettings> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = toSettings(await repo.findOfficeSettings(trx))
    const after = toSettings(await repo.updateOfficeSettings(trx, { ...input, updatedBy: ctx.user.id }))
    if (before.timeZone !== after.timeZone) await repo.recomputeCreationDays(trx, after.timeZone)
    await audit(trx, { actorId: ctx.user.id, action: 'office.settings', targetType: 'office', ip: ctx.ip, details: { before, after } })
    return after
  })
}
