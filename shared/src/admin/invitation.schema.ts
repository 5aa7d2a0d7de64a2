import { z } from 'zod'
import { text } from '../text'
import { ADMIN_TEXTS } from './admin-texts'

/** An invitation code that lets someone sign up (revoked codes stay listed). */
export const Invitation = z.object({
  id: z.string(),
  code: z.string(),
  note: z.string().nullable(),
  uses: z.number(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
})
export type Invitation = z.infer<typeof Invitation>

/** POST /api/admin/invitation-codes: a code of one's own, or one generated when omitted or blank. */
export const CreateInvitationInput = z.object({
  code: text()
    .trim()
    .max(64, ADMIN_TEXTS.invitationCodeFormat)
    .refine((v) => v === '' || /^[A-Za-z0-9_-]{4,64}$/.test(v), ADMIN_TEXTS.invitationCodeFormat)
    .nullish()
    .transform((v) => v || undefined),
  note: text()
    .max(500, 'Note must be at most 500 characters')
    .nullish()
    .transform((v) => v?.trim() || null),
})
export type CreateInvitationInput = z.input<typeof CreateInvitationInput>

export const InvitationIdInput = z.object({ id: text().min(1).max(200) })
export type InvitationIdInput = z.infer<typeof InvitationIdInput>
