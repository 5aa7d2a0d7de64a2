import { useId, useState, type FormEvent } from 'react'
import { Dialog } from 'radix-ui'
import { X } from 'lucide-react'
import { Button } from '../../../components/ui/Button'
import { Input, Label, Textarea } from '../../../components/ui/Input'
import { Spinner } from '../../../components/ui/Spinner'
import type { TagFieldProperties } from '@shared/src/tags/field'
import { FieldTypeSection } from '../../tagging/FieldTypeSection'
import { fieldTypeInput, type FieldTypeValues } from '../../tagging/field-type-form'
import { FormError } from '../admin-ui'
import { canSaveTagName, isHexColor, normaliseTagName } from './tag-filter'

/** What the tag form edits. */
export interface TagFormValues {
  name: string
  color: string
  category: string
  description: string
  field: FieldTypeValues
}

/** What the form sends: the spec's fields and the typed field properties. */
export type TagFormResult = Omit<TagFormValues, 'field'> & TagFieldProperties

/** The editor's default colour, as the spec writes it there. */
export const EDITOR_DEFAULT_COLOR = '#3B82F6'

interface TagFormDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  mode: 'create' | 'edit'
  initial: TagFormValues
  /** Read-only when editing: the identifier never changes. */
  identifier?: string
  categories: readonly string[]
  pending: boolean
  error?: string | null
  onSubmit(values: TagFormResult): void
}

/** Create or edit a tag in a dialog: name (normalised on blur), colour, category with suggestions, description. */
export function TagFormDialog(props: TagFormDialogProps) {
  const { open, onOpenChange, mode } = props
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(94vw,34rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-slate-200 bg-white p-6 shadow-xl focus:outline-none">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">{mode === 'create' ? 'Create Tag' : 'Edit Tag'}</Dialog.Title>
              <Dialog.Description className="mt-0.5 text-sm text-slate-600">Tags mark fields in report text that dictation can fill in.</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <X aria-hidden="true" className="h-4 w-4" />
              </Button>
            </Dialog.Close>
          </div>
          {open && <TagFormBody {...props} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function TagFormBody({ mode, initial, identifier, categories, pending, error, onSubmit, onOpenChange }: TagFormDialogProps) {
  const [values, setValues] = useState(initial)
  const id = useId()
  const set = <K extends keyof TagFormValues>(key: K, value: TagFormValues[K]) => setValues((v) => ({ ...v, [key]: value }))
  const colorOk = isHexColor(values.color)
  const fieldType = fieldTypeInput(values.field)
  const fieldOk = Object.keys(fieldType.errors).length === 0
  const canSave = canSaveTagName(values.name) && colorOk && fieldOk && !pending

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const { field: _typed, ...spec } = values
    if (canSave) onSubmit({ ...spec, name: normaliseTagName(values.name), color: values.color.trim(), ...fieldType.input })
  }

  return (
    <form onSubmit={submit} aria-label={mode === 'create' ? 'Create Tag' : 'Edit Tag'} className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input id={`${id}-name`} value={values.name} onChange={(e) => set('name', e.target.value)} onBlur={() => set('name', normaliseTagName(values.name))} placeholder="e.g. heart_weight" autoFocus />
        <p className="text-xs text-slate-500">Spaces become underscores.</p>
      </div>
      {identifier && (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-identifier`}>Identifier</Label>
          <Input id={`${id}-identifier`} value={identifier} readOnly aria-readonly="true" className="bg-slate-50 font-mono text-slate-600" />
        </div>
      )}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-color-text`}>Colour</Label>
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label="Pick colour"
            value={colorOk ? values.color.trim().toLowerCase() : '#000000'}
            onChange={(e) => set('color', e.target.value.toUpperCase())}
            className="h-10 w-12 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
          />
          <Input id={`${id}-color-text`} value={values.color} onChange={(e) => set('color', e.target.value)} className="w-36 font-mono" aria-invalid={colorOk ? undefined : true} aria-describedby={`${id}-color-hint`} />
          <span id={`${id}-color-hint`} className={colorOk ? 'text-xs text-slate-500' : 'text-xs text-red-700'}>
            {colorOk ? 'Hex, e.g. #3B82F6' : 'Use #rrggbb'}
          </span>
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-category`}>Category</Label>
        <Input id={`${id}-category`} list={`${id}-categories`} value={values.category} onChange={(e) => set('category', e.target.value)} placeholder="Optional, e.g. Organ weights" />
        <datalist id={`${id}-categories`}>
          {categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          placeholder="What the field means, e.g. Weight of the heart, in grams; also called cardiac weight."
          className="min-h-20"
        />
      </div>
      <FieldTypeSection values={values.field} errors={fieldType.errors} onChange={(field) => set('field', field)} />
      <FormError message={error} />
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSave}>
          {pending && <Spinner className="text-white" label="Saving" />}
          {mode === 'create' ? 'Create Tag' : 'Update Tag'}
        </Button>
      </div>
    </form>
  )
}
