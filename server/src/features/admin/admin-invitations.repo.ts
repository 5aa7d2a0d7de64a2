import type { Db } from '@shared/node/db/connect'

const columns = ['id', 'code', 'note', 'uses', 'createdAt', 'revokedAt'] as const

export const listInvitations = (db: Db) => db.selectFrom('invitationCodes').select(columns).orderBy('createdAt', 'desc').orderBy('id').execute()

export const insertInvitation = (db: Db, row: { code: string; note: string | null; createdBy: string }) =>
  db.insertInto('invitationCodes').values(row).returning(columns).executeTakeFirstOrThrow()

/** Revokes a code once; revoking again keeps the first date. */
export const revokeInvitation = (db: Db, id: string) =>
  db
    .updateTable('invitationCodes')
    .set((eb) => ({ revokedAt: eb.fn.coalesce('revokedAt', eb.fn<Date>('now', [])) }))
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst()

export type InvitationRow = Awaited<ReturnType<typeof listInvitations>>[number]
