import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import type { Redis } from 'ioredis'
import type { Config } from '@shared/node/config'
import { TEXTS } from '@shared/src/texts'
import { AppError } from './errors'

export interface RateLimits {
  login: RateLimiterRedis
  signup: RateLimiterRedis
  publicForms: RateLimiterRedis
  /** Password re-entry to sign a report or add an addendum, per user: limited as sign-in is. */
  stepUp: RateLimiterRedis
}

/** Limiters kept in Redis, so every server process shares one count. */
export function createRateLimits(redis: Redis, config: Config): RateLimits {
  const make = (keyPrefix: string, points: number, duration: number) =>
    new RateLimiterRedis({ storeClient: redis, keyPrefix: `${config.QUEUE_PREFIX}:rl:${keyPrefix}`, points, duration })
  return {
    login: make('login', config.LOGIN_RATE_LIMIT, config.LOGIN_RATE_WINDOW_SECONDS),
    signup: make('signup', config.SIGNUP_RATE_LIMIT, config.SIGNUP_RATE_WINDOW_SECONDS),
    publicForms: make('public', config.PUBLIC_FORM_RATE_LIMIT, config.PUBLIC_FORM_RATE_WINDOW_SECONDS),
    stepUp: make('stepup', config.LOGIN_RATE_LIMIT, config.LOGIN_RATE_WINDOW_SECONDS),
  }
}

/** Spends one point for the key, or refuses with 429. */
export async function consume(limiter: RateLimiterRedis, key: string): Promise<void> {
  try {
    await limiter.consume(key)
  } catch (e) {
    if (e instanceof RateLimiterRes) {
      throw new AppError('TOO_MANY_REQUESTS', TEXTS.tooManyAttempts, { retryAfterSeconds: Math.ceil(e.msBeforeNext / 1000) })
    }
    throw e
  }
}
