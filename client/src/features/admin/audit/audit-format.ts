/** The fields of an audit event the log shows. */
export interface AuditEventLike {
  targetType: string | null
  targetId: string | null
  details: unknown
}

const LABEL_KEYS = ['name', 'title', 'email', 'username', 'code', 'identifier'] as const

/** The target of an event in words: its type and a readable label from the details (name, title, email…), else a short id. */
export function describeTarget(e: AuditEventLike): string {
  const details = e.details && typeof e.details === 'object' ? (e.details as Record<string, unknown>) : {}
  const label = LABEL_KEYS.map((k) => details[k]).find((v): v is string => typeof v === 'string' && v.trim() !== '')
  const type = (e.targetType ?? '').replace(/_/g, ' ')
  const what = label ?? (e.targetId ? e.targetId.slice(0, 8) : '')
  return [type, what].filter(Boolean).join(' · ')
}
