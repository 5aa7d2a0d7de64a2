import { sql } from 'kysely'
import type { Db } from '@shared/node/db/connect'
import type { NewUser } from '@shared/node/db/types'

/** Lookup by email for sign-up and sign-in; deactivated accounts still hold their email. */
export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst()

export const isActive = (user: { deactivatedAt: Date | null }) => user.deactivatedAt === null

export const findUserByUsername = (db: Db, username: string) =>
  db.selectFrom('users').selectAll().where(sql`lower(username)`, '=', username.toLowerCase()).executeTakeFirst()

export const insertUser = (db: Db, user: NewUser) =>
  db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow()

export const findActiveInvitationCode = (db: Db, code: string) =>
  db.selectFrom('invitationCodes').selectAll().where('code', '=', code).where('revokedAt', 'is', null).executeTakeFirst()

export const countInvitationUse = (db: Db, id: string) =>
  db.updateTable('invitationCodes').set((eb) => ({ uses: eb('uses', '+', 1) })).where('id', '=', id).execute()

export const insertSession = (db: Db, s: { userId: string; tokenHash: string; expiresAt: Date; userAgent: string | null; ip: string | null }) =>
  db.insertInto('sessions').values(s).execute()

export const deleteSession = (db: Db, tokenHash: string) =>
  db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute()

export const deleteExpiredSessions = (db: Db) => db.deleteFrom('sessions').where('expiresAt', '<=', new Date()).execute()
