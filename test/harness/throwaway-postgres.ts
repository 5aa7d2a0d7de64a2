import { execFile, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { createDb } from '../../shared/node/db/connect'
import { ensureDatabase } from '../../shared/node/db/admin'
import { migrateToLatest } from '../../shared/node/db/migrate'
import { migrations } from '../../migrations'
import type { TestDb } from './db'
import { throwawayPort } from './throwaway-ports'

const run = promisify(execFile)

function binDir(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb'))) : []
  if (!versions.length) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found under /usr/lib/postgresql: apt-get install -y postgresql')
  return path.join(root, versions.sort((a, b) => Number(b) - Number(a))[0]!, 'bin')
}

/** initdb and pg_ctl refuse to run as root: as root they run as the postgres user. */
const asPostgres = (cmd: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]

export interface ThrowawayPostgres {
  port: number
  /** postgres:// URL of the cluster's maintenance database. */
  serverUrl: string
  /** A new migrated database on the cluster (its `drop` only closes the handle: the cluster goes as a whole). */
  createDatabase(name: string): Promise<TestDb>
  /** Shuts the cluster down (fast: sessions are terminated, as in a restart); its data stays. */
  stop(): Promise<void>
  start(): Promise<void>
  /** Stops it and removes its files. */
  destroy(): Promise<void>
}

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary folder, a port of 55400-55499,
 * fsync off), for tests that stop and start the database under a running product. It is removed
 * by `destroy`, and also when the test process exits without calling it.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = binDir()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'autopsy-pg-'))
  const data = path.join(dir, 'data')
  if (process.getuid?.() === 0) {
    const pw = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
    const gw = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
    chownSync(dir, Number(pw.stdout.trim()), Number(gw.stdout.trim()))
  }
  const pgCtl = (args: string[]) => run(...asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, ...args]))
  const port = await throwawayPort()
  await run(...asPostgres(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']))
  const start = () =>
    pgCtl(['-w', '-t', '30', '-l', path.join(dir, 'log'), '-o', `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']).then(() => undefined)
  const stop = () => pgCtl(['-w', '-t', '30', '-m', 'fast', 'stop']).then(() => undefined)
  // A test that dies before its cleanup must not leave a cluster running.
  const onExit = () => {
    spawnSync(...asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']))
    rmSync(dir, { recursive: true, force: true })
  }
  process.once('exit', onExit)
  try {
    await start()
  } catch (e) {
    onExit()
    throw e
  }
  const serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`
  return {
    port,
    serverUrl,
    async createDatabase(name) {
      const url = `postgres://postgres@127.0.0.1:${port}/${name}`
      await ensureDatabase(url)
      const db = createDb(url, 5)
      await migrateToLatest(db, migrations)
      return { db, url, name, drop: () => db.destroy() }
    },
    stop,
    start,
    async destroy() {
      process.removeListener('exit', onExit)
      await pgCtl(['-w', '-m', 'immediate', 'stop']).catch(() => {})
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
