import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { beat, clearBeat } from '@shared/node/heartbeat'
import { createTestApp, type TestApp } from '../../../../test/harness/app'
import { HEALTH_REFRESH_MS } from './health.monitor'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

const health = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' })
  return { status: res.statusCode, body: res.json() as { status: string; database: string; redis: string; worker: string; workers: number } }
}
const until = async (what: string, ok: () => Promise<boolean>, timeoutMs = 4 * HEALTH_REFRESH_MS) => {
  const deadline = Date.now() + timeoutMs
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('/api/health answers from a state refreshed in the background', () => {
  it('keeps the spec shape and sees a worker come and go within a refresh, not per request', async () => {
    expect(await health()).toEqual({ status: 503, body: { status: 'degraded', database: 'up', redis: 'up', worker: 'down', workers: 0 } })

    const prefix = t.config.QUEUE_PREFIX
    await beat(t.deps.redis, prefix, 'w1')
    // Stale until the next refresh (no probe per request), then up within one refresh interval.
    expect((await health()).body.worker).toBe('down')
    await until('the worker to be seen', async () => (await health()).body.worker === 'up')
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'up', redis: 'up', worker: 'up', workers: 1 } })

    // Just after a refresh: the heartbeat goes away, and many calls still answer the probed state at once.
    await clearBeat(t.deps.redis, prefix, 'w1')
    const burst = await Promise.all(Array.from({ length: 50 }, health))
    expect(new Set(burst.map((h) => h.body.worker))).toEqual(new Set(['up']))
    await until('the worker to be missed', async () => (await health()).body.worker === 'down')
    expect((await health()).status).toBe(503)
  })
})
