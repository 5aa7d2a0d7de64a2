import { z } from 'zod'

/** One audit event as super users read it: who did what, to what, when. */
export const AuditEvent = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
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
  })
  .default({ limit: 50 })
export type ListAuditInput = z.input<typeof ListAuditInput>
