import { useId, useState, type FormEvent } from 'react'
import { Dialog } from 'radix-ui'
import { X } from 'lucide-react'
import type { EditorView } from 'prosemirror-view'
import type { Tag } from '@shared/src/tags/tag.schema'
import { isUnfilled } from '@shared/src/editor/tag-html'
import { Button } from '../../components/ui/Button'
import { Input, Textarea } from '../../components/ui/Input'
import { FormField } from '../../components/ui/FormField'
import { Spinner } from '../../components/ui/Spinner'
import { toast } from '../../components/toast/toast-store'
import { serverMessage } from '../../lib/errors'
import { useSession } from '../../lib/session'
import { trpc } from '../../lib/trpc'
import { restyleTag, setTagValue } from './tag-commands'
import { openTagPopup, setTagPopup } from './tag-popup-plugin'
import type { TagRange } from './tag-ranges'
import { normaliseTagName } from './tag-list'
import { useTagList } from './useTagList'
import { ColourPair } from './ColourPair'
import { FieldTypeSection } from './FieldTypeSection'
import { fieldTypeChanged, fieldTypeInput, fieldTypeValuesOf } from './field-type-form'
import { useTagFormErrors } from './useTagFormErrors'

/** The 'Edit Tag' dialog: the field's value in this document, and the tag itself for its creator or a super user. */
export function TagEditDialog({ view, range }: { view: EditorView; range: TagRange }) {
  const tags = useTagList()
  const { user } = useSession()
  const tag = tags.data?.find((t) => t.id === range.attrs.tagId)
  const canEditTag = !!tag && !!user && (user.role === 'super' || tag.createdBy === user.id)
  const close = () => {
    setTagPopup(view, null)
    view.focus()
  }
  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(94vw,30rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-slate-200 bg-white p-6 shadow-xl focus:outline-none"
          onCloseAutoFocus={(e) => e.preventDefault()}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-slate-900">Edit Tag</Dialog.Title>
              <Dialog.Description className="mt-0.5 truncate text-sm text-slate-600">
                Field <span className="font-mono">{range.attrs.name}</span> in this document
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <X className="h-4 w-4" aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          {tags.isPending ? (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner label="Loading tag" /> Loading tag...
            </p>
          ) : (
            <EditForm view={view} range={range} tag={canEditTag ? tag : null} knownTag={!!tag} onDone={close} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

interface EditFormProps {
  view: EditorView
  range: TagRange
  /** The tag when the user may edit it. */
  tag: Tag | null
  knownTag: boolean
  onDone(): void
}

function EditForm({ view, range, tag, knownTag, onDone }: EditFormProps) {
  const id = useId()
  const utils = trpc.useUtils()
  const update = trpc.tags.update.useMutation()
  const initialValue = isUnfilled(range.attrs.value) ? '' : range.attrs.value!
  const [value, setValue] = useState(initialValue)
  const [name, setName] = useState(tag?.name ?? '')
  const [color, setColor] = useState(tag?.color ?? '')
  const [category, setCategory] = useState(tag?.category ?? '')
  const [description, setDescription] = useState(tag?.description ?? '')
  const [field, setField] = useState(() => fieldTypeValuesOf(tag ?? undefined))
  const fieldType = fieldTypeInput(field)
  // The spec disables Update while the tag's name is blank; any other problem is shown at its field on submit.
  const canSave = (!tag || name.trim() !== '') && !update.isPending
  const form = useTagFormErrors({ editsTag: !!tag, color, fieldTypeErrors: fieldType.errors, saveError: update.error })

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    // The editor may sit inside another form (admin templates); this submit is ours alone.
    e.stopPropagation()
    if (!canSave) return
    if (!form.check()) return
    const current = openTagPopup(view.state)?.range
    if (current && value.trim() !== initialValue.trim()) setTagValue(current, value.trim() || null)(view.state, view.dispatch)
    if (tag) {
      const patch = { name: normaliseTagName(name), color: color.trim().toLowerCase(), category: category.trim() || null, description: description.trim() }
      const changed = fieldTypeChanged(tag, fieldType.input) || patch.name !== tag.name || patch.color !== tag.color.toLowerCase() || patch.category !== (tag.category?.trim() || null) || patch.description !== tag.description.trim()
      if (changed) {
        try {
          const saved = await update.mutateAsync({ id: tag.id, ...patch, ...fieldType.input })
          restyleTag(tag.id, { color: saved.color })(view.state, view.dispatch)
          utils.tags.list.setData(undefined, (old) => old?.map((t) => (t.id === saved.id ? saved : t)))
          void utils.tags.list.invalidate()
          toast({ title: 'Tag updated', description: `${saved.name} was saved.`, variant: 'success' })
        } catch (error) {
          form.refused(error)
          return
        }
      }
    }
    onDone()
  }
  const { shown, named } = form

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} aria-label="Edit Tag" className="space-y-4">
      <FormField id={`${id}-value`} label="Value in this document" hint="Leave empty to mark the field as unfilled." error={shown.value}>
        {(p) => <Input {...p} {...named('value')} value={value} onChange={(e) => setValue(e.target.value)} placeholder="Unfilled" autoFocus />}
      </FormField>
      {tag ? (
        <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-800">Tag (changes apply everywhere)</legend>
          <FormField id={`${id}-name`} label="Name" error={shown.name}>
            {(p) => <Input {...p} {...named('name')} value={name} onChange={(e) => setName(e.target.value)} onBlur={() => setName(normaliseTagName(name))} />}
          </FormField>
          <FormField id={`${id}-color`} label="Colour" error={shown.color}>
            {(p) => <ColourPair control={p} {...named('color')} value={color} onChange={setColor} />}
          </FormField>
          <FormField id={`${id}-category`} label="Category" error={shown.category}>
            {(p) => <Input {...p} {...named('category')} value={category} onChange={(e) => setCategory(e.target.value)} placeholder="Optional" />}
          </FormField>
          <FormField id={`${id}-description`} label="Description" error={shown.description}>
            {(p) => <Textarea {...p} {...named('description')} value={description} onChange={(e) => setDescription(e.target.value)} className="min-h-16" />}
          </FormField>
          <FieldTypeSection
            values={field}
            errors={form.fieldTypeShown}
            onChange={(next) => {
              form.clearFieldType()
              setField(next)
            }}
          />
        </fieldset>
      ) : (
        knownTag && <p className="text-xs text-slate-600">Only the tag&rsquo;s creator or a super user can change the tag itself.</p>
      )}
      {form.unplacedError && (
        <p role="alert" className="text-sm text-red-700">
          {serverMessage(update.error) ?? 'The tag could not be saved. Please try again.'}
        </p>
      )}
      <div className="flex justify-end gap-2 pt-1">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSave}>
          {update.isPending && <Spinner className="text-white" label="Saving" />}
          Save
        </Button>
      </div>
    </form>
  )
}
