import { useId } from 'react'
import { MODULE_MAX_INSTANCES_BOUNDS } from '@shared/src/constants'
import { Input, Label } from '../../../components/ui/Input'
import { AdminForm } from '../AdminForm'
import { useValidatedForm } from '../useValidatedForm'
import { ChapterListEditor } from '../chapters/ChapterListEditor'
import { validateModuleForm, type ModuleFormValues } from './module-form'

interface ModuleFormProps {
  title: string
  submitLabel: string
  initial: ModuleFormValues
  pending: boolean
  /** A failed save, shown under the form. */
  error?: string | null
  onSubmit(values: ModuleFormValues): void
  onCancel(): void
}

/** Create or edit one injury module: name, order, multi-instance settings and chapters. */
export function ModuleForm({ title, submitLabel, initial, pending, error, onSubmit, onCancel }: ModuleFormProps) {
  const { values, setValues, invalid, submit } = useValidatedForm(initial, validateModuleForm, onSubmit)
  const id = useId()
  const set = <K extends keyof ModuleFormValues>(key: K, value: ModuleFormValues[K]) => setValues((v) => ({ ...v, [key]: value }))

  return (
    <AdminForm framed title={title} submitLabel={submitLabel} pending={pending} error={invalid ?? error} onSubmit={submit} onCancel={onCancel}>
      <div className="grid gap-4 md:grid-cols-[1fr_8rem]">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-name`}>Module name</Label>
          <Input
            id={`${id}-name`}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            placeholder="e.g. Gunshot wound"
            aria-invalid={invalid ? true : undefined}
            autoFocus
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-order`}>Order</Label>
          <Input id={`${id}-order`} type="number" step={1} value={values.order} onChange={(e) => set('order', e.target.value)} />
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-6">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300 accent-sky-700"
            checked={values.allowMultipleInstances}
            onChange={(e) => set('allowMultipleInstances', e.target.checked)}
          />
          Allow multiple instances
        </label>
        {values.allowMultipleInstances && (
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-max`}>Max instances</Label>
            <Input
              id={`${id}-max`}
              type="number"
              step={1}
              min={MODULE_MAX_INSTANCES_BOUNDS.min}
              max={MODULE_MAX_INSTANCES_BOUNDS.max}
              value={values.maxInstances}
              onChange={(e) => set('maxInstances', e.target.value)}
              className="w-32"
            />
          </div>
        )}
      </div>
      <ChapterListEditor chapters={values.chapters} onChange={(chapters) => set('chapters', chapters)} />
    </AdminForm>
  )
}
