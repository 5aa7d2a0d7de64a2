import { useState } from 'react'
import { Plus } from 'lucide-react'
import { Button } from '../../../components/ui/Button'
import { Card } from '../../../components/ui/Card'
import { trpc } from '../../../lib/trpc'
import { announceSaved } from '../saved-feedback'
import { ADMIN_TEXTS } from '../admin-texts'
import { EmptyState, LoadError, TabHeader, TabLoading } from '../admin-ui'
import { PromptCard, type PromptView } from './PromptCard'
import { PromptForm } from './PromptForm'
import { CREATE_MODELS, EDIT_MODELS, emptyPromptForm, type PromptFormValues } from './prompt-options'

type Editing = { kind: 'new' } | { kind: 'edit'; id: string } | null

const formFrom = (p: PromptView): PromptFormValues => ({ ...p, description: p.description ?? '' })
const toInput = (v: PromptFormValues) => ({ ...v, name: v.name.trim(), description: v.description.trim() })

/** The LLM Prompts tab: prompt cards with inline edit, and a create form. */
export function PromptsTab() {
  const utils = trpc.useUtils()
  const list = trpc.admin.prompts.list.useQuery()
  const [editing, setEditing] = useState<Editing>(null)
  const [saveError, setSaveError] = useState<unknown>(null)

  const open = (next: Editing) => {
    setSaveError(null)
    setEditing(next)
  }
  // Activating one prompt deactivates the others of its type on the server, so the whole list is reloaded.
  const done = () => {
    open(null)
    void utils.admin.prompts.list.invalidate()
  }
  // The spec shows no message when a prompt save fails; the form stays open with the server's reason (at the field it names).
  const failed = (e: unknown) => setSaveError(e)
  const create = trpc.admin.prompts.create.useMutation({ onSuccess: (p) => (done(), announceSaved('LLM prompt', p, true)), onError: failed })
  const update = trpc.admin.prompts.update.useMutation({ onSuccess: (p) => (done(), announceSaved('LLM prompt', p, false)), onError: failed })
  const remove = trpc.admin.prompts.delete.useMutation({ onSettled: () => void utils.admin.prompts.list.invalidate() })

  if (list.isLoading) return <TabLoading label="Loading prompts..." />
  if (list.isError) return <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
  const prompts = list.data ?? []

  return (
    <section aria-label={ADMIN_TEXTS.tabs.prompts}>
      <TabHeader
        title={ADMIN_TEXTS.tabs.prompts}
        hint="The active prompt of each type is used for report cleanup and tag identification."
        action={
          <Button onClick={() => open({ kind: 'new' })} disabled={editing?.kind === 'new'}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Create Prompt
          </Button>
        }
      />
      {editing?.kind === 'new' && (
        <Card className="mb-6 border-sky-200 p-5">
          <PromptForm
            title="New prompt"
            submitLabel="Create Prompt"
            initial={emptyPromptForm()}
            models={CREATE_MODELS}
            pending={create.isPending}
            error={saveError}
            onSubmit={(v) => create.mutate(toInput(v))}
            onCancel={() => open(null)}
          />
        </Card>
      )}
      {prompts.length === 0 ? (
        editing?.kind !== 'new' && <EmptyState text={ADMIN_TEXTS.prompts.empty} />
      ) : (
        <div className="space-y-4">
          {prompts.map((p) =>
            editing?.kind === 'edit' && editing.id === p.id ? (
              <Card key={p.id} className="border-sky-200 p-5">
                <PromptForm
                  title={`Edit ${p.name}`}
                  submitLabel="Save Prompt"
                  initial={formFrom(p)}
                  models={EDIT_MODELS}
                  pending={update.isPending}
                  error={saveError}
                  onSubmit={(v) => update.mutate({ id: p.id, ...toInput(v) })}
                  onCancel={() => open(null)}
                />
              </Card>
            ) : (
              <PromptCard key={p.id} prompt={p} onEdit={() => open({ kind: 'edit', id: p.id })} onDelete={() => remove.mutate({ id: p.id })} />
            ),
          )}
        </div>
      )}
    </section>
  )
}
