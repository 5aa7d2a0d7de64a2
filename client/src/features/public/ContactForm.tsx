import { useState, type FormEvent } from 'react'
import { Loader2, Send } from 'lucide-react'
import { TEXTS } from '@shared/src/texts'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/toast/toast-store'
import { toastForError } from '../../components/toast/toast-for-error'
import { trpc } from '../../lib/trpc'
import { Field, TextAreaField } from '../../components/ui/FormField'
import { useFieldErrors } from '../../components/ui/useFieldErrors'
import { firstBlank } from '../auth/auth-validation'

const empty = { name: '', email: '', message: '' }

/** Send Us a Message: name, email and message all required; clears itself once sent. */
export function ContactForm() {
  const [values, setValues] = useState(empty)
  const send = trpc.public.submitContact.useMutation()
  const fields = useFieldErrors<keyof typeof empty>()
  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }))
    fields.clear(key)
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const blank = firstBlank(values, ['name', 'email', 'message'])
    if (blank) {
      toast({ title: 'Missing Information', description: TEXTS.contactMissing, variant: 'destructive' })
      fields.show(blank, TEXTS.contactMissing)
      return
    }
    fields.reset()
    send.mutate(values, {
      onSuccess: (res) => {
        toast({ title: TEXTS.contactSuccess, description: res.message, variant: 'success' })
        setValues(empty)
      },
      onError: (error) =>
        toastForError(error, TEXTS.contactFailed, { title: TEXTS.contactFailed.title, description: TEXTS.contactNetwork }),
    })
  }

  return (
    <form ref={fields.formRef} id="contact-form" aria-label="Send Us a Message" noValidate onSubmit={submit} className="scroll-mt-6 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" name="name" autoComplete="name" placeholder="Dr. Jane Doe" value={values.name} error={fields.errors.name} onChange={set('name')} />
        <Field label="Email" type="email" name="email" autoComplete="email" placeholder="you@example.org" value={values.email} error={fields.errors.email} onChange={set('email')} />
      </div>
      <TextAreaField
        label="Message"
        name="message"
        rows={5}
        placeholder="Tell us about your office, your caseload and what you would like to see."
        value={values.message}
        error={fields.errors.message}
        onChange={set('message')}
      />
      <Button type="submit" className="w-full" disabled={send.isPending}>
        {send.isPending ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Send aria-hidden="true" className="h-4 w-4" />}
        Send Message
      </Button>
    </form>
  )
}
