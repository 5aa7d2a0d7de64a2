import type { Db } from '@shared/node/db/connect'
import type { Role } from '@shared/src/constants'

// A password hash no password verifies against: a deactivated user cannot sign in.
export const DEACTIVATED_PASSWORD_HASH = '!deactivated'

/** Active users (deactivated ones are hidden), oldest first. */
export const listActiveUsers = (db: Db) =>
  db.selectFrom('users').select(['id', 'username', 'email', 'role', 'createdAt']).where('deactivatedAt', 'is', null).orderBy('createdAt').orderBy('id').execute()

/** Locks the active user row against concurrent role changes and deletes. */
export const findActiveUserForUpdate = (db: Db, id: string) =>
  db.selectFrom('users').select(['id', 'username', 'email', 'role']).where('id', '=', id).where('deactivatedAt', 'is', null).forUpdate().executeTakeFirst()

/**
 * Locks every active super user and returns their ids. Two admins demoting each other at once
 * queue here, and the second sees the first's change, so the last super can never be removed.
 */
export const lockActiveSupers = async (db: Db): Promise<string[]> =>
  (await db.selectFrom('users').select('id').where('role', '=', 'super').where('deactivatedAt', 'is', null).forUpdate().execute()).map((r) => r.id)

export const updateRole = (db: Db, id: string, role: Role) => db.updateTable('users').set({ role, updatedAt: new Date() }).where('id', '=', id).execute()

/** How many reports (deleted ones included: they are still evidence) the user owns. */
export const countReportsOwnedBy = async (db: Db, ownerId: string): Promise<number> =>
  Number((await db.selectFrom('reports').select((eb) => eb.fn.countAll().as('n')).where('ownerId', '=', ownerId).executeTakeFirstOrThrow()).n)

export const deactivateUser = (db: Db, id: string) =>
  db.updateTable('users').set({ deactivatedAt: new Date(), passwordHash: DEACTIVATED_PASSWORD_HASH, updatedAt: new Date() }).where('id', '=', id).execute()

export const deleteSessionsOf = (db: Db, userId: string) => db.deleteFrom('sessions').where('userId', '=', userId).execute()

export const deleteUser = (db: Db, id: string) => db.deleteFrom('users').where('id', '=', id).execute()
