import { MIN_PASSWORD_LENGTH } from '@shared/src/constants'
import { TEXTS } from '@shared/src/texts'

/** A validation failure, shown as a destructive toast. */
export interface FormProblem {
  title: string
  description: string
}

/** Login needs both fields (spec section 5). */
export function validateLogin(v: { email: string; password: string }): FormProblem | null {
  if (!v.email.trim() || !v.password) return TEXTS.missingInformation
  return null
}

export interface SignupValues {
  email: string
  username: string
  password: string
  confirmPassword: string
  invitationCode: string
}

/** Sign-up rules in the spec's order: every field, matching passwords, then length. */
export function validateSignup(v: SignupValues): FormProblem | null {
  if (!v.email.trim() || !v.username.trim() || !v.password || !v.confirmPassword || !v.invitationCode.trim()) {
    return { title: TEXTS.missingInformation.title, description: TEXTS.signupMissing }
  }
  if (v.password !== v.confirmPassword) return TEXTS.passwordMismatch
  if (v.password.length < MIN_PASSWORD_LENGTH) return TEXTS.weakPassword
  return null
}
