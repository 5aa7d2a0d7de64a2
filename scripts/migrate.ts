import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConfigError, loadConfig } from '@shared/node/config'
import { prepare } from './lib/prepare'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Creates, migrates and seeds the database and ensures the super user and invitation codes (used by docker-compose). */
prepare(loadConfig(), { dataDir: path.join(root, '.data') })
  .then((p) => {
    console.log(`Database ready. Super user ${p.adminEmail}; invitation codes: ${p.invitationCodes.join(', ')}`)
  })
  .catch((e) => {
    console.error(e instanceof ConfigError ? e.message : e)
    process.exit(1)
  })
