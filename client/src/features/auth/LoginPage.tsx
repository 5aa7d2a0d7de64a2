import { useState, type FormEvent } from 'react'
import { Loader2 } from 'lucide-react'
import { TEXTS } from '@shared/src/texts'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/toast/toast-store'
import { toastForError } from '../../components/toast/toast-for-error'
import { trpc } from '../../lib/trpc'
import { Field } from '../../components/ui/FormField'
import { useFieldErrors } from '../../components/ui/useFieldErrors'
import { AuthLayout, AuthLink } from './AuthLayout'
import { validateLogin } from './auth-validation'
import { useSignedIn } from './useSignedIn'

/** /login: email and password, checked here first, then by the server. */
export function LoginPage() {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const login = trpc.auth.login.useMutation()
  const signedIn = useSignedIn()
  const fields = useFieldErrors<'email' | 'password'>()

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const problem = validateLogin({ email, password })
    if (problem) {
      toast({ title: problem.title, description: problem.description, variant: 'destructive' })
      fields.show(problem.field, problem.description)
      return
    }
    fields.reset()
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (res) => signedIn(res.user),
        onError: (error) => toastForError(error, TEXTS.loginFailed, TEXTS.connectionError),
      },
    )
  }

  return (
    <AuthLayout
      title="Sign in"
      subtitle="Welcome back. Sign in to continue your reports."
      footer={
        <>
          Don&apos;t have an account? <AuthLink to="/signup">Sign up</AuthLink>
        </>
      }
    >
      <form ref={fields.formRef} noValidate onSubmit={submit} aria-label="Sign in" className="space-y-4">
        <Field label="Email" type="email" autoComplete="email" autoFocus value={email} onChange={(e) => setEmail(e.target.value)} {...fields.props('email')} />
        <Field label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} {...fields.props('password')} />
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthLayout>
  )
}
