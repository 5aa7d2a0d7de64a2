import { Check, ChevronDown, ChevronRight } from 'lucide-react'
import type { InjuryModuleNode } from '@shared/src/reports/catalog.schema'
import { findNode } from '@shared/src/reports/tree'
import { expandedAfterSelect, isSelected, maxInstancesOf, toggleModule, type ModuleSelection } from '@shared/src/reports/selection'
import { cn } from '../../components/ui/cn'
import { plural } from './home-texts'
import { InstancePanel } from './InstancePanel'
import { MatchedOptions } from './MatchedOptions'
import { indentOf, instanceReveal } from './tree-view'

export interface TreeState {
  tree: InjuryModuleNode[]
  selection: ModuleSelection
  expanded: string[]
  onChange(selection: ModuleSelection, expanded: string[]): void
  toggleExpanded(id: string): void
  /** The search text, so options inside multi-instance modules can show what matched. */
  query: string
  /** Expand All is on: instance panels open every option group too. */
  allOpen: boolean
}

/** One row of the module tree with, below it, its children or its instance panel. */
export function ModuleNode({ node, depth, state }: { node: InjuryModuleNode; depth: number; state: TreeState }) {
  const { tree, selection, expanded } = state
  const selected = isSelected(selection, node.id)
  const open = expanded.includes(node.id)
  const canOpen = node.children.length > 0 || node.allowMultipleInstances
  const radio = node.parentId !== null && (node.selectionType || 'radio') === 'radio'

  const full = findNode(tree, node.id) ?? node
  const reveal = node.allowMultipleInstances ? instanceReveal(full, state.query, state.allOpen) : { matches: [], open: [] }

  const toggle = () => {
    const next = toggleModule(tree, selection, node.id)
    state.onChange(next, expandedAfterSelect(tree, expanded, node.id, next))
  }

  return (
    <li>
      <div className={cn('flex items-center gap-1.5 rounded-md py-1.5 pr-3', selected ? 'bg-sky-50' : 'hover:bg-slate-50')} style={{ paddingLeft: indentOf(depth) }}>
        {canOpen ? (
          <button
            type="button"
            aria-label={`${open ? 'Collapse' : 'Expand'} ${node.name}`}
            aria-expanded={open}
            onClick={() => state.toggleExpanded(node.id)}
            className="flex h-6 w-6 shrink-0 items-center justify-center rounded text-slate-500 hover:bg-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
          >
            {open ? <ChevronDown aria-hidden="true" className="h-4 w-4" /> : <ChevronRight aria-hidden="true" className="h-4 w-4" />}
          </button>
        ) : (
          <span className="w-6 shrink-0" />
        )}
        <button
          type="button"
          role={radio ? 'radio' : 'checkbox'}
          aria-checked={selected}
          onClick={toggle}
          className="flex min-w-0 flex-1 items-center gap-2.5 rounded py-0.5 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
        >
          <span
            aria-hidden="true"
            className={cn(
              'flex h-4.5 w-4.5 shrink-0 items-center justify-center border-2',
              radio ? 'rounded-full' : 'rounded',
              selected ? 'border-sky-700 bg-sky-700 text-white' : 'border-slate-400 bg-white',
            )}
          >
            {selected && (radio ? <span className="h-1.5 w-1.5 rounded-full bg-white" /> : <Check className="h-3 w-3" strokeWidth={3} />)}
          </span>
          <span className={cn('truncate text-sm', selected ? 'font-semibold text-slate-900' : 'text-slate-800')}>{node.name}</span>
        </button>
        {node.allowMultipleInstances && (
          <span className="shrink-0 rounded-full bg-violet-50 px-2 py-0.5 text-[11px] font-medium text-violet-800 ring-1 ring-violet-200">
            Multi-instance (max: {maxInstancesOf(node)})
          </span>
        )}
        <span className="shrink-0 text-xs tabular-nums text-slate-500">{plural(node.chapters.length, 'chapter')}</span>
      </div>
      {open && node.allowMultipleInstances && (
        <div style={{ paddingLeft: indentOf(depth + 1) }}>
          {selected ? (
            <InstancePanel tree={tree} node={full} selection={selection} reveal={reveal} onChange={(s) => state.onChange(s, expanded)} />
          ) : reveal.matches.length ? (
            <MatchedOptions tree={tree} module={full} matches={reveal.matches} selection={selection} onChange={(s) => state.onChange(s, expanded)} />
          ) : (
            <p className="mb-2 mr-3 text-xs text-slate-600">
              Select to add one or more instances{node.children.length > 0 && `, each typed as ${node.children.map((c) => c.name).join(', ')}`}.
            </p>
          )}
        </div>
      )}
      {open && !node.allowMultipleInstances && node.children.length > 0 && (
        <ul>
          {node.children.map((c) => (
            <ModuleNode key={c.id} node={c} depth={depth + 1} state={state} />
          ))}
        </ul>
      )}
    </li>
  )
}
