import { ConfigError, loadConfig } from '@shared/node/config'
import { splitDatabaseUrl } from '@shared/node/db/admin'
import { restoreDatabase, RestoreRefused } from './lib/pg-tools'

const USAGE = 'Usage: npm run restore -- FILE [--replace]   (restores FILE as the database of DATABASE_URL)'

/** `npm run restore FILE`: restores a backup into the empty (or missing) database of DATABASE_URL. */
async function main() {
  const args = process.argv.slice(2)
  const replace = args.includes('--replace')
  const files = args.filter((a) => !a.startsWith('--'))
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--replace')
  if (files.length !== 1 || unknown.length) {
    console.error(USAGE)
    process.exit(2)
  }
  const config = loadConfig()
  await restoreDatabase(config.DATABASE_URL, files[0]!, { replace })
  console.log(`Restored ${files[0]} as database "${splitDatabaseUrl(config.DATABASE_URL).name}".`)
}

main().catch((e) => {
  if (e instanceof ConfigError || e instanceof RestoreRefused) console.error(e.message)
  else console.error(`Restore failed: ${e instanceof Error ? e.message : e}`)
  process.exit(1)
})
