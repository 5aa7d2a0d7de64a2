import { useId, useState, type FormEvent } from 'react'
import type { Tag } from '@shared/src/tags/tag.schema'
import { Button } from '../../components/ui/Button'
import { Label } from '../../components/ui/Input'
import { Spinner } from '../../components/ui/Spinner'
import { serverMessage } from '../../lib/errors'
import { trpc } from '../../lib/trpc'
import { TAG_TEXTS, type TagNameTakenDetails } from '@shared/src/tags/tag-texts'
import { compactField } from './field-classes'
import { FieldTypeSection } from './FieldTypeSection'
import { fieldTypeInput, fieldTypeValuesOf } from './field-type-form'
import { EDITOR_DEFAULT_COLOR, isHexColor, normaliseTagName } from './tag-list'
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
  const fieldType = fieldTypeInput(field)
  const colorOk = isHexColor(color)
  const canCreate = name.trim() !== '' && colorOk && Object.keys(fieldType.errors).length === 0 && !create.isPending

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    // The editor may sit inside another form (admin templates); this submit is ours alone.
    e.stopPropagation()
    if (!canCreate) return
    try {
      const tag = await create.mutateAsync({ name: normaliseTagName(name), color: color.trim(), category: category.trim() || null, description: description.trim(), ...fieldType.input })
      utils.tags.list.setData(undefined, (old) => (old ? [...old, tag] : [tag]))
      void utils.tags.list.invalidate()
      onCreated(tag)
    } catch {
      // Shown below the form from the mutation's error.
    }
  }

  return (
    <form onSubmit={submit} aria-label="Create tag" className="space-y-2">
      <div className="space-y-1">
        <Label htmlFor={`${id}-name`} className="text-xs">
          Name
        </Label>
        <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} onBlur={() => setName(normaliseTagName(name))} placeholder="e.g. spleen_weight" className={compactField()} />
      </div>
      <div className="flex gap-2">
        <div className="shrink-0 space-y-1">
          <Label htmlFor={`${id}-color`} className="text-xs">
            Colour
          </Label>
          <div className="flex items-center gap-1">
            <input
              type="color"
              aria-label="Pick colour"
              value={colorOk ? color.trim().toLowerCase() : '#000000'}
              onChange={(e) => setColor(e.target.value.toUpperCase())}
              className="h-8 w-8 shrink-0 cursor-pointer rounded border border-slate-300 bg-white p-0.5"
            />
            <input
              id={`${id}-color`}
              value={color}
              onChange={(e) => setColor(e.target.value)}
              aria-invalid={colorOk ? undefined : true}
              className={compactField('w-[5.75rem] px-2 font-mono')}
            />
          </div>
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <Label htmlFor={`${id}-category`} className="text-xs">
            Category
          </Label>
          <input id={`${id}-category`} list={`${id}-categories`} value={category} onChange={(e) => setCategory(e.target.value)} placeholder="Optional" className={compactField()} />
          <datalist id={`${id}-categories`}>
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </div>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-description`} className="text-xs">
          Description
        </Label>
        <input id={`${id}-description`} value={description} onChange={(e) => setDescription(e.target.value)} placeholder="Optional, e.g. Weight of the spleen, in grams." className={compactField()} />
      </div>
      {/* Closed by default: the picker stays small, and a plain tag needs none of it. */}
      <details className="text-sm">
        <summary className="cursor-pointer text-xs font-medium text-slate-700">Field type (optional)</summary>
        <div className="mt-2">
          <FieldTypeSection values={field} errors={fieldType.errors} onChange={setField} compact />
        </div>
      </details>
      {!colorOk && <p className="text-xs text-red-700">Use a colour like #3B82F6.</p>}
      {create.error && (
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
