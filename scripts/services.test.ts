import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import { expect, it } from 'vitest'
import { throwawayPort } from '../test/harness/throwaway-ports'
import { ensureRedis } from './services'

it('starts a missing local Redis with append-only persistence in the given folder', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'autopsy-ensure-redis-'))
  const port = await throwawayPort()
  const redis = new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: true, maxRetriesPerRequest: 1 })
  redis.on('error', () => {})
  try {
    await ensureRedis(`redis://127.0.0.1:${port}`, { dataDir: path.join(dir, 'redis') })
    await redis.connect()
    const config: Record<string, string> = {}
    for (const key of ['appendonly', 'appendfsync', 'dir', 'save']) config[key] = ((await redis.config('GET', key)) as string[])[1]!
    expect(config).toEqual({ appendonly: 'yes', appendfsync: 'everysec', dir: path.join(dir, 'redis'), save: '' })
    await redis.set('survives', 'a restart')
    expect(existsSync(path.join(dir, 'redis'))).toBe(true)
    expect(readdirSync(path.join(dir, 'redis')).some((f) => f.startsWith('appendonly'))).toBe(true)
  } finally {
    // It was started daemonized: stop it through its own connection.
    await redis.shutdown('NOSAVE').catch(() => {})
    redis.disconnect()
    rmSync(dir, { recursive: true, force: true })
  }
})
