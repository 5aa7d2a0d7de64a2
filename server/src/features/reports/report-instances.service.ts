import { appendInstance, type AddInstanceInput } from '@shared/src/reports/add-instance'
import type { InstanceRef } from '@shared/src/reports/instances'
import type { SaveResult } from '@shared/src/reports/report.schema'
import type { AuthedCtx } from '../../core/context'
import { AppError } from '../../core/errors'
import { requireWritableReport } from '../../core/owned-report'
import { parseStoredChapters } from '@shared/src/reports/stored-chapters'
import { injuryModuleTree } from '../catalog/catalog.service'
import { sanitizeChapters } from './report-mapping'
import { writeVersion } from './report-versions.service'

/**
 * Adds the next numbered instance of a multi-instance module to the caller's unsigned report (a wound
 * named in dictation that the report lacks): composed from the stored module tree as a new report's
 * instances are, within the module's max instances; a new version, a revision and an audit event.
 */
export async function addInstance(ctx: AuthedCtx, input: AddInstanceInput): Promise<SaveResult & { instance: InstanceRef }> {
  const tree = await injuryModuleTree(ctx)
  return ctx.db.transaction().execute(async (trx) => {
    const report = await requireWritableReport(trx, ctx.user, input.id, true)
    const result = appendInstance(parseStoredChapters(report.chapters), tree, input.moduleId, input.typeId)
    if (!result.ok) throw new AppError('BAD_REQUEST', result.message)
    const saved = await writeVersion(ctx, trx, {
      id: report.id,
      expectedVersion: input.expectedVersion,
      chapters: sanitizeChapters(result.chapters),
      action: 'report.add_instance',
      details: { title: report.title, instance: result.added.label, moduleId: input.moduleId, typeId: input.typeId ?? null },
    })
    return { ...saved, instance: result.added }
  })
}
