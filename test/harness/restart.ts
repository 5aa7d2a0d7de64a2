import type { Chapter } from '@shared/src/reports/chapter.schema'
import { openSse, type SseMessage } from './sse'
import { startStack, type Stack } from './stack'
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres'
import { startThrowawayRedis, type ThrowawayRedis } from './throwaway-redis'

/**
 * The product as separate processes on a service of the test's own, which the test stops and starts again in
 * the middle of traffic. Cleanups stream slowly enough to be caught half-way. `stop` ends the stack, then the service.
 */
export interface RestartStack<S> {
  stack: Stack
  service: S
  stop(): Promise<void>
}

async function startOn<S extends { destroy(): Promise<void> }>(service: S, opts: Parameters<typeof startStack>[0] = {}): Promise<RestartStack<S>> {
  try {
    const stack = await startStack({ ...opts, env: { ...opts.env, CLEANUP_CHUNK_DELAY_MS: '100' } })
    return {
      stack,
      service,
      async stop() {
        await stack.stop()
        await service.destroy()
      },
    }
  } catch (e) {
    await service.destroy()
    throw e
  }
}

/** The stack on a PostgreSQL cluster of its own, in a migrated database of that cluster. */
export async function startOnThrowawayPostgres(): Promise<RestartStack<ThrowawayPostgres>> {
  const pg = await startThrowawayPostgres()
  return startOn(pg, { db: await pg.createDatabase('autopsy_restart') })
}

/** The stack on a Redis of its own (append-only, as `npm start` runs it). */
export async function startOnThrowawayRedis(): Promise<RestartStack<ThrowawayRedis>> {
  const redis = await startThrowawayRedis()
  return startOn(redis, { env: { REDIS_URL: redis.url } })
}

/** A new user signed up through the API with the stack's invitation code: its session cookie and id. */
export async function signUpThroughApi(stack: Stack, name: string): Promise<{ cookie: string; userId: string }> {
  const stamp = Date.now()
  const body = { email: `${name}-${stamp}@example.org`, username: `${name}${stamp}`, password: 'secret12', invitationCode: stack.invitationCode }
  const res = await fetch(`${stack.url}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (res.status !== 200) throw new Error(`Sign-up answered ${res.status}: ${await res.text()}`)
  const { user } = (await res.json()) as { user: { id: string } }
  return { cookie: res.headers.getSetCookie().find((c) => c.startsWith('sid='))!.split(';')[0]!, userId: user.id }
}

/** Asks `probe` again until it gives a value (a throw counts as no value yet), or fails after `timeoutMs`. */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe().catch(() => undefined)
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Thirty finding chapters, numbered from `firstOrder`: a report long enough for a cleanup to stream for a while. */
export const findingChapters = (firstOrder = 1): Chapter[] =>
  Array.from({ length: 30 }, (_, i) => ({ id: `f${i}`, title: `Finding ${i + 1}`, order: firstOrder + i, content: `<p>Finding number ${i + 1} is recorded.</p>` }))

/**
 * Starts a cleanup of the report and reads its event stream in the background: the answer's status and job id,
 * the events as they arrive, and `finished`, which settles when the stream completes or fails (with its error, if any).
 */
export async function watchCleanup(stack: Stack, reportId: string, cookie: string) {
  const stream = await openSse(`${stack.url}/api/reports/${reportId}/cleanup-stream`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' })
  const events: SseMessage[] = []
  const finished = (async () => {
    for await (const m of stream.messages) {
      events.push(m)
      if (m.data.type === 'complete' || m.data.type === 'error') break
    }
  })().catch((e: unknown) => e)
  return { status: stream.status, jobId: stream.headers.get('x-job-id')!, events, finished }
}
