import { z } from 'zod'

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback)

/** Every setting the server, worker and scripts read, validated once at start. */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .default('postgres://postgres@127.0.0.1:5432/autopsy')
    .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// URL'),
  /** Connections each server or worker process keeps to PostgreSQL at most. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  REDIS_URL: z
    .string()
    .default('redis://127.0.0.1:6379')
    .refine((v) => /^rediss?:\/\//.test(v), 'must be a redis:// URL'),
  INVITATION_CODES: optionalText.transform((v) =>
    v ? v.split(',').map((c) => c.trim()).filter(Boolean) : [],
  ),
  ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).default('admin@autopsy.local'),
  ADMIN_USERNAME: z.string().trim().min(1).default('admin'),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(6, 'must be at least 6 characters').optional()),
  SESSION_TTL_HOURS: positiveInt(24 * 7),
  COOKIE_SECURE: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  LOGIN_RATE_LIMIT: positiveInt(10),
  LOGIN_RATE_WINDOW_SECONDS: positiveInt(60),
  SIGNUP_RATE_LIMIT: positiveInt(5),
  SIGNUP_RATE_WINDOW_SECONDS: positiveInt(3600),
  PUBLIC_FORM_RATE_LIMIT: positiveInt(10),
  PUBLIC_FORM_RATE_WINDOW_SECONDS: positiveInt(3600),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText.pipe(z.url().optional()),
  GEMINI_API_KEY: optionalText,
  GEMINI_BASE_URL: z.url().default('https://generativelanguage.googleapis.com/v1beta/openai/'),
  WORKER_CONCURRENCY: positiveInt(2),
  /** Threads of the offline recogniser per worker process; default min(2, cores). */
  TRANSCRIBE_THREADS: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.coerce.number().int().min(1).max(32).optional()),
  /** A transcription request gives up when its job appends no event (progress) for this long. */
  JOB_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(60_000),
  QUEUE_PREFIX: z.string().default('autopsy'),
  CLIENT_DIST: optionalText,
  /** A file the worker touches on every heartbeat, for a container health check. */
  WORKER_HEARTBEAT_FILE: optionalText,
})

export type Config = z.infer<typeof ConfigSchema>

/** Thrown when the environment is unusable; its message says what to set. */
export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration. Fix these environment variables:\n${lines.join('\n')}`)
  }
  return parsed.data
}
