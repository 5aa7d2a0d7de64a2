import type { z } from 'zod'
import { describeAuditEvent, targetName } from '@shared/src/admin/audit-describe'
import type { AuditEvent, ListAuditInput } from '@shared/src/admin/audit.schema'
import type { AuthedCtx } from '../../core/context'
import { iso } from '../../core/values'
import * as repo from './admin-audit.repo'

/**
 * Audit events for super users, newest first, filtered by user, action and days; page with `before`
 * (the last id shown). Each says who did it (a failed sign-in is anonymous: its target is the email
 * tried) and what, in words, naming its target.
 */
export async function listAuditEvents(ctx: AuthedCtx, input: z.output<typeof ListAuditInput>): Promise<AuditEvent[]> {
  const rows = await repo.listAuditEvents(ctx.db, input)
  const names = await repo.findTargetNames(
    ctx.db,
    rows.flatMap((r) => (r.targetType && r.targetId ? [{ type: r.targetType, id: r.targetId }] : [])),
  )
  return rows.map((r) => {
    const details = (r.details ?? {}) as Record<string, unknown>
    const anonymous = !r.actorId || r.action === 'auth.login_failed'
    const event = { action: r.action, details, currentName: (r.targetType && r.targetId && names.get(`${r.targetType}:${r.targetId}`)) || null }
    return {
      id: String(r.id),
      actor: anonymous ? null : { id: r.actorId!, email: r.actorEmail ?? '', name: r.actorName ?? '' },
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      details,
      createdAt: iso(r.createdAt),
      targetName: targetName(event),
      summary: describeAuditEvent(event),
    }
  })
}
