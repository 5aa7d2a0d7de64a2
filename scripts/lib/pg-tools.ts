import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { dropDatabase, ensureDatabase, splitDatabaseUrl } from '@shared/node/db/admin'

/**
 * libpq's environment for a postgres:// URL, so the password never appears on a command line
 * (where any user of the machine could read it in the process list).
 */
export function libpqEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl)
  const env: NodeJS.ProcessEnv = { ...process.env, PGHOST: url.hostname || '127.0.0.1', PGPORT: url.port || '5432' }
  if (url.username) env.PGUSER = decodeURIComponent(url.username)
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password)
  env.PGDATABASE = splitDatabaseUrl(databaseUrl).name
  const sslmode = url.searchParams.get('sslmode')
  if (sslmode) env.PGSSLMODE = sslmode
  return env
}

function run(bin: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.once('error', (e) => reject(new Error(`${bin} could not start: ${e.message} (install PostgreSQL's client tools)`)))
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${bin} failed (exit ${code}): ${stderr.trim()}`))))
  })
}

const stamp = (d = new Date()) => d.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')

/** Where a backup goes: the given file, a timestamped file in the given (or the default) folder. */
export function backupPath(databaseUrl: string, target: string | undefined, defaultDir: string): string {
  const { name } = splitDatabaseUrl(databaseUrl)
  const dir = target === undefined ? defaultDir : existsSync(target) && statSync(target).isDirectory() ? target : undefined
  if (dir === undefined) return path.resolve(target!)
  return path.resolve(dir, `${name}-${stamp()}.dump`)
}

/**
 * Dumps the database with pg_dump in its custom format: one consistent snapshot (pg_dump reads in a
 * single repeatable-read transaction while the application keeps writing). Written to a temporary name
 * and renamed when complete, so a failed dump never leaves a file that looks like a backup.
 */
export async function backupDatabase(databaseUrl: string, file: string): Promise<string> {
  mkdirSync(path.dirname(file), { recursive: true })
  const partial = `${file}.partial`
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', partial], libpqEnv(databaseUrl))
    renameSync(partial, file)
  } finally {
    rmSync(partial, { force: true })
  }
  return file
}

/** Tables, views, sequences and other relations outside PostgreSQL's own schemas. */
async function relationCount(databaseUrl: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl })
  try {
    await client.connect()
  } catch (e) {
    if ((e as { code?: string }).code === '3D000') return undefined
    throw e
  }
  try {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
        WHERE s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg\\_toast%'
          AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')`,
    )
    return Number(rows[0]!.n)
  } finally {
    await client.end()
  }
}

export class RestoreRefused extends Error {}

/**
 * Restores a pg_dump custom-format file as the database of the URL. It is restored into a staging
 * database first and takes the target's name only when complete, so a failed restore leaves the
 * target as it was. A target that holds tables is refused unless `replace` is set; it is then
 * dropped (its connections closed) when the staging copy is ready.
 */
export async function restoreDatabase(databaseUrl: string, file: string, opts: { replace?: boolean } = {}): Promise<void> {
  if (!existsSync(file)) throw new RestoreRefused(`No such backup file: ${file}`)
  const { name, adminUrl } = splitDatabaseUrl(databaseUrl)
  const relations = await relationCount(databaseUrl)
  if (relations && !opts.replace) {
    throw new RestoreRefused(
      `The database "${name}" is not empty (${relations} tables and other relations). Restore into an empty database, or pass --replace to replace it.`,
    )
  }
  const stagingName = `${name}_restoring_${Date.now().toString(36)}`.slice(0, 63)
  const staging = new URL(databaseUrl)
  staging.pathname = `/${stagingName}`
  await ensureDatabase(staging.toString())
  try {
    await run('pg_restore', ['--exit-on-error', '--single-transaction', '--no-owner', '--no-acl', '--dbname', stagingName, file], libpqEnv(staging.toString()))
  } catch (e) {
    await dropDatabase(databaseUrl, stagingName)
    throw e
  }
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    const quote = (n: string) => `"${n.replace(/"/g, '""')}"`
    await admin.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`)
    await admin.query(`ALTER DATABASE ${quote(stagingName)} RENAME TO ${quote(name)}`)
  } finally {
    await admin.end()
  }
}
