import { TRPCError } from '@trpc/server'
import { ZodError } from 'zod'
import { DATABASE_BUSY_MESSAGE, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseBusy, isDatabaseUnavailable } from '@shared/node/db/unavailable'
import { isRedisUnavailable, REDIS_UNAVAILABLE_MESSAGE } from '@shared/node/redis-unavailable'

export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE'
  | 'TOO_MANY_REQUESTS'
  | 'QUOTA_EXCEEDED'
  | 'UNAVAILABLE'
  | 'INTERNAL'

/** The one error services throw; each transport maps its code below. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'AppError'
  }
}

const TABLE: Record<AppErrorCode, { http: number; trpc: TRPCError['code'] }> = {
  BAD_REQUEST: { http: 400, trpc: 'BAD_REQUEST' },
  UNAUTHORIZED: { http: 401, trpc: 'UNAUTHORIZED' },
  FORBIDDEN: { http: 403, trpc: 'FORBIDDEN' },
  NOT_FOUND: { http: 404, trpc: 'NOT_FOUND' },
  CONFLICT: { http: 409, trpc: 'CONFLICT' },
  PAYLOAD_TOO_LARGE: { http: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  UNSUPPORTED_MEDIA_TYPE: { http: 415, trpc: 'UNSUPPORTED_MEDIA_TYPE' },
  UNPROCESSABLE: { http: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  TOO_MANY_REQUESTS: { http: 429, trpc: 'TOO_MANY_REQUESTS' },
  QUOTA_EXCEEDED: { http: 429, trpc: 'TOO_MANY_REQUESTS' },
  UNAVAILABLE: { http: 503, trpc: 'SERVICE_UNAVAILABLE' },
  INTERNAL: { http: 500, trpc: 'INTERNAL_SERVER_ERROR' },
}

/** The first zod issue's message: the spec's texts live in the schemas. */
export function zodMessage(error: ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input'
}

/**
 * A lost or unreachable database or Redis (a restart, a network failure), or a database with no
 * connection free in time, is the server's temporary state, not a fault of the request: it answers
 * 503 with a message saying to try again, never a 500. The driver's error stays as the cause (logged).
 */
function unavailable(error: unknown): AppError | undefined {
  if (error instanceof AppError || error instanceof ZodError) return undefined
  if (isDatabaseBusy(error)) return new AppError('UNAVAILABLE', DATABASE_BUSY_MESSAGE, { database: 'busy' }, { cause: error })
  if (isDatabaseUnavailable(error)) return new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, { database: 'down' }, { cause: error })
  if (isRedisUnavailable(error)) return new AppError('UNAVAILABLE', REDIS_UNAVAILABLE_MESSAGE, { redis: 'down' }, { cause: error })
  return undefined
}

export function toTRPCError(error: unknown): TRPCError {
  if (error instanceof TRPCError) {
    const down = error.code === 'INTERNAL_SERVER_ERROR' ? unavailable(error.cause) : undefined
    return down ? toTRPCError(down) : error
  }
  const down = unavailable(error)
  if (down) return toTRPCError(down)
  if (error instanceof AppError) return new TRPCError({ code: TABLE[error.code].trpc, message: error.message, cause: error })
  if (error instanceof ZodError) return new TRPCError({ code: 'BAD_REQUEST', message: zodMessage(error), cause: error })
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error', cause: error })
}

/** HTTP status and JSON body for any error thrown by a REST handler. */
export function toHttpError(error: unknown): {
  status: number
  body: { success: false; message: string; code: string; error: string; details?: Record<string, unknown> }
} {
  const make = (status: number, code: string, message: string, details?: Record<string, unknown>) => ({
    status,
    body: { success: false as const, message, code, error: message, ...(details ? { details } : {}) },
  })
  if (error instanceof AppError) return make(TABLE[error.code].http, error.code, error.message, error.details)
  const down = unavailable(error)
  if (down) return make(503, down.code, down.message, down.details)
  if (error instanceof ZodError) return make(400, 'BAD_REQUEST', zodMessage(error))
  const e = error as { statusCode?: number; code?: string; message?: string }
  if (typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return make(e.statusCode, e.code ?? 'BAD_REQUEST', e.message ?? 'Bad request')
  }
  return make(500, 'INTERNAL', 'Internal server error')
}
