import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react'
import { Input, Label, Textarea } from '../../components/ui/Input'

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  hint?: ReactNode
  optional?: boolean
}

/** A labelled input; optional fields say so in their label. */
export function Field({ label, hint, optional, id, ...props }: FieldProps) {
  const auto = useId()
  const fieldId = id ?? auto
  const hintId = hint ? `${fieldId}-hint` : undefined
  return (
    <div className="space-y-1.5">
      <Label htmlFor={fieldId}>
        {label}
        {optional && <span className="ml-1 font-normal text-slate-500">(optional)</span>}
      </Label>
      <Input id={fieldId} aria-describedby={hintId} required={!optional} {...props} />
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  )
}

/** A labelled, required multi-line text field. */
export function TextAreaField({ label, id, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string }) {
  const auto = useId()
  const fieldId = id ?? auto
  return (
    <div className="space-y-1.5">
      <Label htmlFor={fieldId}>{label}</Label>
      <Textarea id={fieldId} required {...props} />
    </div>
  )
}
