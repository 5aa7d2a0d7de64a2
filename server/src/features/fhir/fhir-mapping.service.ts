import { audit } from '@shared/node/db/audit'
import type { Db } from '@shared/node/db/connect'
import { FHIR_ELEMENT_KEYS, FHIR_ELEMENTS, FHIR_TEXTS, type FhirElementKey, type FhirMappingRow, type SetFhirMappingInput } from '@shared/src/fhir/elements'
import type { AuthedCtx } from '../../core/context'
import { AppError } from '../../core/errors'
import { iso } from '../../core/values'
import type { MappedTag } from './fhir-values'
import * as repo from './fhir-mapping.repo'

/** The mapping the export reads: element → the tag that feeds it. */
export async function loadMapping(db: Db): Promise<Map<FhirElementKey, MappedTag>> {
  const rows = await repo.listMappings(db)
  return new Map(rows.map((r) => [r.element as FhirElementKey, { id: r.tagId, identifier: r.identifier }]))
}

/** Every FHIR element in table order, with its tag when mapped (Admin). */
export async function listFhirMappings(ctx: AuthedCtx): Promise<FhirMappingRow[]> {
  const rows = new Map((await repo.listMappings(ctx.db)).map((r) => [r.element, r]))
  return FHIR_ELEMENT_KEYS.map((key) => {
    const r = rows.get(key)
    return { ...FHIR_ELEMENTS[key], tag: r ? { id: r.tagId, identifier: r.identifier, name: r.name } : null, updatedAt: r ? iso(r.updatedAt) : null }
  })
}

/** Maps an element to a shared tag, or clears it; audited with the tag before and after. */
export async function setFhirMapping(ctx: AuthedCtx, input: SetFhirMappingInput): Promise<FhirMappingRow[]> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.findMapping(trx, input.element)
    let identifier: string | null = null
    if (input.tagId) {
      const tag = await repo.findTag(trx, input.tagId)
      if (!tag) throw new AppError('NOT_FOUND', FHIR_TEXTS.tagNotFound)
      if (!tag.shared) throw new AppError('BAD_REQUEST', FHIR_TEXTS.tagNotShared)
      identifier = tag.identifier
      await repo.upsertMapping(trx, { element: input.element, tagId: tag.id, updatedBy: ctx.user.id })
    } else {
      await repo.deleteMapping(trx, input.element)
    }
    await audit(trx, {
      actorId: ctx.user.id,
      action: 'admin.fhir_mapping.update',
      targetType: 'fhir_mapping',
      targetId: input.element,
      ip: ctx.ip,
      details: { element: input.element, name: FHIR_ELEMENTS[input.element].label, label: FHIR_ELEMENTS[input.element].label, tag: identifier, previous: before?.identifier ?? null },
    })
  })
  return listFhirMappings(ctx)
}
