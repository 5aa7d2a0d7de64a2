import type { FormEvent, ReactNode, RefObject } from 'react'
import { Button } from '../../components/ui/Button'
import { Spinner } from '../../components/ui/Spinner'
import { FormError } from './admin-ui'

interface AdminFormProps {
  title: string
  submitLabel: string
  pending: boolean
  /** A failed save that names none of the fields, shown above the buttons (problems with a field sit under it). */
  error: string | null | undefined
  onSubmit(e: FormEvent): void
  /** The form element, where useValidatedForm finds the fields at fault to focus. */
  formRef?: RefObject<HTMLFormElement | null>
  onCancel(): void
  /** A bordered panel of its own; off when the form already sits inside a card. */
  framed?: boolean
  children: ReactNode
}

/** The shell of an admin create/edit form: title, fields, error line and the Cancel/Save footer. */
export function AdminForm({ title, submitLabel, pending, error, onSubmit, formRef, onCancel, framed = false, children }: AdminFormProps) {
  return (
    <form ref={formRef} onSubmit={onSubmit} aria-label={title} noValidate className={framed ? 'space-y-4 rounded-lg border border-sky-200 bg-white p-5 shadow-sm' : 'space-y-4'}>
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children}
      <FormError message={error} />
      <div className={framed ? 'flex justify-end gap-2 border-t border-slate-100 pt-4' : 'flex justify-end gap-2'}>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner className="text-white" label="Saving" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
