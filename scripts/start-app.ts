import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConfigError, loadConfig } from '@shared/node/config'
import { buildClientIfStale } from './lib/build-client'
import { prepare } from './lib/prepare'
import { clearBeatsOfProcess } from '@shared/node/heartbeat'
import { createRedis } from '@shared/node/redis'
import { startNode, waitForOk } from './lib/processes'
import { supervise } from './lib/supervise'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** `npm start`: services, database, seed, client build, then server and worker until Ctrl-C. */
async function main() {
  const config = loadConfig()
  const prepared = await prepare(config, { dataDir: path.join(root, '.data') })
  // CLIENT_DIST points the server at a client built elsewhere; there is nothing to build here then.
  if (!config.CLIENT_DIST) buildClientIfStale(root)

  const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' }
  const redis = createRedis(config.REDIS_URL, { maxRetriesPerRequest: 1 })
  redis.on('error', () => {})
  const server = supervise({ name: 'server', start: () => startNode(root, 'server/src/main.ts', env) })
  // The first restart waits longer than one health refresh, so /api/health shows the worker down meanwhile.
  const worker = supervise({
    name: 'worker',
    initialDelayMs: 2_500,
    start: () => startNode(root, 'worker/src/main.ts', env),
    onCrash: async (pid) => {
      if (pid) await clearBeatsOfProcess(redis, config.QUEUE_PREFIX, pid)
    },
  })
  let stopping = false
  const stop = async (code: number) => {
    if (stopping) return
    stopping = true
    await Promise.all([server.stop(), worker.stop()])
    redis.disconnect()
    process.exit(code)
  }
  process.on('SIGINT', () => void stop(0))
  process.on('SIGTERM', () => void stop(0))

  const host = config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST
  const url = `http://${host}:${config.PORT}`
  try {
    await waitForOk(`${url}/api/health`, 60_000)
  } catch (e) {
    console.error(`The server did not become healthy: ${(e as Error).message}`)
    return stop(1)
  }
  const seeded = Object.entries(prepared.seeded).filter(([, n]) => n > 0)
  console.log(
    [
      '',
      '────────────────────────────────────────────────────────────',
      ` Autopsy Report Generation System is running at ${url}`,
      '',
      ` Super user:      ${prepared.adminEmail}`,
      ` Password:        ${prepared.adminPassword ?? '(the ADMIN_PASSWORD you set, or the one printed at first start)'}` +
        (prepared.adminCreated ? '  (new account)' : ''),
      ` Invitation code: ${prepared.invitationCodes.join(', ')}  (sign up at ${url}/signup)`,
      seeded.length ? ` Seeded: ${seeded.map(([k, n]) => `${n} ${k}`).join(', ')}` : ' Reference content already present.',
      ' A server or worker that stops unexpectedly is restarted. Press Ctrl-C to stop both.',
      '────────────────────────────────────────────────────────────',
      '',
    ].join('\n'),
  )
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : `Start-up failed: ${e instanceof Error ? e.message : e}`)
  process.exit(1)
})
