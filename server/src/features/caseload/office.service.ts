import type { OfficeSettings, UpdateOfficeSettingsInput } from '@shared/src/caseload/caseload.schema'
import { audit } from '@shared/node/db/audit'
import type { Db } from '@shared/node/db/connect'
import type { AuthedCtx } from '../../core/context'
import * as repo from './office.repo'

type SettingsRow = Awaited<ReturnType<typeof repo.findOfficeSettings>>

const toSettings = (r: SettingsRow): OfficeSettings => ({
  timeZone: r.timeZone,
  targetDays: r.targetDays,
  targetPercent: r.targetPercent,
  studyTypes: Array.isArray(r.studyTypes) ? r.studyTypes.map(String) : [],
  dateOrder: r.dateOrder ?? null,
})

/** The office's settings: time zone, turnaround target and the study types reports may wait for. */
export async function getOfficeSettings(db: Db): Promise<OfficeSettings> {
  return toSettings(await repo.findOfficeSettings(db))
}

/**
 * Changes the office's settings (super users). A new time zone moves the start of every report whose clock starts
 * on its creation day, and a new date order reads every numeric examination date again; the change is audited with
 * what it was before.
 */
export async function updateOfficeSettings(ctx: AuthedCtx, input: UpdateOfficeSettingsInput): Promise<OfficeSettings> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = toSettings(await repo.findOfficeSettings(trx))
    const after = toSettings(await repo.updateOfficeSettings(trx, { ...input, updatedBy: ctx.user.id }))
    if (before.timeZone !== after.timeZone || before.dateOrder !== after.dateOrder) await repo.recomputeClockStarts(trx)
    await audit(trx, { actorId: ctx.user.id, action: 'office.settings', targetType: 'office', ip: ctx.ip, details: { before, after } })
    return after
  })
}
