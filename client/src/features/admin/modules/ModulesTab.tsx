import { useState } from 'react'
import { ChevronsDownUp, ChevronsUpDown, Plus } from 'lucide-react'
import type { InjuryModuleNode } from '@shared/src/reports/catalog.schema'
import { walk } from '@shared/src/reports/tree'
import { Button } from '../../../components/ui/Button'
import { toast } from '../../../components/toast/toast-store'
import { trpc } from '../../../lib/trpc'
import { announceSaved } from '../saved-feedback'
import { ADMIN_TEXTS } from '../admin-texts'
import { EmptyState, LoadError, TabHeader, TabLoading } from '../admin-ui'
import { emptyModuleForm, moduleFormFrom, toModuleInput, type ModuleFormValues } from './module-form'
import { removeNode } from './module-tree'
import { ModuleForm } from './ModuleForm'
import { ModuleRow, type ModuleFormTarget } from './ModuleRow'
import { ChapterTaggingScope } from '../chapters/ChapterContentEditor'

const T = ADMIN_TEXTS.modules

/** The Injury Modules tab: the module tree with inline create, add-child, edit and delete. */
export function ModulesTab() {
  const utils = trpc.useUtils()
  const list = trpc.admin.modules.list.useQuery()
  const [form, setForm] = useState<ModuleFormTarget>(null)
  const [expanded, setExpanded] = useState<Set<string>>(new Set())
  const [saveError, setSaveError] = useState<unknown>(null)

  const refresh = () => Promise.all([utils.admin.modules.list.invalidate(), utils.catalog.injuryModuleTree.invalidate()])
  const closeForm = () => {
    setForm(null)
    setSaveError(null)
  }
  const openForm = (target: ModuleFormTarget) => {
    setSaveError(null)
    setForm(target)
  }

  const create = trpc.admin.modules.create.useMutation({
    onSuccess: (node, input) => {
      if (input.parentId) setExpanded((s) => new Set(s).add(input.parentId!))
      closeForm()
      void refresh()
      announceSaved('Injury module', node, true)
    },
    // The spec's toast; the form also shows the server's reason, at the field it names.
    onError: (e) => {
      toast({ title: 'Error', description: T.createFailed, variant: 'destructive' })
      setSaveError(e)
    },
  })
  const update = trpc.admin.modules.update.useMutation({
    onSuccess: (node) => {
      closeForm()
      void refresh()
      announceSaved('Injury module', node, false)
    },
    // The spec shows no message for a failed update; the form stays open with the server's reason so no edit is lost.
    onError: (e) => setSaveError(e),
  })
  const remove = trpc.admin.modules.delete.useMutation({
    onSuccess: () => void refresh(),
    onError: () => {
      toast({ title: 'Error', description: T.deleteFailed, variant: 'destructive' })
      void refresh()
    },
  })

  const deleteModule = (node: InjuryModuleNode) => {
    utils.admin.modules.list.setData(undefined, (tree) => (tree ? removeNode(tree, node.id) : tree))
    if (form) closeForm()
    remove.mutate({ id: node.id })
  }

  const submitCreate = (parentId: string | null) => (values: ModuleFormValues) => create.mutate(toModuleInput(values, parentId))

  const renderForm = (node: InjuryModuleNode) =>
    form?.kind === 'edit' ? (
      <ChapterTaggingScope contentType="injury_module" contentId={node.id}>
        <ModuleForm
          key={`edit-${node.id}`}
          title={`Edit ${node.name}`}
          submitLabel="Save Module"
          initial={moduleFormFrom(node)}
          pending={update.isPending}
          error={saveError}
          onSubmit={(values) => update.mutate({ id: node.id, ...toModuleInput(values, node.parentId) })}
          onCancel={closeForm}
        />
      </ChapterTaggingScope>
    ) : (
      <ChapterTaggingScope contentType="injury_module" contentId={null}>
        <ModuleForm
          key={`child-${node.id}`}
          title={`Add child to ${node.name}`}
          submitLabel="Create Module"
          initial={emptyModuleForm()}
          pending={create.isPending}
          error={saveError}
          onSubmit={submitCreate(node.id)}
          onCancel={closeForm}
        />
      </ChapterTaggingScope>
    )

  if (list.isLoading) return <TabLoading label="Loading injury modules..." />
  if (list.isError) return <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
  const tree = list.data ?? []
  const parents = walk(tree).filter((n) => n.children.length > 0).map((n) => n.id)
  const allOpen = parents.length > 0 && parents.every((id) => expanded.has(id))

  const rootForm = form?.kind === 'root' && (
    <div className="mb-4">
      <ChapterTaggingScope contentType="injury_module" contentId={null}>
        <ModuleForm key="root" title="New root module" submitLabel="Create Module" initial={emptyModuleForm()} pending={create.isPending} error={saveError} onSubmit={submitCreate(null)} onCancel={closeForm} />
      </ChapterTaggingScope>
    </div>
  )

  return (
    <section aria-label={ADMIN_TEXTS.tabs.modules}>
      <TabHeader
        title={ADMIN_TEXTS.tabs.modules}
        hint="Modules add extra chapters to a report. Root modules combine freely (checkboxes); modules under a parent are offered as radio choices."
        action={
          <div className="flex gap-2">
            {parents.length > 0 && (
              <Button variant="outline" onClick={() => setExpanded(allOpen ? new Set() : new Set(parents))}>
                {allOpen ? <ChevronsDownUp aria-hidden="true" className="h-4 w-4" /> : <ChevronsUpDown aria-hidden="true" className="h-4 w-4" />}
                {allOpen ? 'Collapse All' : 'Expand All'}
              </Button>
            )}
            <Button onClick={() => openForm({ kind: 'root' })}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              {T.addRoot}
            </Button>
          </div>
        }
      />
      {rootForm}
      {tree.length === 0 ? (
        form?.kind !== 'root' && (
          <EmptyState text={T.empty}>
            <Button onClick={() => openForm({ kind: 'root' })}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              {T.createFirst}
            </Button>
          </EmptyState>
        )
      ) : (
        <ul aria-label="Injury module tree" className="overflow-hidden rounded-lg border border-slate-200 bg-white">
          {tree.map((node) => (
            <ModuleRow
              key={node.id}
              node={node}
              depth={0}
              expanded={expanded}
              onToggle={(id) => setExpanded((s) => toggled(s, id))}
              form={form}
              onOpenForm={openForm}
              onDelete={deleteModule}
              renderForm={renderForm}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

const toggled = (set: ReadonlySet<string>, id: string) => {
  const next = new Set(set)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return next
}
