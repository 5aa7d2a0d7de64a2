import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConfigError, loadConfig } from '@shared/node/config'
import { backupDatabase, backupPath } from './lib/pg-tools'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** `npm run backup [FILE or FOLDER]`: a pg_dump (custom format) of DATABASE_URL, by default in .data/backups/. */
async function main() {
  const config = loadConfig()
  const file = backupPath(config.DATABASE_URL, process.argv[2], path.join(root, '.data', 'backups'))
  await backupDatabase(config.DATABASE_URL, file)
  console.log(`Backup written to ${file}`)
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : `Backup failed: ${e instanceof Error ? e.message : e}`)
  process.exit(1)
})
