import { useId, useState, type FormEvent } from 'react'
import type { Tag } from '@shared/src/tags/tag.schema'
import { Button } from '../../components/ui/Button'
import { FormField } from '../../components/ui/FormField'
import { Spinner } from '../../components/ui/Spinner'
import { serverMessage } from '../../lib/errors'
import { trpc } from '../../lib/trpc'
import { TAG_TEXTS, type TagNameTakenDetails } from '@shared/src/tags/tag-texts'
import { ColourPair } from './ColourPair'
import { compactField } from './field-classes'
import { FieldTypeSection } from './FieldTypeSection'
import { fieldTypeInput, fieldTypeValuesOf } from './field-type-form'
import { EDITOR_DEFAULT_COLOR, normaliseTagName } from './tag-list'
import { useTagFormErrors } from './useTagFormErrors'
import { useTagList } from './useTagList'

/** The tag a 409 names, when the caller's picker holds it: offered instead of a second tag of that name. */
function takenTag(error: unknown, tags: readonly Tag[] | undefined): Tag | undefined {
  const details = (error as { data?: { details?: Partial<TagNameTakenDetails> } } | null)?.data?.details
  const id = details?.existingTag?.id
  return id ? tags?.find((t) => t.id === id) : undefined
}

/** The picker's small create form: name (normalised on blur), colour, category, description; the new tag is then applied. */
export function TagCreateForm({ categories, onCreated }: { categories: readonly string[]; onCreated(tag: Tag): void }) {
  const id = useId()
  const utils = trpc.useUtils()
  const create = trpc.tags.create.useMutation()
  const list = useTagList()
  const existing = takenTag(create.error, list.data)
  const [name, setName] = useState('')
  const [color, setColor] = useState(EDITOR_DEFAULT_COLOR)
  const [category, setCategory] = useState('')
  const [description, setDescription] = useState('')
  const [field, setField] = useState(fieldTypeValuesOf)
  const [fieldTypeOpen, setFieldTypeOpen] = useState(false)
  const fieldType = fieldTypeInput(field)
  // The spec disables Create while the name is blank; any other problem is shown at its field on submit.
  const canCreate = name.trim() !== '' && !create.isPending
  const form = useTagFormErrors({ editsTag: true, color, fieldTypeErrors: fieldType.errors, saveError: create.error, onFieldTypeProblem: () => setFieldTypeOpen(true) })

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    // The editor may sit inside another form (admin templates); this submit is ours alone.
    e.stopPropagation()
    if (!canCreate) return
    if (!form.check()) return
    try {
      const tag = await create.mutateAsync({ name: normaliseTagName(name), color: color.trim(), category: category.trim() || null, description: description.trim(), ...fieldType.input })
      utils.tags.list.setData(undefined, (old) => (old ? [...old, tag] : [tag]))
      void utils.tags.list.invalidate()
      onCreated(tag)
    } catch (error) {
      form.refused(error)
    }
  }
  const { shown, named } = form

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} aria-label="Create tag" className="space-y-2">
      <FormField compact id={`${id}-name`} label="Name" error={shown.name}>
        {(p) => (
          <input {...p} {...named('name')} value={name} onChange={(e) => setName(e.target.value)} onBlur={() => setName(normaliseTagName(name))} placeholder="e.g. spleen_weight" className={compactField()} />
        )}
      </FormField>
      <div className="flex gap-2">
        <FormField compact id={`${id}-color`} label="Colour" error={shown.color} className="w-32 shrink-0">
          {(p) => <ColourPair compact control={p} {...named('color')} value={color} onChange={setColor} />}
        </FormField>
        <FormField compact id={`${id}-category`} label="Category" error={shown.category} className="flex-1">
          {(p) => (
            <>
              <input {...p} {...named('category')} list={`${id}-categories`} value={category} onChange={(e) => setCategory(e.target.value)} placeholder="Optional" className={compactField()} />
              <datalist id={`${id}-categories`}>
                {categories.map((c) => (
                  <option key={c} value={c} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
      </div>
      <FormField compact id={`${id}-description`} label="Description" error={shown.description}>
        {(p) => (
          <input
            {...p}
            {...named('description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            placeholder="Optional, e.g. Weight of the spleen, in grams."
            className={compactField()}
          />
        )}
      </FormField>
      {/* Closed by default: the picker stays small, and a plain tag needs none of it. */}
      <details className="text-sm" open={fieldTypeOpen} onToggle={(e) => setFieldTypeOpen(e.currentTarget.open)}>
        <summary className="cursor-pointer text-xs font-medium text-slate-700">Field type (optional)</summary>
        <div className="mt-2">
          <FieldTypeSection
            values={field}
            errors={form.fieldTypeShown}
            onChange={(next) => {
              form.clearFieldType()
              setField(next)
            }}
            compact
          />
        </div>
      </details>
      {form.unplacedError && (
        <p role="alert" className="text-xs text-red-700">
          {serverMessage(create.error) ?? 'The tag could not be created. Please try again.'}
        </p>
      )}
      {existing && (
        <Button type="button" variant="outline" size="sm" className="w-full" onClick={() => onCreated(existing)}>
          {TAG_TEXTS.offerExisting(existing.name)}
        </Button>
      )}
      <Button type="submit" size="sm" className="w-full" disabled={!canCreate}>
        {create.isPending && <Spinner className="text-white" label="Creating tag" />}
        Create and apply
      </Button>
    </form>
  )
}
