import { randomInt } from 'node:crypto'
import type { z } from 'zod'
import { ADMIN_TEXTS } from '@shared/src/admin/admin-texts'
import type { CreateInvitationInput, Invitation } from '@shared/src/admin/invitation.schema'
import { audit } from '@shared/node/db/audit'
import type { AuthedCtx } from '../../core/context'
import { AppError } from '../../core/errors'
import { isUniqueViolation, isUuid, iso } from '../../core/values'
import * as repo from './admin-invitations.repo'

// No 0/O or 1/I/L: codes are read aloud and typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const UNIQUE = 'invitation_codes_code_key'

/** A random code like 7KQ2M-XH4PD (about 50 bits). */
export function generateInvitationCode(): string {
  const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
  return `${part()}-${part()}`
}

const toInvitation = (r: repo.InvitationRow): Invitation => ({
  ...r,
  createdAt: iso(r.createdAt),
  revokedAt: r.revokedAt ? iso(r.revokedAt) : null,
})

/** Every invitation code, newest first, revoked ones included. */
export async function listInvitations(ctx: AuthedCtx): Promise<Invitation[]> {
  return (await repo.listInvitations(ctx.db)).map(toInvitation)
}

/** Creates an invitation code: the one given (unique) or a generated one. */
export async function createInvitation(ctx: AuthedCtx, input: z.infer<typeof CreateInvitationInput>): Promise<Invitation> {
  // A generated code that happens to exist is simply drawn again.
  for (let attempt = 0; ; attempt++) {
    const code = input.code ?? generateInvitationCode()
    try {
      const row = await ctx.db.transaction().execute(async (trx) => {
        const created = await repo.insertInvitation(trx, { code, note: input.note, createdBy: ctx.user.id })
        await audit(trx, { actorId: ctx.user.id, action: 'admin.invitation.create', targetType: 'invitation_code', targetId: created.id, ip: ctx.ip, details: { note: input.note } })
        return created
      })
      return toInvitation(row)
    } catch (e) {
      if (!isUniqueViolation(e, UNIQUE)) throw e
      if (input.code || attempt >= 4) throw new AppError('CONFLICT', ADMIN_TEXTS.invitationExists)
    }
  }
}

/** Revokes a code: nobody can sign up with it any more. */
export async function revokeInvitation(ctx: AuthedCtx, id: string): Promise<Invitation> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', ADMIN_TEXTS.invitationNotFound)
  const row = await ctx.db.transaction().execute(async (trx) => {
    const revoked = await repo.revokeInvitation(trx, id)
    if (!revoked) throw new AppError('NOT_FOUND', ADMIN_TEXTS.invitationNotFound)
    await audit(trx, { actorId: ctx.user.id, action: 'admin.invitation.revoke', targetType: 'invitation_code', targetId: id, ip: ctx.ip, details: { code: revoked.code } })
    return revoked
  })
  return toInvitation(row)
}
