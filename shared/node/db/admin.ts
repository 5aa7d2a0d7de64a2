import pg from 'pg'

/** Database name of a postgres URL, and the URL of the maintenance database on the same server. */
export function splitDatabaseUrl(databaseUrl: string): { name: string; adminUrl: string } {
  const url = new URL(databaseUrl)
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''))
  url.pathname = '/postgres'
  return { name, adminUrl: url.toString() }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`

async function withAdmin<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** Creates the database named in the URL unless it exists. */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const { name, adminUrl } = splitDatabaseUrl(databaseUrl)
  return withAdmin(adminUrl, async (c) => {
    const found = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (found.rowCount) return false
    await c.query(`CREATE DATABASE ${quoteIdent(name)}`)
    return true
  })
}

/** Creates `name` as a copy of `template` (milliseconds for a small schema). */
export async function cloneDatabase(serverUrl: string, template: string, name: string): Promise<string> {
  const { adminUrl } = splitDatabaseUrl(serverUrl)
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const { adminUrl } = splitDatabaseUrl(serverUrl)
  await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`))
}
