import type { z } from 'zod'
import type { AuditEvent, ListAuditInput } from '@shared/src/admin/audit.schema'
import type { AuthedCtx } from '../../core/context'
import { iso } from '../../core/values'
import * as repo from './admin-audit.repo'

/** Audit events for super users, newest first; page with `before` (the last id shown). */
export async function listAuditEvents(ctx: AuthedCtx, input: z.infer<typeof ListAuditInput>): Promise<AuditEvent[]> {
  const rows = await repo.listAuditEvents(ctx.db, input.limit, input.before)
  return rows.map((r) => ({
    id: String(r.id),
    actor: r.actorId ? { id: r.actorId, email: r.actorEmail ?? '' } : null,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    details: r.details ?? {},
    createdAt: iso(r.createdAt),
  }))
}
