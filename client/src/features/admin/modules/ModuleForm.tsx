import { MODULE_MAX_INSTANCES_BOUNDS } from '@shared/src/constants'
import { Field } from '../../../components/ui/FormField'
import { AdminForm } from '../AdminForm'
import { useValidatedForm } from '../useValidatedForm'
import { ChapterListEditor } from '../chapters/ChapterListEditor'
import { MODULE_FIELDS, validateModuleForm, type ModuleFormValues } from './module-form'

interface ModuleFormProps {
  title: string
  submitLabel: string
  initial: ModuleFormValues
  pending: boolean
  /** A failed save (the mutation's error): shown at the field it names, else above the buttons. */
  error?: unknown
  onSubmit(values: ModuleFormValues): void
  onCancel(): void
}

/** Create or edit one injury module: name, order, multi-instance settings and chapters. */
export function ModuleForm({ title, submitLabel, initial, pending, error, onSubmit, onCancel }: ModuleFormProps) {
  const form = useValidatedForm(initial, validateModuleForm, onSubmit, { fields: MODULE_FIELDS, error, fallback: 'The module could not be saved.' })
  const { values, setValues } = form
  const set = <K extends keyof ModuleFormValues>(key: K, value: ModuleFormValues[K]) => setValues((v) => ({ ...v, [key]: value }))

  return (
    <AdminForm framed title={title} submitLabel={submitLabel} pending={pending} error={form.formError} onSubmit={form.submit} formRef={form.formRef} onCancel={onCancel}>
      <div className="grid gap-4 md:grid-cols-[1fr_8rem]">
        <Field label="Module name" value={values.name} onChange={(e) => set('name', e.target.value)} placeholder="e.g. Gunshot wound" autoFocus {...form.props('name')} />
        <Field label="Order" type="number" step={1} value={values.order} onChange={(e) => set('order', e.target.value)} {...form.props('order')} />
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
          <Field
            label="Max instances"
            type="number"
            step={1}
            min={MODULE_MAX_INSTANCES_BOUNDS.min}
            max={MODULE_MAX_INSTANCES_BOUNDS.max}
            value={values.maxInstances}
            onChange={(e) => set('maxInstances', e.target.value)}
            className="w-32"
            {...form.props('maxInstances')}
          />
        )}
      </div>
      <ChapterListEditor chapters={values.chapters} onChange={(chapters) => set('chapters', chapters)} />
    </AdminForm>
  )
}
