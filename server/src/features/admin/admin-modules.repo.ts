import { sql, type Insertable, type Updateable } from 'kysely'
import type { Db } from '@shared/node/db/connect'
import type { DB } from '@shared/node/db/types'

/** Serialises changes to the tree's shape, so two concurrent moves cannot build a cycle. */
export const lockModuleTree = (db: Db) => sql`select pg_advisory_xact_lock(hashtext('injury_modules.tree'))`.execute(db)

export const findModuleById = (db: Db, id: string) =>
  db.selectFrom('injuryModules').select(['id', 'parentId', 'name', 'allowMultipleInstances', 'maxInstances']).where('id', '=', id).executeTakeFirst()

/** Every module's id and parent: enough to walk the tree's shape. */
export const listModuleLinks = (db: Db) => db.selectFrom('injuryModules').select(['id', 'parentId']).execute()

export const insertModule = (db: Db, row: Insertable<DB['injuryModules']>) =>
  db.insertInto('injuryModules').values(row).returning('id').executeTakeFirstOrThrow()

export const updateModule = (db: Db, id: string, set: Updateable<DB['injuryModules']>) =>
  db.updateTable('injuryModules').set(set).where('id', '=', id).executeTakeFirst()

/** Deletes the module; the foreign key cascades to every descendant. */
export const deleteModule = (db: Db, id: string) => db.deleteFrom('injuryModules').where('id', '=', id).executeTakeFirst()
