import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from '../../../../test/harness/stack'
import { stopProcess } from '../../../../scripts/lib/processes'

let stack: Stack
beforeAll(async () => {
  stack = await startStack({ seed: false })
}, 90_000)
afterAll(() => stack?.stop())

describe('health of the real processes', () => {
  it('answers 200 with database, Redis and worker up', async () => {
    const res = await fetch(`${stack.url}/api/health`)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'up', redis: 'up', worker: 'up', workers: 1 })
  })

  it('serves sign-in over HTTP with a cookie', async () => {
    const signup = await fetch(`${stack.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'smoke@example.org', username: 'smoke', password: 'smoke-pass', invitationCode: stack.invitationCode }),
    })
    expect(signup.status).toBe(200)
    expect(signup.headers.get('set-cookie')).toMatch(/sid=.*HttpOnly/i)
  })

  it('answers 503 once the worker has stopped', async () => {
    await stopProcess(stack.workers[0])
    // The state is refreshed in the background every couple of seconds.
    let res = await fetch(`${stack.url}/api/health`)
    for (let i = 0; i < 50 && res.status === 200; i++) {
      await new Promise((r) => setTimeout(r, 100))
      res = await fetch(`${stack.url}/api/health`)
    }
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ status: 'degraded', database: 'up', redis: 'up', worker: 'down' })
  })
})
