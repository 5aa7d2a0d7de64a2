import type { CurrentUser, LoginInput, SignupInput, UsageStats } from '@shared/src/auth/auth.schema'
import { TEXTS } from '@shared/src/texts'
import { usageStats } from '@shared/node/usage'
import { AppError } from '../../core/errors'
import { audit } from '@shared/node/db/audit'
import { consume } from '../../core/rate-limit'
import { isUniqueViolation } from '../../core/values'
import type { AuthedCtx, Ctx, SessionUser } from '../../core/context'
import * as repo from './auth.repo'
import { hashPassword, verifyPassword } from './password'
import { hashToken, newSessionToken } from '../../core/session'

/** A password checked against its stored hash: also asked again by other features before a grave step (signing). */
export { verifyPassword }

export const toCurrentUser = (u: SessionUser): CurrentUser => ({
  id: u.id,
  email: u.email,
  username: u.username,
  role: u.role,
  createdAt: new Date(u.createdAt).toISOString(),
})

async function startSession(ctx: Ctx, userId: string): Promise<void> {
  const token = newSessionToken()
  const expiresAt = new Date(Date.now() + ctx.config.SESSION_TTL_HOURS * 3_600_000)
  await repo.insertSession(ctx.db, { userId, tokenHash: hashToken(token), expiresAt, userAgent: ctx.userAgent, ip: ctx.ip })
  ctx.setCookie(token, expiresAt)
}

/** Creates a free account with a valid invitation code and signs it in. */
export async function signup(ctx: Ctx, input: SignupInput): Promise<{ success: true; message: string; user: CurrentUser }> {
  await consume(ctx.rateLimits.signup, ctx.ip)
  const code = await repo.findActiveInvitationCode(ctx.db, input.invitationCode)
  if (!code) throw new AppError('BAD_REQUEST', TEXTS.invalidInvitation)
  if (await repo.findUserByEmail(ctx.db, input.email)) throw new AppError('CONFLICT', TEXTS.emailTaken)
  if (await repo.findUserByUsername(ctx.db, input.username)) throw new AppError('CONFLICT', TEXTS.usernameTaken)
  const passwordHash = await hashPassword(input.password)
  try {
    const user = await ctx.db.transaction().execute(async (trx) => {
      const created = await repo.insertUser(trx, { email: input.email, username: input.username, passwordHash })
      await repo.countInvitationUse(trx, code.id)
      await audit(trx, { actorId: created.id, action: 'auth.signup', targetType: 'user', targetId: created.id, ip: ctx.ip, details: { invitationCodeId: code.id } })
      return created
    })
    await startSession(ctx, user.id)
    return { success: true, message: 'Account created successfully', user: toCurrentUser(user) }
  } catch (e) {
    // Two sign-ups racing for one email or username: the unique index decides.
    if (isUniqueViolation(e, 'users_email_key')) throw new AppError('CONFLICT', TEXTS.emailTaken)
    if (isUniqueViolation(e, 'users_username_key')) throw new AppError('CONFLICT', TEXTS.usernameTaken)
    throw e
  }
}

/** Checks the password and opens a session (cookie and bearer token). */
export async function login(ctx: Ctx, input: LoginInput): Promise<{ success: true; message: string; user: CurrentUser }> {
  await consume(ctx.rateLimits.login, `${ctx.ip}:${input.email}`)
  const user = await repo.findUserByEmail(ctx.db, input.email)
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user || !repo.isActive(user)) {
    await audit(ctx.db, { actorId: user?.id ?? null, action: 'auth.login_failed', ip: ctx.ip, details: { email: input.email } })
    throw new AppError('UNAUTHORIZED', TEXTS.loginFailed.description)
  }
  await startSession(ctx, user.id)
  await audit(ctx.db, { actorId: user.id, action: 'auth.login', targetType: 'user', targetId: user.id, ip: ctx.ip })
  return { success: true, message: 'Login successful', user: toCurrentUser(user) }
}

/** Ends the caller's session; harmless without one. */
export async function logout(ctx: Ctx): Promise<{ success: true; message: string }> {
  if (ctx.sessionToken) {
    await repo.deleteSession(ctx.db, hashToken(ctx.sessionToken))
    ctx.sessions.forgetAll()
  }
  if (ctx.user) await audit(ctx.db, { actorId: ctx.user.id, action: 'auth.logout', ip: ctx.ip })
  ctx.clearCookie()
  return { success: true, message: 'Logged out' }
}

/** The user behind a session token, or null. */
export const me = (ctx: AuthedCtx): { user: CurrentUser } => ({ user: toCurrentUser(ctx.user) })

export const getUsageStats = (ctx: AuthedCtx): Promise<UsageStats> => usageStats(ctx.db, ctx.user.id, ctx.user.role)
