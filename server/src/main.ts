import { ConfigError, loadConfig } from '@shared/node/config'
import { buildApp } from './app'
import { createDeps } from './deps'

/** Server process entry: `node --import tsx server/src/main.ts`. */
async function main() {
  const config = loadConfig()
  const deps = createDeps(config)
  const app = await buildApp(deps, { logger: config.NODE_ENV !== 'test' })
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`)
    await app.close()
    await deps.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  await app.listen({ port: config.PORT, host: config.HOST })
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : e)
  process.exit(1)
})
