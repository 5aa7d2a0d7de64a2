import { z } from 'zod'
import { text } from '../text'
import { TEXTS } from '../texts'

const optional = text()
  .trim()
  .max(200)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null))

/** Join Waitlist body: email required, name and organization optional. */
export const WaitlistInput = z.object({
  email: text({ error: TEXTS.waitlistMissing })
    .trim()
    .min(1, TEXTS.waitlistMissing)
    .pipe(z.email(TEXTS.invalidEmail))
    .transform((v) => v.toLowerCase()),
  name: optional,
  organization: optional,
})
export type WaitlistInput = z.infer<typeof WaitlistInput>

const contactField = (max: number) =>
  text({ error: TEXTS.contactMissing }).trim().min(1, TEXTS.contactMissing).max(max)

/** Send Us a Message body: all three fields required. */
export const ContactInput = z.object({
  name: contactField(200),
  email: contactField(320).pipe(z.email(TEXTS.invalidEmail)),
  message: contactField(5000),
})
export type ContactInput = z.infer<typeof ContactInput>
