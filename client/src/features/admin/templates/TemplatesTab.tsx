import { useState } from 'react'
import { Plus } from 'lucide-react'
import { Button } from '../../../components/ui/Button'
import { trpc } from '../../../lib/trpc'
import { ADMIN_TEXTS } from '../admin-texts'
import { announceSaved } from '../saved-feedback'
import { EmptyState, LoadError, TabHeader, TabLoading } from '../admin-ui'
import { emptyTemplateForm, templateFormFrom, toTemplateInput } from './template-form'
import { TemplateCard } from './TemplateCard'
import { TemplateForm } from './TemplateForm'
import { ChapterTaggingScope } from '../chapters/ChapterContentEditor'

type Editing = { kind: 'new' } | { kind: 'edit'; id: string } | null

/** The Templates tab: template cards with outline, and the create/edit form (one at a time). */
export function TemplatesTab() {
  const utils = trpc.useUtils()
  const list = trpc.admin.templates.list.useQuery()
  const [editing, setEditing] = useState<Editing>(null)
  const [saveError, setSaveError] = useState<unknown>(null)

  const open = (next: Editing) => {
    setSaveError(null)
    setEditing(next)
  }
  const refresh = () => void Promise.all([utils.admin.templates.list.invalidate(), utils.catalog.templates.invalidate()])
  const done = () => {
    open(null)
    refresh()
  }
  // The spec shows no message when a template save fails; the form stays open with the server's reason (at the
  // field it names) so no edit is lost.
  const failed = (e: unknown) => setSaveError(e)
  const create = trpc.admin.templates.create.useMutation({ onSuccess: (t) => (done(), announceSaved('Template', t, true)), onError: failed })
  const update = trpc.admin.templates.update.useMutation({ onSuccess: (t) => (done(), announceSaved('Template', t, false)), onError: failed })
  const remove = trpc.admin.templates.delete.useMutation({ onSettled: refresh })

  if (list.isLoading) return <TabLoading label="Loading templates..." />
  if (list.isError) return <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
  const templates = list.data ?? []

  return (
    <section aria-label={ADMIN_TEXTS.tabs.templates}>
      <TabHeader
        title={ADMIN_TEXTS.tabs.templates}
        hint="Base templates give every new report its first chapters."
        action={
          <Button onClick={() => open({ kind: 'new' })} disabled={editing?.kind === 'new'}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Create Template
          </Button>
        }
      />
      {editing?.kind === 'new' && (
        <div className="mb-6">
          <ChapterTaggingScope contentType="template" contentId={null}>
            <TemplateForm
              title="New template"
              submitLabel="Create Template"
              initial={emptyTemplateForm()}
              pending={create.isPending}
              error={saveError}
              onSubmit={(values) => create.mutate(toTemplateInput(values))}
              onCancel={() => open(null)}
            />
          </ChapterTaggingScope>
        </div>
      )}
      {templates.length === 0 ? (
        editing?.kind !== 'new' && <EmptyState text={ADMIN_TEXTS.templates.empty} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {templates.map((t) =>
            editing?.kind === 'edit' && editing.id === t.id ? (
              <div key={t.id} className="lg:col-span-2">
                <ChapterTaggingScope contentType="template" contentId={t.id}>
                  <TemplateForm
                    title={`Edit ${t.name}`}
                    submitLabel="Save Template"
                    initial={templateFormFrom(t)}
                    pending={update.isPending}
                    error={saveError}
                    onSubmit={(values) => update.mutate({ id: t.id, ...toTemplateInput(values) })}
                    onCancel={() => open(null)}
                  />
                </ChapterTaggingScope>
              </div>
            ) : (
              <TemplateCard key={t.id} template={t} onEdit={() => open({ kind: 'edit', id: t.id })} onDelete={() => remove.mutate({ id: t.id })} />
            ),
          )}
        </div>
      )}
    </section>
  )
}
