import type { Kysely } from 'kysely'
import type { Redis } from 'ioredis'
import type { DB } from '@shared/node/db/types'
import type { Config } from '@shared/node/config'
import type { JobQueues } from '@shared/node/jobs/queues'
import type { Role } from '@shared/src/constants'
import type { RateLimits } from './rate-limit'
import type { SessionCache } from './session-cache'

/** Long-lived dependencies of the server, built once at start. */
export interface Deps {
  db: Kysely<DB>
  redis: Redis
  config: Config
  rateLimits: RateLimits
  /** The job queues (transcription, tag-matching, cleanup). */
  jobs: JobQueues
  /** Sessions looked up before; forget all after a change to sessions or users commits. */
  sessions: SessionCache<SessionUser>
}

export interface SessionUser {
  id: string
  email: string
  username: string
  role: Role
  createdAt: Date
}

/** What each request knows: its dependencies, the caller (if signed in) and where it came from. */
export interface Ctx extends Deps {
  user: SessionUser | null
  sessionToken: string | null
  ip: string
  userAgent: string | null
  setCookie(token: string, expiresAt: Date): void
  clearCookie(): void
}

export type AuthedCtx = Ctx & { user: SessionUser }
