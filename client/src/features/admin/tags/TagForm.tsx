import { useEffect, useId, useState, type FormEvent } from 'react'
import { Dialog } from 'radix-ui'
import { X } from 'lucide-react'
import { Button } from '../../../components/ui/Button'
import { Input, Textarea } from '../../../components/ui/Input'
import { Field, FormField } from '../../../components/ui/FormField'
import { serverMessage } from '../../../lib/errors'
import { Spinner } from '../../../components/ui/Spinner'
import type { TagFieldProperties } from '@shared/src/tags/field'
import { ColourPair } from '../../tagging/ColourPair'
import { FieldTypeSection } from '../../tagging/FieldTypeSection'
import { fieldTypeInput, type FieldTypeValues } from '../../tagging/field-type-form'
import { useTagFormErrors } from '../../tagging/useTagFormErrors'
import { FormError } from '../admin-ui'
import { canSaveTagName, normaliseTagName } from './tag-filter'

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
  /** A refused save (the mutation's error): shown at the field it names, else under the form. */
  error?: unknown
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
  const fieldType = fieldTypeInput(values.field)
  // The spec disables Create and Update while the name is blank; any other problem is shown at its field on submit.
  const canSave = canSaveTagName(values.name) && !pending
  const form = useTagFormErrors({ editsTag: true, color: values.color, fieldTypeErrors: fieldType.errors, saveError: error })
  const { refused } = form

  // A refused save that names a field (a taken name, a colour, a field property) is shown at it, focused.
  useEffect(() => refused(error), [error, refused])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!canSave) return
    if (!form.check()) return
    const { field: _typed, ...spec } = values
    onSubmit({ ...spec, name: normaliseTagName(values.name), color: values.color.trim(), ...fieldType.input })
  }
  const { shown, named: clearOnInput } = form

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} aria-label={mode === 'create' ? 'Create Tag' : 'Edit Tag'} className="space-y-4">
      <Field
        label="Name"
        id={`${id}-name`}
        hint="Spaces become underscores."
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        onBlur={() => set('name', normaliseTagName(values.name))}
        placeholder="e.g. heart_weight"
        autoFocus
        {...clearOnInput('name')}
        error={shown.name}
      />
      {identifier && (
        <FormField id={`${id}-identifier`} label="Identifier">
          {(p) => <Input {...p} value={identifier} readOnly aria-readonly="true" className="bg-slate-50 font-mono text-slate-600" />}
        </FormField>
      )}
      <FormField id={`${id}-color-text`} label="Colour" hint={shown.color ? undefined : 'Hex, e.g. #3B82F6'} error={shown.color}>
        {(p) => <ColourPair control={p} {...clearOnInput('color')} value={values.color} onChange={(color) => set('color', color)} />}
      </FormField>
      <FormField id={`${id}-category`} label="Category" error={shown.category}>
        {(p) => (
          <>
            <Input {...p} {...clearOnInput('category')} list={`${id}-categories`} value={values.category} onChange={(e) => set('category', e.target.value)} placeholder="Optional, e.g. Organ weights" />
            <datalist id={`${id}-categories`}>
              {categories.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <FormField id={`${id}-description`} label="Description" error={shown.description}>
        {(p) => (
          <Textarea
            {...p}
            {...clearOnInput('description')}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            placeholder="What the field means, e.g. Weight of the heart, in grams; also called cardiac weight."
            className="min-h-20"
          />
        )}
      </FormField>
      <FieldTypeSection
        values={values.field}
        errors={form.fieldTypeShown}
        onChange={(field) => {
          form.clearFieldType()
          set('field', field)
        }}
      />
      <FormError message={form.unplacedError ? (serverMessage(error) ?? 'The tag could not be saved.') : null} />
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
