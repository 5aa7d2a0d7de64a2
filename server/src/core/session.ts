import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '@shared/node/db/connect'
import type { SessionUser } from './context'

export const SESSION_COOKIE = 'sid'

/** 256 random bits; only its hash is stored, so a database leak cannot be replayed. */
export const newSessionToken = () => randomBytes(32).toString('base64url')
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** The user of a live session, read fresh from users so role changes apply at once. */
const findSessionUser = (db: Db, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['users.id', 'users.email', 'users.username', 'users.role', 'users.createdAt'])
    .where('sessions.tokenHash', '=', tokenHash)
    .where('sessions.expiresAt', '>', new Date())
    .where('users.deactivatedAt', 'is', null)
    .executeTakeFirst()

/** Who a request's session token belongs to (every request asks, so it lives in core). */
export async function userForToken(db: Db, token: string | null): Promise<SessionUser | null> {
  if (!token) return null
  return (await findSessionUser(db, hashToken(token))) ?? null
}
