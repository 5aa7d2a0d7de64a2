import type { Kysely } from 'kysely'
import type { DB } from '@shared/node/db/types'
import type { FhirElementKey } from '@shared/src/fhir/elements'

/** The mapping of the seeded templates' fields: which seeded tag feeds which element. */
export const SEED_FHIR_MAPPING: Partial<Record<FhirElementKey, string>> = {
  caseNumber: 'case_number',
  sex: 'sex',
  causeOfDeath: 'cause_of_death',
  mannerOfDeath: 'manner_of_death',
}

/** Seeds the mapping for the seeded tags that exist, only while no element is mapped; returns how many rows it added. */
export async function seedFhirMappings(db: Kysely<DB>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const any = await trx.selectFrom('fhirMappings').select('element').limit(1).executeTakeFirst()
    if (any) return 0
    const identifiers = Object.values(SEED_FHIR_MAPPING)
    const tags = await trx.selectFrom('tags').select(['id', 'identifier']).where('identifier', 'in', identifiers).where('shared', '=', true).execute()
    const byIdentifier = new Map(tags.map((t) => [t.identifier, t.id]))
    const rows = Object.entries(SEED_FHIR_MAPPING).flatMap(([element, identifier]) => {
      const tagId = byIdentifier.get(identifier)
      return tagId ? [{ element, tagId, updatedBy: null }] : []
    })
    if (rows.length) await trx.insertInto('fhirMappings').values(rows).onConflict((oc) => oc.column('element').doNothing()).execute()
    return rows.length
  })
}
