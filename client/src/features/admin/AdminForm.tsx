import type { FormEvent, ReactNode } from 'react'
import { Button } from '../../components/ui/Button'
import { Spinner } from '../../components/ui/Spinner'
import { FormError } from './admin-ui'

interface AdminFormProps {
  title: string
  submitLabel: string
  pending: boolean
  /** The validation message or a failed save, shown above the buttons. */
  error: string | null | undefined
  onSubmit(e: FormEvent): void
  onCancel(): void
  /** A bordered panel of its own; off when the form already sits inside a card. */
  framed?: boolean
  children: ReactNode
}

/** The shell of an admin create/edit form: title, fields, error line and the Cancel/Save footer. */
export function AdminForm({ title, submitLabel, pending, error, onSubmit, onCancel, framed = false, children }: AdminFormProps) {
  return (
    <form onSubmit={onSubmit} aria-label={title} noValidate className={framed ? 'space-y-4 rounded-lg border border-sky-200 bg-white p-5 shadow-sm' : 'space-y-4'}>
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
