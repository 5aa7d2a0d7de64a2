import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConfigError, loadConfig } from '@shared/node/config'
import { buildClientIfStale } from './lib/build-client'
import { prepare } from './lib/prepare'
import { startNode, stopProcess, waitForOk } from './lib/processes'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** `npm start`: services, database, seed, client build, then server and worker until Ctrl-C. */
async function main() {
  const config = loadConfig()
  const prepared = await prepare(config, { dataDir: path.join(root, '.data') })
  buildClientIfStale(root)

  const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' }
  const server = startNode(root, 'server/src/main.ts', env)
  const worker = startNode(root, 'worker/src/main.ts', env)
  let stopping = false
  const stop = async (code: number) => {
    if (stopping) return
    stopping = true
    await Promise.all([stopProcess(server), stopProcess(worker)])
    process.exit(code)
  }
  process.on('SIGINT', () => void stop(0))
  process.on('SIGTERM', () => void stop(0))
  for (const [name, child] of [['server', server], ['worker', worker]] as const) {
    child.once('exit', (code) => {
      if (!stopping) {
        console.error(`The ${name} exited (code ${code}); stopping.`)
        void stop(code || 1)
      }
    })
  }

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
      ' Press Ctrl-C to stop the server and the worker.',
      '────────────────────────────────────────────────────────────',
      '',
    ].join('\n'),
  )
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : `Start-up failed: ${e instanceof Error ? e.message : e}`)
  process.exit(1)
})
