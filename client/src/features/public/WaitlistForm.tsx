import { useState, type FormEvent } from 'react'
import { Loader2 } from 'lucide-react'
import { TEXTS } from '@shared/src/texts'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/toast/toast-store'
import { toastForError } from '../../components/toast/toast-for-error'
import { trpc } from '../../lib/trpc'
import { Field } from '../../components/ui/FormField'
import { useFieldErrors } from '../../components/ui/useFieldErrors'

const empty = { email: '', name: '', organization: '' }

/** Join Waitlist: email required, name and organization optional; clears itself on success. */
export function WaitlistForm() {
  const [values, setValues] = useState(empty)
  const subscribe = trpc.public.subscribeWaitlist.useMutation()
  const fields = useFieldErrors<'email'>()
  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }))
    if (key === 'email') fields.clear('email')
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!values.email.trim()) {
      toast({ title: 'Missing Information', description: TEXTS.waitlistMissing, variant: 'destructive' })
      fields.show('email', TEXTS.waitlistMissing)
      return
    }
    fields.reset()
    subscribe.mutate(values, {
      onSuccess: (res) => {
        toast({ title: TEXTS.waitlistSuccess, description: res.message, variant: 'success' })
        setValues(empty)
      },
      onError: (error) => toastForError(error, TEXTS.waitlistFailed, TEXTS.waitlistNetwork),
    })
  }

  return (
    <form ref={fields.formRef} id="waitlist-form" aria-label="Join Waitlist" noValidate onSubmit={submit} className="space-y-4">
      <Field label="Email" type="email" name="email" autoComplete="email" placeholder="you@example.org" value={values.email} error={fields.errors.email} onChange={set('email')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" optional name="name" autoComplete="name" placeholder="Dr. Jane Doe" value={values.name} onChange={set('name')} />
        <Field
          label="Organization"
          optional
          name="organization"
          autoComplete="organization"
          placeholder="County ME Office"
          value={values.organization}
          onChange={set('organization')}
        />
      </div>
      <Button type="submit" className="w-full" disabled={subscribe.isPending}>
        {subscribe.isPending && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
        Join Waitlist
      </Button>
    </form>
  )
}
