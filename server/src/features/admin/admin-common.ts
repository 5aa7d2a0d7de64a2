const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether the text is a uuid: anything else names no row (and must never reach a uuid column). */
export const isUuid = (id: string | null | undefined): id is string => typeof id === 'string' && UUID.test(id)

/** Dates leave the API as ISO strings. */
export const iso = (d: Date | string): string => new Date(d).toISOString()

/** Whether a database error is the unique violation of this constraint or index. */
export const isUniqueViolation = (e: unknown, constraint: string): boolean =>
  (e as { code?: string })?.code === '23505' && (e as { constraint?: string }).constraint === constraint
