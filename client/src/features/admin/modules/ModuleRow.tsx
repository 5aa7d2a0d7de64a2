import { useId, type ReactNode } from 'react'
import { ChevronDown, ChevronRight, Pencil, Plus, Trash2 } from 'lucide-react'
import type { InjuryModuleNode } from '@shared/src/reports/catalog.schema'
import { Button } from '../../../components/ui/Button'
import { ADMIN_TEXTS as SHARED_ADMIN_TEXTS } from '@shared/src/admin/admin-texts'
import { MAX_MODULE_DEPTH } from '@shared/src/constants'
import { ADMIN_TEXTS } from '../admin-texts'
import { ConfirmButton, Pill } from '../admin-ui'
import { indentPx, moduleBadges } from './module-tree'

/** The form open under a module, if any: one at a time for the whole tree. */
export type ModuleFormTarget = { kind: 'root' } | { kind: 'child'; parentId: string } | { kind: 'edit'; id: string } | null

interface ModuleRowProps {
  node: InjuryModuleNode
  depth: number
  expanded: ReadonlySet<string>
  onToggle(id: string): void
  form: ModuleFormTarget
  onOpenForm(target: ModuleFormTarget): void
  onDelete(node: InjuryModuleNode): void
  /** Renders the open form for this node (edit or add child). */
  renderForm(node: InjuryModuleNode): ReactNode
}

/** One module of the admin tree with its actions, its inline form and (when expanded) its children. */
export function ModuleRow(props: ModuleRowProps) {
  const { node, depth, expanded, onToggle, form, onOpenForm, onDelete, renderForm } = props
  const open = expanded.has(node.id)
  const hasChildren = node.children.length > 0
  const nameId = useId()
  // A child of this module would be one level deeper than modules may nest (depth counts from 0 at the roots).
  const atDeepest = depth + 2 > MAX_MODULE_DEPTH
  const formHere = (form?.kind === 'edit' && form.id === node.id) || (form?.kind === 'child' && form.parentId === node.id)
  return (
    <li className="list-none">
      <div role="group" aria-labelledby={nameId} data-admin-item={node.id} className="flex items-center gap-2 border-b border-slate-100 py-2 pr-3 hover:bg-slate-50" style={{ paddingLeft: indentPx(depth) }}>
        {hasChildren ? (
          <Button variant="ghost" size="icon" aria-label={`${open ? 'Collapse' : 'Expand'} ${node.name}`} aria-expanded={open} onClick={() => onToggle(node.id)}>
            {open ? <ChevronDown aria-hidden="true" className="h-4 w-4" /> : <ChevronRight aria-hidden="true" className="h-4 w-4" />}
          </Button>
        ) : (
          <span className="w-9 shrink-0" aria-hidden="true" />
        )}
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
          <span id={nameId} className="truncate text-sm font-medium text-slate-900">
            {node.name}
          </span>
          {moduleBadges(node).map((b) => (
            <Pill key={b} tone={b.endsWith('Selection') ? 'violet' : b.startsWith('Multi-instance') ? 'amber' : 'neutral'}>
              {b}
            </Pill>
          ))}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Add child to ${node.name}`}
            disabled={atDeepest}
            title={atDeepest ? SHARED_ADMIN_TEXTS.moduleTooDeep : undefined}
            onClick={() => onOpenForm({ kind: 'child', parentId: node.id })}
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add Child
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Edit ${node.name}`} onClick={() => onOpenForm({ kind: 'edit', id: node.id })}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            Edit
          </Button>
          <ConfirmButton
            variant="ghost"
            size="sm"
            aria-label={`Delete ${node.name}`}
            className="text-red-700 hover:bg-red-50"
            question={ADMIN_TEXTS.modules.confirmDelete}
            onConfirm={() => onDelete(node)}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete
          </ConfirmButton>
        </div>
      </div>
      {formHere && (
        <div className="border-b border-slate-100 bg-slate-50 py-3 pr-3" style={{ paddingLeft: indentPx(depth + 1) }}>
          {renderForm(node)}
        </div>
      )}
      {hasChildren && open && (
        <ul>
          {node.children.map((c) => (
            <ModuleRow key={c.id} {...props} node={c} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  )
}
