import { useId } from 'react'
import { PROMPT_TYPES, type PromptType } from '@shared/src/constants'
import { Input, Label, Textarea } from '../../../components/ui/Input'
import { NativeSelect } from '../admin-ui'
import { modelOptions, PROMPT_TYPE_LABELS, type PromptFormValues } from './prompt-options'

interface PromptFieldsProps {
  values: PromptFormValues
  onChange(values: PromptFormValues): void
  /** The model list this form offers (the create and edit lists differ, spec section 9). */
  models: readonly string[]
  invalid?: boolean
}

/** The fields of a prompt, shared by the create form and the inline edit of a card. */
export function PromptFields({ values, onChange, models, invalid }: PromptFieldsProps) {
  const id = useId()
  const set = <K extends keyof PromptFormValues>(key: K, value: PromptFormValues[K]) => onChange({ ...values, [key]: value })
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input id={`${id}-name`} value={values.name} onChange={(e) => set('name', e.target.value)} aria-invalid={invalid && !values.name.trim() ? true : undefined} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-description`}>Description</Label>
          <Input id={`${id}-description`} value={values.description} onChange={(e) => set('description', e.target.value)} placeholder="Optional" />
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-type`}>Type</Label>
          <NativeSelect className="w-full" id={`${id}-type`} value={values.promptType} onChange={(e) => set('promptType', e.target.value as PromptType)}>
            {PROMPT_TYPES.map((t) => (
              <option key={t} value={t}>
                {PROMPT_TYPE_LABELS[t].long}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-model`}>Model</Label>
          <NativeSelect className="w-full" id={`${id}-model`} value={values.modelName} onChange={(e) => set('modelName', e.target.value)}>
            {modelOptions(models, values.modelName).map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </NativeSelect>
        </div>
        <label className="flex h-10 items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-4 w-4 accent-sky-700" checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} />
          Active
        </label>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-prompt`}>Prompt</Label>
        <Textarea
          id={`${id}-prompt`}
          value={values.prompt}
          onChange={(e) => set('prompt', e.target.value)}
          className="min-h-40 font-mono text-[13px] leading-relaxed"
          aria-invalid={invalid && !values.prompt.trim() ? true : undefined}
        />
      </div>
    </div>
  )
}
