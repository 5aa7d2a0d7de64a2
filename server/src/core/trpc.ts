import { initTRPC, TRPCError } from '@trpc/server'
import { ZodError } from 'zod'
import { TEXTS } from '@shared/src/texts'
import type { AuthedCtx, Ctx } from './context'
import { AppError, toTRPCError } from './errors'

const t = initTRPC.context<Ctx>().create({
  // Heartbeats keep job-event subscriptions alive through proxies.
  sse: { ping: { enabled: true, intervalMs: 15_000 } },
  errorFormatter: ({ shape, error }) => ({
    ...shape,
    data: {
      ...shape.data,
      appCode: error.cause instanceof AppError ? error.cause.code : undefined,
      // A refused request names the field at fault (the first issue's), so a form can mark and focus it.
      details: error.cause instanceof AppError ? error.cause.details : error.cause instanceof ZodError ? zodField(error.cause) : undefined,
      stack: undefined,
    },
  }),
})

// Every AppError or ZodError becomes the matching TRPCError here, once. The body is read first (tRPC
// memoises it) so that text that is not JSON is the caller's 400, not an internal error.
const mapErrors = t.middleware(async ({ next, getRawInput }) => {
  try {
    await getRawInput()
  } catch (cause) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON', cause })
  }
  const result = await next()
  if (!result.ok) throw toTRPCError(result.error.cause ?? result.error)
  return result
})

/** `{ field }` of a refused request: the top-level input the first issue is about, when there is one. */
function zodField(error: ZodError): { field: string } | undefined {
  const key = error.issues[0]?.path[0]
  return typeof key === 'string' ? { field: key } : undefined
}

export const router = t.router
export const createCallerFactory = t.createCallerFactory
export const publicProcedure = t.procedure.use(mapErrors)

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new AppError('UNAUTHORIZED', TEXTS.notSignedIn)
  return next({ ctx: ctx as AuthedCtx })
})

export const superProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'super') throw new AppError('FORBIDDEN', TEXTS.forbidden)
  return next({ ctx })
})
