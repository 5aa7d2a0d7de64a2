import { randomUUID } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { ConfigError, loadConfig } from '@shared/node/config'
import { beat, clearBeat, HEARTBEAT_INTERVAL_MS } from '@shared/node/heartbeat'
import { createRedis } from '@shared/node/redis'
import { startWorkers } from './workers'

/** Worker process entry: `node --import tsx worker/src/main.ts`. */
async function main() {
  const config = loadConfig()
  const id = `${process.pid}-${randomUUID().slice(0, 8)}`
  const redis = createRedis(config.REDIS_URL)
  // ioredis reconnects by itself; the heartbeat just misses its beats meanwhile.
  redis.on('error', (e) => console.error('worker heartbeat redis:', e.message))
  const running = await startWorkers(config)
  const heartbeat = async () => {
    await beat(redis, config.QUEUE_PREFIX, id)
    // The container health check reads this file's age: the beat reached Redis just now.
    if (config.WORKER_HEARTBEAT_FILE) await writeFile(config.WORKER_HEARTBEAT_FILE, String(Date.now()))
  }
  await heartbeat()
  const timer = setInterval(() => void heartbeat().catch(() => {}), HEARTBEAT_INTERVAL_MS)
  console.log(`worker ${id} ready (concurrency ${config.WORKER_CONCURRENCY})`)

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    console.log(`worker ${id}: ${signal} received, finishing current jobs`)
    clearInterval(timer)
    await running.close()
    await clearBeat(redis, config.QUEUE_PREFIX, id).catch(() => {})
    redis.disconnect()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : e)
  process.exit(1)
})
