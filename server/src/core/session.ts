import { createHash, randomBytes } from 'node:crypto'
import { sql, type CompiledQuery } from 'kysely'
import type { Db } from '@shared/node/db/connect'
import type { SessionUser } from './context'
import type { SessionCache } from './session-cache'

export const SESSION_COOKIE = 'sid'

/** 256 random bits; only its hash is stored, so a database leak cannot be replayed. */
export const newSessionToken = () => randomBytes(32).toString('base64url')
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** The user of a live session, read fresh from users so role changes apply at once, and when the session ends. */
const sessionUserQuery = (db: Db) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['users.id', 'users.email', 'users.username', 'users.role', 'users.createdAt', 'sessions.expiresAt'])
    .where('sessions.tokenHash', '=', '')
    .where('sessions.expiresAt', '>', sql<Date>`now()`)
    .where('users.deactivatedAt', 'is', null)
    .compile()

type SessionRow = SessionUser & { expiresAt: Date }

/**
 * Every request asks this, so the query is built and compiled once per database handle and only its
 * one parameter, the token's hash, changes (Kysely's "execute compiled queries" recipe): building
 * and compiling it anew cost about as much Node time as running it.
 */
const compiled = new WeakMap<Db, CompiledQuery<SessionRow>>()

/**
 * Who a request's session token belongs to (every request asks, so it lives in core). With a cache, a token
 * looked up before is answered from memory until sessions or users change (see SessionCache).
 */
export async function userForToken(db: Db, token: string | null, cache?: SessionCache<SessionUser>): Promise<SessionUser | null> {
  if (!token) return null
  const tokenHash = hashToken(token)
  const remembered = cache?.get(tokenHash)
  if (remembered) return remembered
  const generation = cache?.generation ?? 0
  let query = compiled.get(db)
  if (!query) {
    query = sessionUserQuery(db)
    compiled.set(db, query)
  }
  const { rows } = await db.executeQuery<SessionRow>({ ...query, parameters: [tokenHash] })
  if (!rows[0]) return null
  const { expiresAt, ...user } = rows[0]
  cache?.remember(tokenHash, user, expiresAt, generation)
  return user
}
