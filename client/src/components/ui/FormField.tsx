import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react'
import { cn } from './cn'
import { Input, Label, Textarea } from './Input'

/** Ids of the hint and the error under a field, for aria-describedby. */
function describedBy(fieldId: string, hint: unknown, error: string | undefined) {
  const ids = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

/** The message under a field at fault; the field names it in aria-describedby. */
export function FieldError({ id, error, className }: { id: string; error?: string; className?: string }) {
  return error ? (
    <p id={`${id}-error`} data-field-error="" className={cn('text-xs font-medium text-red-700', className)}>
      {error}
    </p>
  ) : null
}

/** What a control needs to be labelled, marked and described: spread onto the input, select or textarea. */
export interface ControlProps {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

interface FormFieldProps {
  label: ReactNode
  /** The control, given its id and its invalid and described-by marks. */
  children(control: ControlProps): ReactNode
  hint?: ReactNode
  /** The problem with this field: marks it invalid and says why under it. */
  error?: string
  id?: string
  /** Smaller label and notes (the editor's tag picker). */
  compact?: boolean
  className?: string
}

/**
 * One labelled field of any control (select, colour pair, textarea): the hint and the error sit under it and
 * describe it; a field at fault is marked aria-invalid. Field and TextAreaField below are its common cases.
 */
export function FormField({ label, children, hint, error, id, compact, className }: FormFieldProps) {
  const auto = useId()
  const fieldId = id ?? auto
  return (
    <div className={cn('min-w-0', compact ? 'space-y-1' : 'space-y-1.5', className)}>
      <Label htmlFor={fieldId} className={compact ? 'text-xs' : undefined}>
        {label}
      </Label>
      {children({ id: fieldId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(fieldId, hint, error) })}
      {hint && (
        <p id={`${fieldId}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={fieldId} error={error} />
    </div>
  )
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode
  hint?: ReactNode
  optional?: boolean
  /** The problem with this field: marks it invalid and says why under it. */
  error?: string
}

/** A labelled input; optional fields say so in their label; a field at fault is marked and says why. */
export function Field({ label, hint, optional, error, id, className, ...props }: FieldProps) {
  return (
    <FormField
      id={id}
      hint={hint}
      error={error}
      label={
        <>
          {label}
          {optional && <span className="ml-1 font-normal text-slate-500">(optional)</span>}
        </>
      }
    >
      {(control) => <Input {...control} required={!optional} className={className} {...props} />}
    </FormField>
  )
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode
  hint?: ReactNode
  optional?: boolean
  error?: string
}

/** A labelled multi-line text field (required unless optional). */
export function TextAreaField({ label, hint, optional, error, id, className, ...props }: TextAreaFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => <Textarea {...control} required={!optional} className={className} {...props} />}
    </FormField>
  )
}
