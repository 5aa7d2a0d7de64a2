import pg from 'pg'

/** The channel migration 0008's triggers notify on every change to sessions or users. */
export const SESSION_CHANGES_CHANNEL = 'session_changes'
/** The longest a remembered session is used without asking PostgreSQL again, notification or not. */
export const SESSION_CACHE_MAX_AGE_MS = 30_000
const MAX_ENTRIES = 10_000
const RECONNECT_MS = { first: 500, max: 30_000 }

interface Entry<User> {
  user: User
  until: number
}

/**
 * Who a session token belongs to, remembered between requests so that most requests skip the session query,
 * and forgotten, all of it, the moment anything about sessions or users changes:
 * - in every server process, by PostgreSQL: the triggers of migration 0008 notify `session_changes` on any update
 *   or delete of a session or a user, whoever makes it, and each process LISTENs on a connection of its own;
 * - in the process that made the change, at once, by `forgetAll()` after its transaction commits (sign-out, role
 *   change, deletion), so the caller's very next request cannot be answered from memory before the notification
 *   arrives.
 * While the listening connection is down nothing is remembered (every request asks PostgreSQL). A lookup that
 * started before a forget is not remembered when it ends (`generation`). An entry lives at most until its session
 * expires and at most SESSION_CACHE_MAX_AGE_MS.
 */
export class SessionCache<User = unknown> {
  #entries = new Map<string, Entry<User>>()
  #generation = 0
  #listening = false

  /** The user remembered for a token hash, if any and still fresh. */
  get(tokenHash: string, now = Date.now()): User | undefined {
    const entry = this.#entries.get(tokenHash)
    if (!entry) return undefined
    if (entry.until > now) return entry.user
    this.#entries.delete(tokenHash)
    return undefined
  }

  /** Taken before a lookup, handed to `remember` after it. */
  get generation(): number {
    return this.#generation
  }

  /** Remembers a lookup's answer unless something was forgotten since it started, or no one is listening. */
  remember(tokenHash: string, user: User, sessionExpiresAt: Date, generation: number, now = Date.now()): void {
    if (!this.#listening || generation !== this.#generation) return
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!)
    this.#entries.set(tokenHash, { user, until: Math.min(sessionExpiresAt.getTime(), now + SESSION_CACHE_MAX_AGE_MS) })
  }

  forgetAll(): void {
    this.#generation += 1
    this.#entries.clear()
  }

  /** Whether changes are being heard (set by the listener); turning it off forgets everything. */
  set listening(on: boolean) {
    if (!on) this.forgetAll()
    this.#listening = on
  }

  get listening(): boolean {
    return this.#listening
  }
}

/**
 * A SessionCache fed by a LISTEN connection of its own, reconnected with backoff when it drops (`retryMs` first,
 * doubling up to 30 s; the cache stays unused meanwhile). `ready` settles once the first LISTEN answered or failed; `stop` ends the connection.
 */
export function startSessionCache<User>(databaseUrl: string, opts: { onError?: (err: Error) => void; retryMs?: number } = {}) {
  const cache = new SessionCache<User>()
  let client: pg.Client | null = null
  let stopped = false
  const first = opts.retryMs ?? RECONNECT_MS.first
  let delay = first
  let timer: NodeJS.Timeout | undefined

  const dropped = (err?: Error) => {
    cache.listening = false
    if (err) opts.onError?.(err)
    const gone = client
    client = null
    gone?.removeAllListeners()
    gone?.on('error', () => {})
    void gone?.end().catch(() => {})
    if (stopped || timer) return
    timer = setTimeout(() => {
      timer = undefined
      void connect()
    }, delay)
    timer.unref()
    delay = Math.min(delay * 2, RECONNECT_MS.max)
  }

  const connect = async () => {
    const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000, keepAlive: true })
    client = c
    c.on('notification', () => cache.forgetAll())
    c.on('error', (err) => {
      if (client === c) dropped(err)
    })
    c.on('end', () => {
      if (client === c) dropped()
    })
    try {
      await c.connect()
      await c.query(`LISTEN ${SESSION_CHANGES_CHANNEL}`)
      if (stopped || client !== c) return
      delay = first
      cache.listening = true
    } catch (err) {
      if (client === c) dropped(err as Error)
    }
  }

  const ready = connect()
  return {
    cache,
    ready,
    async stop() {
      stopped = true
      clearTimeout(timer)
      cache.listening = false
      const c = client
      client = null
      await c?.end().catch(() => {})
    },
  }
}
