import type { Db } from '@shared/node/db/connect'

export const listTemplates = (db: Db) =>
  db.selectFrom('templates').select(['id', 'name', 'description', 'chapters']).orderBy('createdAt').orderBy('name').orderBy('id').execute()

export const findTemplateById = (db: Db, id: string) =>
  db.selectFrom('templates').select(['id', 'name', 'description', 'chapters']).where('id', '=', id).executeTakeFirst()

/** Every module row, siblings ordered by sort_order then name (the tree is built in memory). */
export const listInjuryModules = (db: Db) =>
  db
    .selectFrom('injuryModules')
    .select(['id', 'parentId', 'name', 'selectionType', 'sortOrder', 'allowMultipleInstances', 'maxInstances', 'chapters'])
    .orderBy('sortOrder')
    .orderBy('name')
    .orderBy('id')
    .execute()

export type InjuryModuleRow = Awaited<ReturnType<typeof listInjuryModules>>[number]
export type TemplateRow = Awaited<ReturnType<typeof listTemplates>>[number]
