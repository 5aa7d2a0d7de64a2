import { PROMPT_TYPES, type PromptType } from '@shared/src/constants'
import { Field, FormField, TextAreaField } from '../../../components/ui/FormField'
import { NativeSelect } from '../admin-ui'
import { modelOptions, PROMPT_TYPE_LABELS, type PromptField, type PromptFormValues } from './prompt-options'

interface PromptFieldsProps {
  values: PromptFormValues
  onChange(values: PromptFormValues): void
  /** The model list this form offers (the create and edit lists differ). */
  models: readonly string[]
  /** Each field's name, error and clear-on-input (useValidatedForm's `props`). */
  fieldProps(field: PromptField): { name: string; error?: string; onInput(): void }
}

/** The fields of a prompt, shared by the create form and the inline edit of a card. */
export function PromptFields({ values, onChange, models, fieldProps }: PromptFieldsProps) {
  const set = <K extends keyof PromptFormValues>(key: K, value: PromptFormValues[K]) => onChange({ ...values, [key]: value })
  const select = (field: 'promptType' | 'modelName') => {
    const { error, ...rest } = fieldProps(field)
    return { error, control: { ...rest, className: 'w-full' } }
  }
  const type = select('promptType')
  const model = select('modelName')
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Name" value={values.name} onChange={(e) => set('name', e.target.value)} {...fieldProps('name')} />
        <Field label="Description" optional value={values.description} onChange={(e) => set('description', e.target.value)} {...fieldProps('description')} />
      </div>
      <div className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end">
        <FormField label="Type" error={type.error}>
          {(p) => (
            <NativeSelect {...p} {...type.control} value={values.promptType} onChange={(e) => set('promptType', e.target.value as PromptType)}>
              {PROMPT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {PROMPT_TYPE_LABELS[t].long}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Model" error={model.error}>
          {(p) => (
            <NativeSelect {...p} {...model.control} value={values.modelName} onChange={(e) => set('modelName', e.target.value)}>
              {modelOptions(models, values.modelName).map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <label className="flex h-10 items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-4 w-4 accent-sky-700" checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} />
          Active
        </label>
      </div>
      <TextAreaField
        label="Prompt"
        value={values.prompt}
        onChange={(e) => set('prompt', e.target.value)}
        className="min-h-40 font-mono text-[13px] leading-relaxed"
        {...fieldProps('prompt')}
      />
    </div>
  )
}
