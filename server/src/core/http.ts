import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { TEXTS } from '@shared/src/texts'
import type { AuthedCtx, Ctx, Deps } from './context'
import { AppError, toHttpError, toTRPCError } from './errors'
import { SESSION_COOKIE, userForToken } from './session'

/** The session token from the cookie, else from `Authorization: Bearer` (the spec's devAuthToken). */
export function tokenOf(req: FastifyRequest): string | null {
  const cookie = req.cookies?.[SESSION_COOKIE]
  if (cookie) return cookie
  const header = req.headers.authorization
  const match = header && /^Bearer\s+(\S+)$/i.exec(header)
  return match ? match[1] : null
}

/** Builds the request context shared by tRPC and REST handlers. */
export async function buildCtx(deps: Deps, req: FastifyRequest, reply: FastifyReply): Promise<Ctx> {
  const sessionToken = tokenOf(req)
  const user = await userForToken(deps.db, sessionToken, deps.sessions)
  const secure = deps.config.COOKIE_SECURE
  return {
    ...deps,
    user,
    sessionToken,
    ip: req.ip,
    userAgent: req.headers['user-agent'] ?? null,
    setCookie: (token, expiresAt) =>
      void reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: expiresAt }),
    clearCookie: () => void reply.clearCookie(SESSION_COOKIE, { path: '/' }),
  }
}

/**
 * The context of a tRPC call. tRPC answers any error thrown here as an internal error, so it is mapped
 * first: a session lookup that fails because PostgreSQL is down answers 503 as every procedure does.
 */
export async function buildTrpcCtx(deps: Deps, req: FastifyRequest, reply: FastifyReply): Promise<Ctx> {
  try {
    return await buildCtx(deps, req, reply)
  } catch (error) {
    throw toTRPCError(error)
  }
}

export async function requireUser(deps: Deps, req: FastifyRequest, reply: FastifyReply): Promise<AuthedCtx> {
  const ctx = await buildCtx(deps, req, reply)
  if (!ctx.user) throw new AppError('UNAUTHORIZED', TEXTS.notSignedIn)
  return ctx as AuthedCtx
}

export async function requireSuper(deps: Deps, req: FastifyRequest, reply: FastifyReply): Promise<AuthedCtx> {
  const ctx = await requireUser(deps, req, reply)
  if (ctx.user.role !== 'super') throw new AppError('FORBIDDEN', TEXTS.forbidden)
  return ctx
}

/** Maps every error of every REST route to a status and `{ success: false, message, code, error }`. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, req, reply) => {
    const { status, body } = toHttpError(error)
    if (status >= 500) req.log.error(error)
    void reply.status(status).send(body)
  })
}
