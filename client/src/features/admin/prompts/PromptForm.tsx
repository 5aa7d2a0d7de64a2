import { AdminForm } from '../AdminForm'
import { useValidatedForm } from '../useValidatedForm'
import { PromptFields } from './PromptFields'
import { PROMPT_FIELDS, validatePrompt, type PromptFormValues } from './prompt-options'

interface PromptFormProps {
  title: string
  submitLabel: string
  initial: PromptFormValues
  models: readonly string[]
  pending: boolean
  /** A failed save (the mutation's error): shown at the field it names, else above the buttons. */
  error?: unknown
  onSubmit(values: PromptFormValues): void
  onCancel(): void
}

/** A prompt form (create at the top of the tab, or inline on a card) with the spec's validation. */
export function PromptForm({ title, submitLabel, initial, models, pending, error, onSubmit, onCancel }: PromptFormProps) {
  const form = useValidatedForm<PromptFormValues, (typeof PROMPT_FIELDS)[number]>(initial, validatePrompt, onSubmit, { fields: PROMPT_FIELDS, error, fallback: 'The prompt could not be saved.' })

  return (
    <AdminForm title={title} submitLabel={submitLabel} pending={pending} error={form.formError} onSubmit={form.submit} formRef={form.formRef} onCancel={onCancel}>
      <PromptFields values={form.values} onChange={form.setValues} models={models} fieldProps={form.props} />
    </AdminForm>
  )
}
