import { MIN_PASSWORD_LENGTH } from '@shared/src/constants'
import { TEXTS } from '@shared/src/texts'

/** A validation failure, shown as a destructive toast and under the field at fault. */
export interface FormProblem<K extends string = string> {
  title: string
  description: string
  field: K
}

/** The first of `keys` left blank. */
export const firstBlank = <K extends string>(v: Record<K, string>, keys: K[]): K | undefined => keys.find((k) => !v[k].trim())

/** Login needs both fields. */
export function validateLogin(v: { email: string; password: string }): FormProblem<'email' | 'password'> | null {
  const blank = firstBlank(v, ['email', 'password'])
  return blank ? { ...TEXTS.missingInformation, field: blank } : null
}

export interface SignupValues {
  email: string
  username: string
  password: string
  confirmPassword: string
  invitationCode: string
}

/** Sign-up rules in the spec's order: every field, matching passwords, then length. */
export function validateSignup(v: SignupValues): FormProblem<keyof SignupValues> | null {
  const blank = firstBlank(v, ['email', 'username', 'password', 'confirmPassword', 'invitationCode'])
  if (blank) return { title: TEXTS.missingInformation.title, description: TEXTS.signupMissing, field: blank }
  if (v.password !== v.confirmPassword) return { ...TEXTS.passwordMismatch, field: 'confirmPassword' }
  if (v.password.length < MIN_PASSWORD_LENGTH) return { ...TEXTS.weakPassword, field: 'password' }
  return null
}
