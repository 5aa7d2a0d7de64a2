export { isUuid } from '@shared/src/ids'

/** Dates leave the API as ISO strings. */
export const iso = (d: Date | string): string => new Date(d).toISOString()

/** Whether a database error is the unique violation of this constraint or index. */
export const isUniqueViolation = (e: unknown, constraint: string): boolean =>
  (e as { code?: string })?.code === '23505' && (e as { constraint?: string }).constraint === constraint
