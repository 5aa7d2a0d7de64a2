import { useState, type FormEvent } from 'react'
import { Loader2 } from 'lucide-react'
import { MIN_PASSWORD_LENGTH } from '@shared/src/constants'
import { TEXTS } from '@shared/src/texts'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/toast/toast-store'
import { toastForError } from '../../components/toast/toast-for-error'
import { trpc } from '../../lib/trpc'
import { Field } from '../../components/ui/FormField'
import { useFieldErrors } from '../../components/ui/useFieldErrors'
import { AuthLayout, AuthLink } from './AuthLayout'
import { validateSignup, type SignupValues } from './auth-validation'
import { useSignedIn } from './useSignedIn'

const empty: SignupValues = { email: '', username: '', password: '', confirmPassword: '', invitationCode: '' }

/** /signup: a free account from an invitation code, with the password typed twice. */
export function SignupPage() {
  const [values, setValues] = useState(empty)
  const signup = trpc.auth.signup.useMutation()
  const signedIn = useSignedIn()
  const fields = useFieldErrors<keyof SignupValues>()
  const set = (key: keyof SignupValues) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }))
    fields.clear(key)
  }
  const field = (key: keyof SignupValues) => ({ name: key, value: values[key], error: fields.errors[key], onChange: set(key) })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const problem = validateSignup(values)
    if (problem) {
      toast({ title: problem.title, description: problem.description, variant: 'destructive' })
      fields.show(problem.field, problem.description)
      return
    }
    fields.reset()
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
      <form ref={fields.formRef} noValidate onSubmit={submit} aria-label="Create an account" className="space-y-4">
        <Field label="Email" type="email" autoComplete="email" autoFocus {...field('email')} />
        <Field label="Username" autoComplete="username" {...field('username')} />
        <Field label="Password" type="password" autoComplete="new-password" hint={`At least ${MIN_PASSWORD_LENGTH} characters.`} {...field('password')} />
        <Field label="Confirm password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
        <Field label="Invitation code" autoComplete="off" {...field('invitationCode')} />
        <Button type="submit" className="w-full" disabled={signup.isPending}>
          {signup.isPending && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
          {signup.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthLayout>
  )
}
