import type { Db } from '@shared/node/db/connect'

/** Every mapped element with the tag that feeds it. */
export function listMappings(db: Db) {
  return db
    .selectFrom('fhirMappings')
    .innerJoin('tags', 'tags.id', 'fhirMappings.tagId')
    .select(['fhirMappings.element', 'fhirMappings.updatedAt', 'tags.id as tagId', 'tags.identifier', 'tags.name'])
    .execute()
}

export function findMapping(db: Db, element: string) {
  return db
    .selectFrom('fhirMappings')
    .innerJoin('tags', 'tags.id', 'fhirMappings.tagId')
    .select(['fhirMappings.element', 'tags.identifier'])
    .where('fhirMappings.element', '=', element)
    .executeTakeFirst()
}

export function findTag(db: Db, id: string) {
  return db.selectFrom('tags').select(['id', 'identifier', 'name', 'shared']).where('id', '=', id).executeTakeFirst()
}

export function upsertMapping(db: Db, row: { element: string; tagId: string; updatedBy: string }) {
  return db
    .insertInto('fhirMappings')
    .values({ ...row, updatedAt: new Date() })
    .onConflict((oc) => oc.column('element').doUpdateSet({ tagId: row.tagId, updatedBy: row.updatedBy, updatedAt: new Date() }))
    .execute()
}

export function deleteMapping(db: Db, element: string) {
  return db.deleteFrom('fhirMappings').where('element', '=', element).execute()
}
