import { AdminForm } from '../AdminForm'
import { useValidatedForm } from '../useValidatedForm'
import { PromptFields } from './PromptFields'
import { validatePrompt, type PromptFormValues } from './prompt-options'

interface PromptFormProps {
  title: string
  submitLabel: string
  initial: PromptFormValues
  models: readonly string[]
  pending: boolean
  error?: string | null
  onSubmit(values: PromptFormValues): void
  onCancel(): void
}

/** A prompt form (create at the top of the tab, or inline on a card) with the spec's validation. */
export function PromptForm({ title, submitLabel, initial, models, pending, error, onSubmit, onCancel }: PromptFormProps) {
  const { values, setValues, invalid, submit } = useValidatedForm<PromptFormValues>(initial, validatePrompt, onSubmit)

  return (
    <AdminForm title={title} submitLabel={submitLabel} pending={pending} error={invalid ?? error} onSubmit={submit} onCancel={onCancel}>
      <PromptFields values={values} onChange={setValues} models={models} invalid={Boolean(invalid)} />
    </AdminForm>
  )
}
