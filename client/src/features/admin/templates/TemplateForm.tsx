import { Field, TextAreaField } from '../../../components/ui/FormField'
import { AdminForm } from '../AdminForm'
import { useValidatedForm } from '../useValidatedForm'
import { ChapterListEditor } from '../chapters/ChapterListEditor'
import { TEMPLATE_FIELDS, validateTemplate, type TemplateFormValues } from './template-form'

interface TemplateFormProps {
  title: string
  submitLabel: string
  initial: TemplateFormValues
  pending: boolean
  /** A failed save (the mutation's error): shown at the field it names, else above the buttons. */
  error?: unknown
  onSubmit(values: TemplateFormValues): void
  onCancel(): void
}

/** Create or edit a template: name, description and nested chapters. */
export function TemplateForm({ title, submitLabel, initial, pending, error, onSubmit, onCancel }: TemplateFormProps) {
  const form = useValidatedForm(initial, validateTemplate, onSubmit, { fields: TEMPLATE_FIELDS, error, fallback: 'The template could not be saved.' })
  const { values, setValues } = form

  return (
    <AdminForm framed title={title} submitLabel={submitLabel} pending={pending} error={form.formError} onSubmit={form.submit} formRef={form.formRef} onCancel={onCancel}>
      <Field
        label="Template name"
        value={values.name}
        onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
        placeholder="e.g. Adult medicolegal autopsy"
        autoFocus
        {...form.props('name')}
      />
      <TextAreaField
        label="Description"
        optional
        value={values.description}
        onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
        className="min-h-16"
        placeholder="When to use this template"
        {...form.props('description')}
      />
      <ChapterListEditor nested chapters={values.chapters} onChange={(chapters) => setValues((v) => ({ ...v, chapters }))} />
    </AdminForm>
  )
}
