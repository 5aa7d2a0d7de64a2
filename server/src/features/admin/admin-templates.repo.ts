import type { Insertable, Updateable } from 'kysely'
import type { Db } from '@shared/node/db/connect'
import type { DB } from '@shared/node/db/types'

const columns = ['id', 'name', 'description', 'chapters', 'createdAt', 'updatedAt'] as const

export const listTemplates = (db: Db) => db.selectFrom('templates').select(columns).orderBy('createdAt').orderBy('name').orderBy('id').execute()

export const findTemplateById = (db: Db, id: string) => db.selectFrom('templates').select(columns).where('id', '=', id).executeTakeFirst()

export const insertTemplate = (db: Db, row: Insertable<DB['templates']>) =>
  db.insertInto('templates').values(row).returning(columns).executeTakeFirstOrThrow()

export const updateTemplate = (db: Db, id: string, set: Updateable<DB['templates']>) =>
  db.updateTable('templates').set(set).where('id', '=', id).returning(columns).executeTakeFirst()

/** Reports built from it keep their chapters; their template_id becomes null. */
export const deleteTemplate = (db: Db, id: string) => db.deleteFrom('templates').where('id', '=', id).returning(['id', 'name']).executeTakeFirst()

export type TemplateRow = NonNullable<Awaited<ReturnType<typeof findTemplateById>>>
