import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, testRedisUrl, uniquePrefix, type TestDb } from '../test/harness/db'
import { freePort } from '../test/harness/stack'
import { openSse, type SseMessage } from '../test/harness/sse'

// `npm start` as the user runs it (scripts/start.mjs hands over to start-app.ts once node_modules is
// in place), on a database of this file's own; CLIENT_DIST skips the client build.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
let t: TestDb
let start: ChildProcess
let url: string
let output = ''
const admin = { email: 'supervised@example.org', password: 'supervised-pass' }

const waitFor = async <T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 60_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const value = await probe()
    if (value !== undefined) return value
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`timed out waiting for ${what}; output:\n${output}`)
}
const pidOf = (name: string, nth = 1) => {
  const pids = [...output.matchAll(new RegExp(`\\[supervisor\\] ${name} started \\(pid (\\d+)\\)`, 'g'))].map((m) => Number(m[1]))
  return pids[nth - 1]
}
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

beforeAll(async () => {
  t = await createTestDb()
  const port = await freePort()
  url = `http://127.0.0.1:${port}`
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: t.url,
    REDIS_URL: testRedisUrl(),
    QUEUE_PREFIX: uniquePrefix(),
    CLIENT_DIST: '/nonexistent',
    INVITATION_CODES: 'SUPERVISED-1',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    OPENAI_API_KEY: '',
    GEMINI_API_KEY: '',
  }
  start = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/start-app.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  start.stdout!.on('data', (d: Buffer) => (output += d.toString()))
  start.stderr!.on('data', (d: Buffer) => (output += d.toString()))
  await waitFor('start-up', () => (output.includes('is running at') ? true : undefined), 150_000)
}, 180_000)

afterAll(async () => {
  if (start && start.exitCode === null) start.kill('SIGKILL')
  for (const name of ['server', 'worker']) for (let i = 1; pidOf(name, i); i++) if (alive(pidOf(name, i))) process.kill(pidOf(name, i), 'SIGKILL')
  await t?.drop()
})

async function drain(messages: AsyncGenerator<SseMessage>) {
  const all: SseMessage[] = []
  for await (const m of messages) all.push(m)
  return all
}

describe('npm start supervises the server and the worker', () => {
  it('restarts a killed worker while the server keeps answering, and a cleanup started meanwhile completes', async () => {
    const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })
    expect(login.status).toBe(200)
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('sid='))!.split(';')[0]
    const { id: adminId } = await t.db.selectFrom('users').select('id').where('email', '=', admin.email).executeTakeFirstOrThrow()
    const chapters = [{ id: 'c1', title: 'External Examination', order: 1, content: '<p>the body is that of an adult male</p>' }]
    const { id: reportId } = await t.db
      .insertInto('reports')
      .values({ ownerId: adminId, title: 'Supervised case', templateId: null, selectedInjuryModules: '[]', chapters: JSON.stringify(chapters) })
      .returning('id')
      .executeTakeFirstOrThrow()

    // Everything the server answers while the worker is down and coming back.
    const seen: string[] = []
    let polling = true
    const poller = (async () => {
      while (polling) {
        try {
          const res = await fetch(`${url}/api/health`)
          const body = (await res.json()) as { worker: string }
          seen.push(`${res.status} ${body.worker}`)
          const me = await fetch(`${url}/api/auth/me`, { headers: { cookie } })
          if (me.status !== 200) seen.push(`me ${me.status}`)
        } catch (e) {
          seen.push(`unreachable: ${(e as Error).message}`)
        }
        await new Promise((r) => setTimeout(r, 100))
      }
    })()

    const firstWorker = pidOf('worker')
    const server = pidOf('server')
    process.kill(firstWorker, 'SIGKILL')
    await waitFor('the crash log line', () => (output.includes(`worker (pid ${firstWorker}) exited unexpectedly (signal SIGKILL); restarting in`) ? true : undefined))

    const sse = await openSse(`${url}/api/reports/${reportId}/cleanup-stream`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' })
    expect(sse.status).toBe(200)
    const events = await drain(sse.messages)
    expect(events.at(-1)?.data).toMatchObject({ type: 'complete' })
    expect(await t.db.selectFrom('cleanedReports').select('reportId').where('reportId', '=', reportId).execute()).toHaveLength(1)

    const secondWorker = await waitFor('the restarted worker', () => pidOf('worker', 2))
    expect(secondWorker).not.toBe(firstWorker)
    await waitFor('health to see the worker again', () => (seen.at(-1)?.startsWith('200 up') ? true : undefined), 30_000)
    polling = false
    await poller
    expect(seen).toContain('503 down')
    expect(seen.filter((s) => !/^(200 up|503 down)$/.test(s))).toEqual([])
    expect(pidOf('server', 2)).toBeUndefined()
    expect(alive(server)).toBe(true)
  }, 120_000)

  it('stops the server and the worker cleanly on Ctrl-C', async () => {
    const children = [pidOf('server'), ...[1, 2].map((n) => pidOf('worker', n)).filter((p) => p && alive(p))]
    const exited = new Promise<number | null>((resolve) => start.once('exit', (code) => resolve(code)))
    start.kill('SIGINT')
    expect(await exited).toBe(0)
    for (const pid of children) expect(alive(pid)).toBe(false)
    expect(output).not.toMatch(/server \(pid \d+\) exited unexpectedly/)
  }, 60_000)
})
