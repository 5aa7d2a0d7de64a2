import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync } from 'node:fs'
import net from 'node:net'

/** True when something accepts TCP connections on host:port within the timeout. */
export function canConnect(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port })
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

async function waitFor(host: string, port: number, seconds: number): Promise<boolean> {
  for (let i = 0; i < seconds * 4; i++) {
    if (await canConnect(host, port, 250)) return true
    await new Promise((r) => setTimeout(r, 250))
  }
  return false
}

const isLocal = (host: string) => ['127.0.0.1', 'localhost', '::1'].includes(host)
const have = (bin: string) => spawnSync('sh', ['-c', `command -v ${bin}`]).status === 0

/** Reaches PostgreSQL at the URL, starting the local cluster when it is down and installed. */
export async function ensurePostgres(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl)
  const host = url.hostname || '127.0.0.1'
  const port = Number(url.port || 5432)
  if (await canConnect(host, port)) return
  if (isLocal(host) && have('pg_ctlcluster') && existsSync('/etc/postgresql')) {
    const version = readdirSync('/etc/postgresql')[0]
    console.log(`PostgreSQL is down; starting local cluster ${version}/main…`)
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' })
    if (await waitFor(host, port, 20)) return
  }
  throw new Error(
    `Cannot reach PostgreSQL at ${host}:${port}. Install it (apt-get install -y postgresql) and start it, ` +
      `or set DATABASE_URL to a reachable server.`,
  )
}

/**
 * The Redis settings jobs need to survive a Redis restart: append-only persistence, flushed every
 * second (a queued or running job, its audio and its event stream come back with Redis).
 */
export const REDIS_PERSISTENCE_ARGS = ['--appendonly', 'yes', '--appendfsync', 'everysec'] as const

/**
 * Reaches Redis at the URL, starting a local server when it is down and installed: with append-only
 * persistence, its files in `dataDir` (`npm start` passes .data/redis).
 */
export async function ensureRedis(redisUrl: string, opts: { dataDir?: string } = {}): Promise<void> {
  const url = new URL(redisUrl)
  const host = url.hostname || '127.0.0.1'
  const port = Number(url.port || 6379)
  if (await canConnect(host, port)) return
  if (isLocal(host) && have('redis-server')) {
    const dir = opts.dataDir ?? (existsSync('/var/lib/redis') ? '/var/lib/redis' : '/tmp')
    mkdirSync(dir, { recursive: true })
    console.log(`Redis is down; starting a local redis-server with append-only persistence in ${dir}…`)
    execFileSync('redis-server', [
      '--daemonize', 'yes', '--bind', '127.0.0.1', '-::1', '--port', String(port),
      '--save', '', ...REDIS_PERSISTENCE_ARGS, '--dir', dir,
    ])
    if (await waitFor(host, port, 10)) return
  }
  throw new Error(
    `Cannot reach Redis at ${host}:${port}. Install it (apt-get install -y redis-server) and start it, ` +
      `or set REDIS_URL to a reachable server.`,
  )
}
