import { useId } from 'react'
import { Input, Label, Textarea } from '../../../components/ui/Input'
import { AdminForm } from '../AdminForm'
import { useValidatedForm } from '../useValidatedForm'
import { ChapterListEditor } from '../chapters/ChapterListEditor'
import { validateTemplate, type TemplateFormValues } from './template-form'

interface TemplateFormProps {
  title: string
  submitLabel: string
  initial: TemplateFormValues
  pending: boolean
  error?: string | null
  onSubmit(values: TemplateFormValues): void
  onCancel(): void
}

/** Create or edit a template: name, description and nested chapters. */
export function TemplateForm({ title, submitLabel, initial, pending, error, onSubmit, onCancel }: TemplateFormProps) {
  const { values, setValues, invalid, submit } = useValidatedForm(initial, validateTemplate, onSubmit)
  const id = useId()

  return (
    <AdminForm framed title={title} submitLabel={submitLabel} pending={pending} error={invalid ?? error} onSubmit={submit} onCancel={onCancel}>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-name`}>Template name</Label>
        <Input
          id={`${id}-name`}
          value={values.name}
          onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
          placeholder="e.g. Adult medicolegal autopsy"
          aria-invalid={invalid ? true : undefined}
          autoFocus
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          value={values.description}
          onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
          className="min-h-16"
          placeholder="When to use this template"
        />
      </div>
      <ChapterListEditor nested chapters={values.chapters} onChange={(chapters) => setValues((v) => ({ ...v, chapters }))} />
    </AdminForm>
  )
}
