import type { ChildProcess } from 'node:child_process'
import { createWriteStream, mkdirSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { randomBytes } from 'node:crypto'
import { createTestDb, testServerEnv, type TestDb } from './db'
import { startNode, stopProcess, waitForOk } from '../../scripts/lib/processes'
import { seedFhirMappings } from '../../server/src/seed/fhir-mappings'
import { seedReferenceContent } from '../../server/src/seed/seed'
import { hashPassword } from '../../server/src/features/auth/password'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const logDir = path.join(root, '.test-results', 'logs')

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
    srv.once('error', reject)
  })

export interface Stack {
  url: string
  t: TestDb
  env: NodeJS.ProcessEnv
  server: ChildProcess
  workers: ChildProcess[]
  invitationCode: string
  admin: { email: string; password: string }
  /** Starts one more worker process (e.g. after killing one). */
  startWorker(): ChildProcess
  stop(): Promise<void>
}

/**
 * The real product as separate processes: a server and a worker (node --import tsx),
 * on a fresh seeded database, a free port and a Redis prefix of their own.
 */
export async function startStack(opts: { env?: Record<string, string>; seed?: boolean; workers?: number; db?: TestDb } = {}): Promise<Stack> {
  mkdirSync(logDir, { recursive: true })
  // A migrated database of the caller's (on a throwaway cluster), else a clone of the run's template.
  const t = opts.db ?? (await createTestDb())
  if (opts.seed !== false) {
    await seedReferenceContent(t.db)
    await seedFhirMappings(t.db)
  }
  const invitationCode = `E2E-${randomBytes(3).toString('hex')}`
  await t.db.insertInto('invitationCodes').values({ code: invitationCode, note: 'e2e' }).execute()
  const admin = { email: `admin-${randomBytes(3).toString('hex')}@example.org`, password: 'admin-password' }
  await t.db
    .insertInto('users')
    .values({ email: admin.email, username: `admin${randomBytes(3).toString('hex')}`, passwordHash: await hashPassword(admin.password), role: 'super' })
    .execute()
  const port = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...testServerEnv(t),
    PORT: String(port),
    HOST: '127.0.0.1',
    OPENAI_API_KEY: '',
    GEMINI_API_KEY: '',
    ...opts.env,
  }
  const tag = t.name
  const spawnLogged = (entry: string, name: string) => {
    const child = startNode(root, entry, env, 'pipe')
    const log = createWriteStream(path.join(logDir, `${tag}-${name}.log`))
    child.stdout?.pipe(log)
    child.stderr?.pipe(log)
    return child
  }
  const server = spawnLogged('server/src/main.ts', 'server')
  let n = 0
  const workers: ChildProcess[] = []
  const startWorker = () => {
    const w = spawnLogged('worker/src/main.ts', `worker${n++}`)
    workers.push(w)
    return w
  }
  for (let i = 0; i < (opts.workers ?? 1); i++) startWorker()
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    await Promise.all([server, ...workers].map((p) => stopProcess(p, 5000)))
    await t.drop()
  }
  try {
    // Generous: on a shared 2-core machine under load, tsx start-up alone has taken over a minute.
    await waitForOk(`${url}/api/health`, 150_000)
  } catch (e) {
    await stop()
    throw new Error(`${(e as Error).message}; logs in ${logDir}/${tag}-*.log`)
  }
  return { url, t, env, server, workers, invitationCode, admin, startWorker, stop }
}
