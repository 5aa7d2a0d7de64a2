import { useState, type FormEvent } from 'react'
import { Loader2 } from 'lucide-react'
import { MIN_PASSWORD_LENGTH } from '@shared/src/constants'
import { TEXTS } from '@shared/src/texts'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/toast/toast-store'
import { toastForError } from '../../components/toast/toast-for-error'
import { trpc } from '../../lib/trpc'
import { Field } from '../public/FormField'
import { AuthLayout, AuthLink } from './AuthLayout'
import { validateSignup, type SignupValues } from './auth-validation'
import { useSignedIn } from './useSignedIn'

const empty: SignupValues = { email: '', username: '', password: '', confirmPassword: '', invitationCode: '' }

/** /signup: a free account from an invitation code, with the password typed twice. */
export function SignupPage() {
  const [values, setValues] = useState(empty)
  const signup = trpc.auth.signup.useMutation()
  const signedIn = useSignedIn()
  const set = (key: keyof SignupValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const problem = validateSignup(values)
    if (problem) {
      toast({ ...problem, variant: 'destructive' })
      return
    }
    const { confirmPassword: _confirm, ...input } = values
    signup.mutate(
      { ...input, email: input.email.trim(), username: input.username.trim(), invitationCode: input.invitationCode.trim() },
      {
        onSuccess: (res) => signedIn(res.user),
        onError: (error) => toastForError(error, TEXTS.signupFailed, TEXTS.connectionError),
      },
    )
  }

  return (
    <AuthLayout
      title="Create an account"
      subtitle="Sign-up is by invitation during the demo."
      footer={
        <>
          Already have an account? <AuthLink to="/login">Sign in</AuthLink>
        </>
      }
    >
      <form noValidate onSubmit={submit} aria-label="Create an account" className="space-y-4">
        <Field label="Email" type="email" name="email" autoComplete="email" autoFocus value={values.email} onChange={set('email')} />
        <Field label="Username" name="username" autoComplete="username" value={values.username} onChange={set('username')} />
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          value={values.password}
          onChange={set('password')}
        />
        <Field label="Confirm password" type="password" name="confirmPassword" autoComplete="new-password" value={values.confirmPassword} onChange={set('confirmPassword')} />
        <Field label="Invitation code" name="invitationCode" autoComplete="off" value={values.invitationCode} onChange={set('invitationCode')} />
        <Button type="submit" className="w-full" disabled={signup.isPending}>
          {signup.isPending && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
          {signup.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthLayout>
  )
}
