import { z } from 'zod'
import { text } from '../text'
import { MIN_PASSWORD_LENGTH, ROLES } from '../constants'
import { TEXTS } from '../texts'

const required = (message: string) => text({ error: message }).trim().min(1, message)

/** Sign-up body; messages are the spec's texts. */
export const SignupInput = z.object({
  email: required(TEXTS.signupMissing).pipe(z.email(TEXTS.invalidEmail)).transform((v) => v.toLowerCase()),
  username: required(TEXTS.signupMissing).pipe(text().max(64)),
  password: text({ error: TEXTS.signupMissing })
    .min(1, TEXTS.signupMissing)
    .min(MIN_PASSWORD_LENGTH, TEXTS.weakPassword.description)
    .max(512),
  invitationCode: required(TEXTS.signupMissing).pipe(text().max(128)),
})
export type SignupInput = z.infer<typeof SignupInput>

/** Login body; both fields required with the spec's message. */
export const LoginInput = z.object({
  email: required(TEXTS.missingInformation.description).transform((v) => v.toLowerCase()),
  password: text({ error: TEXTS.missingInformation.description }).min(1, TEXTS.missingInformation.description).max(512),
})
export type LoginInput = z.infer<typeof LoginInput>

export const Role = z.enum(ROLES)

/** The signed-in user as the client sees it. */
export const CurrentUser = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  role: Role,
  createdAt: z.string(),
})
export type CurrentUser = z.infer<typeof CurrentUser>

/** limit and remaining are null when the user is unlimited. */
const Counter = z.object({ used: z.number(), limit: z.number().nullable(), remaining: z.number().nullable() })

/** Usage stats entity. */
export const UsageStats = z.object({
  tagMatches: Counter,
  reportCleanups: Counter,
  unlimited: z.boolean(),
  resetsOn: z.string(),
})
export type UsageStats = z.infer<typeof UsageStats>
