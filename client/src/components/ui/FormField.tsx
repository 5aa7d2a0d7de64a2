import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react'
import { cn } from './cn'
import { Input, Label, Textarea } from './Input'

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  hint?: ReactNode
  optional?: boolean
  /** The problem with this field: marks it invalid and says why under it. */
  error?: string
}

const invalid = 'border-red-600 focus-visible:border-red-600 focus-visible:ring-red-600'

/** Ids of the hint and the error under a field, for aria-describedby. */
function describedBy(fieldId: string, hint: unknown, error: string | undefined) {
  const ids = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="text-xs font-medium text-red-700">
      {error}
    </p>
  ) : null
}

/** A labelled input; optional fields say so in their label; a field at fault is marked and says why. */
export function Field({ label, hint, optional, error, id, className, ...props }: FieldProps) {
  const auto = useId()
  const fieldId = id ?? auto
  return (
    <div className="space-y-1.5">
      <Label htmlFor={fieldId}>
        {label}
        {optional && <span className="ml-1 font-normal text-slate-500">(optional)</span>}
      </Label>
      <Input
        id={fieldId}
        aria-describedby={describedBy(fieldId, hint, error)}
        aria-invalid={error ? true : undefined}
        required={!optional}
        className={cn(error && invalid, className)}
        {...props}
      />
      {hint && (
        <p id={`${fieldId}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={fieldId} error={error} />
    </div>
  )
}

/** A labelled, required multi-line text field. */
export function TextAreaField({ label, error, id, className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string }) {
  const auto = useId()
  const fieldId = id ?? auto
  return (
    <div className="space-y-1.5">
      <Label htmlFor={fieldId}>{label}</Label>
      <Textarea
        id={fieldId}
        required
        aria-describedby={describedBy(fieldId, null, error)}
        aria-invalid={error ? true : undefined}
        className={cn(error && invalid, className)}
        {...props}
      />
      <FieldError id={fieldId} error={error} />
    </div>
  )
}
