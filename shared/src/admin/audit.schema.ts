import { z } from 'zod'

/** One audit event as super users read it: who did what, to what, when. */
export const AuditEvent = z.object({
  id: z.string(),
  /** Null for anonymous events: a failed sign-in always, and events of a user since deleted. */
  actor: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  /** The target's name rather than its id (the name written with the event, else the current one). */
  targetName: z.string().nullable(),
  /** What happened in words, without its subject: "renamed report 'Case 2026-0412' to 'Case 2026-0413'". */
  summary: z.string(),
})
export type AuditEvent = z.infer<typeof AuditEvent>

/** A page of events, newest first; `before` is the id of the oldest event already shown. Numbers may come as query text. */
export const ListAuditInput = z
  .object({
    limit: z
      .union([z.number(), z.string().regex(/^\d{1,4}$/, 'limit must be a number from 1 to 200').transform(Number)])
      .pipe(z.number().int().min(1, 'limit must be a number from 1 to 200').max(200, 'limit must be a number from 1 to 200'))
      .default(50),
    before: z
      .union([z.string().regex(/^\d{1,18}$/, 'before must be an event id'), z.number().int().positive()])
      .transform(String)
      .optional(),
    /** A user's id, or 'anonymous' for events without one (failed sign-ins). */
    actor: z.union([z.uuid('actor must be a user id or anonymous'), z.literal('anonymous')]).optional(),
    action: z.string().regex(/^[a-z_]+(\.[a-z_]+){1,2}$/, 'action must be an audit action such as report.sign').optional(),
    /** Calendar days, inclusive, in UTC. */
    from: z.iso.date('from must be a date (YYYY-MM-DD)').optional(),
    to: z.iso.date('to must be a date (YYYY-MM-DD)').optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'from must not be after to', path: ['from'] })
  .default({ limit: 50 })
export type ListAuditInput = z.input<typeof ListAuditInput>
