import type { Db } from './connect'
import { stripUnstorable } from '../../src/text'

export interface AuditEntry {
  actorId: string | null
  action: string
  targetType?: string
  targetId?: string
  details?: Record<string, unknown>
  ip?: string | null
}

/**
 * Records who did what, when (server actions and the worker's jobs alike); call inside the
 * transaction of the change itself.
 */
export async function audit(db: Db, e: AuditEntry): Promise<void> {
  await db
    .insertInto('auditEvents')
    .values({
      actorId: e.actorId,
      action: e.action,
      targetType: e.targetType ?? null,
      targetId: e.targetId ?? null,
      // Details come from validated input; stripping what jsonb refuses keeps an audit from ever failing the change it records.
      details: JSON.stringify(e.details ?? {}, (_key, value: unknown) => (typeof value === 'string' ? stripUnstorable(value) : value)),
      ip: e.ip ?? null,
    })
    .execute()
}
