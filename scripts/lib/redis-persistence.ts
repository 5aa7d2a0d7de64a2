import { createRedis } from '@shared/node/redis'

/**
 * Warns when the Redis in use keeps no append-only file: its queued jobs would be lost on a restart.
 * A Redis that hides CONFIG (some managed services) is not judged.
 */
export async function warnWithoutPersistence(redisUrl: string): Promise<void> {
  const redis = createRedis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true })
  redis.on('error', () => {})
  try {
    await redis.connect()
    const [, appendonly] = (await redis.config('GET', 'appendonly')) as [string, string]
    if (appendonly === 'no') {
      console.warn(
        `Redis at ${new URL(redisUrl).host} runs without append-only persistence: queued jobs are lost if it restarts. ` +
          'Configure it with appendonly yes and appendfsync everysec (README, "Running it in production").',
      )
    }
  } catch {
    // CONFIG refused or Redis unreachable: start-up reports the latter on its own.
  } finally {
    redis.disconnect()
  }
}
