import { createHash, randomBytes } from 'node:crypto'

export const SESSION_COOKIE = 'sid'

/** 256 random bits; only its hash is stored, so a database leak cannot be replayed. */
export const newSessionToken = () => randomBytes(32).toString('base64url')
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
