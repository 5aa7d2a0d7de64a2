import { ADMIN_TEXTS } from '@shared/src/admin/admin-texts'
import type { AdminUser, SetRoleInput } from '@shared/src/admin/user.schema'
import type { Db } from '@shared/node/db/connect'
import { audit } from '@shared/node/db/audit'
import type { AuthedCtx } from '../../core/context'
import { AppError } from '../../core/errors'
import { isUuid, iso } from '../../core/values'
import * as repo from './admin-users.repo'

/** Every active user for the Users tab. */
export async function listUsers(ctx: AuthedCtx): Promise<{ users: AdminUser[] }> {
  const rows = await repo.listActiveUsers(ctx.db)
  return { users: rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })) }
}

async function lockTarget(db: Db, userId: string) {
  // Supers first, then the target, always in that order, so concurrent changes cannot deadlock.
  const supers = await repo.lockActiveSupers(db)
  const user = isUuid(userId) ? await repo.findActiveUserForUpdate(db, userId) : undefined
  if (!user) throw new AppError('NOT_FOUND', ADMIN_TEXTS.userNotFound)
  const isLastSuper = user.role === 'super' && supers.length <= 1
  return { user, isLastSuper }
}

/** Changes a user's role; it applies to the user's next request. The last super user keeps theirs. */
export async function setUserRole(ctx: AuthedCtx, input: SetRoleInput): Promise<{ message: string }> {
  await ctx.db.transaction().execute(async (trx) => {
    const { user, isLastSuper } = await lockTarget(trx, input.userId)
    if (isLastSuper && input.role !== 'super') throw new AppError('BAD_REQUEST', ADMIN_TEXTS.lastSuper)
    await repo.updateRole(trx, user.id, input.role)
    await audit(trx, {
      actorId: ctx.user.id,
      action: 'admin.user.role',
      targetType: 'user',
      targetId: user.id,
      ip: ctx.ip,
      details: { email: user.email, from: user.role, to: input.role },
    })
  })
  ctx.sessions.forgetAll() // the user's next request, even in this process, sees the new role
  return { message: ADMIN_TEXTS.roleUpdated }
}

/**
 * Deletes a user. Reports are evidence and keep their author, so a user who owns any report
 * (deleted ones included) is deactivated instead: sessions removed, sign-in refused, hidden
 * from the list, the row and the reports kept. Refused for the caller and for the last super user.
 */
export async function deleteUser(ctx: AuthedCtx, userId: string): Promise<{ message: string; deactivated: boolean }> {
  if (userId === ctx.user.id) throw new AppError('BAD_REQUEST', ADMIN_TEXTS.cannotDeleteSelf)
  const deactivated = await ctx.db.transaction().execute(async (trx) => {
    const { user, isLastSuper } = await lockTarget(trx, userId)
    if (isLastSuper) throw new AppError('BAD_REQUEST', ADMIN_TEXTS.lastSuper)
    // The row lock above makes a report being created right now either visible here or refused.
    const reports = await repo.countReportsOwnedBy(trx, user.id)
    await repo.deleteSessionsOf(trx, user.id)
    if (reports > 0) await repo.deactivateUser(trx, user.id)
    else await repo.deleteUser(trx, user.id)
    await audit(trx, {
      actorId: ctx.user.id,
      action: reports > 0 ? 'admin.user.deactivate' : 'admin.user.delete',
      targetType: 'user',
      targetId: user.id,
      ip: ctx.ip,
      // The row may be gone: the event keeps who it was.
      details: { email: user.email, username: user.username, role: user.role, reports },
    })
    return reports > 0
  })
  ctx.sessions.forgetAll() // the user's sessions end now, in this process too
  return { message: ADMIN_TEXTS.userDeleted, deactivated }
}
