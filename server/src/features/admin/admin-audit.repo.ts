import { sql } from 'kysely'
import type { Db } from '@shared/node/db/connect'

export interface AuditFilter {
  limit: number
  before?: string
  /** A user's id, or 'anonymous': events with no actor and every failed sign-in. */
  actor?: string
  action?: string
  /** Inclusive calendar days, UTC. */
  from?: string
  to?: string
}

/** A page of audit events, newest first, filtered, with the actor's email and name when the actor still exists. */
export const listAuditEvents = (db: Db, f: AuditFilter) => {
  let q = db
    .selectFrom('auditEvents as e')
    .leftJoin('users as u', 'u.id', 'e.actorId')
    .select(['e.id', 'e.actorId', 'u.email as actorEmail', 'u.username as actorName', 'e.action', 'e.targetType', 'e.targetId', 'e.details', 'e.createdAt'])
  if (f.before) q = q.where('e.id', '<', f.before)
  if (f.actor === 'anonymous') q = q.where((w) => w.or([w('e.actorId', 'is', null), w('e.action', '=', 'auth.login_failed')]))
  else if (f.actor) q = q.where('e.actorId', '=', f.actor).where('e.action', '!=', 'auth.login_failed')
  if (f.action) q = q.where('e.action', '=', f.action)
  if (f.from) q = q.where('e.createdAt', '>=', sql<Date>`(${f.from}::date)::timestamp AT TIME ZONE 'UTC'`)
  if (f.to) q = q.where('e.createdAt', '<', sql<Date>`((${f.to}::date + 1))::timestamp AT TIME ZONE 'UTC'`)
  return q.orderBy('e.id', 'desc').limit(f.limit).execute()
}

// Where each kind of target keeps the name people know it by.
const NAME_SOURCES = {
  report: { table: 'reports', column: 'title' },
  template: { table: 'templates', column: 'name' },
  injury_module: { table: 'injury_modules', column: 'name' },
  llm_prompt: { table: 'llm_prompts', column: 'name' },
  tag: { table: 'tags', column: 'name' },
  user: { table: 'users', column: 'email' },
  invitation_code: { table: 'invitation_codes', column: 'code' },
} as const

/** Current names of the targets, keyed `type:id`; targets since deleted are simply absent. */
export async function findTargetNames(db: Db, targets: { type: string; id: string }[]): Promise<Map<string, string>> {
  const names = new Map<string, string>()
  const byType = new Map<keyof typeof NAME_SOURCES, Set<string>>()
  for (const t of targets) {
    if (!(t.type in NAME_SOURCES)) continue
    const type = t.type as keyof typeof NAME_SOURCES
    byType.set(type, (byType.get(type) ?? new Set()).add(t.id))
  }
  for (const [type, ids] of byType) {
    const { table, column } = NAME_SOURCES[type]
    const { rows } = await sql<{ id: string; name: string }>`
      SELECT id::text AS id, ${sql.ref(column)}::text AS name FROM ${sql.table(table)} WHERE id::text = ANY(${[...ids]}::text[])`.execute(db)
    for (const r of rows) names.set(`${type}:${r.id}`, r.name)
  }
  return names
}
