import type { Db } from '@shared/node/db/connect'

/** A page of audit events, newest first, with the actor's email when the actor still exists. */
export const listAuditEvents = (db: Db, limit: number, before?: string) => {
  let q = db
    .selectFrom('auditEvents as e')
    .leftJoin('users as u', 'u.id', 'e.actorId')
    .select(['e.id', 'e.actorId', 'u.email as actorEmail', 'e.action', 'e.targetType', 'e.targetId', 'e.details', 'e.createdAt'])
  if (before) q = q.where('e.id', '<', before)
  return q.orderBy('e.id', 'desc').limit(limit).execute()
}
