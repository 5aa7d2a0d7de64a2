import { useMemo, useState } from 'react'
import { ChevronsDownUp, ChevronsUpDown, Search } from 'lucide-react'
import type { InjuryModuleNode } from '@shared/src/reports/catalog.schema'
import { filterTree, type ModuleSelection } from '@shared/src/reports/selection'
import { Button } from '../../components/ui/Button'
import { Card } from '../../components/ui/Card'
import { Input } from '../../components/ui/Input'
import { ModuleNode, type TreeState } from './ModuleNode'
import { expandableIds } from './tree-view'

interface Props {
  tree: InjuryModuleNode[]
  selection: ModuleSelection
  onSelectionChange(selection: ModuleSelection): void
}

/** The 'Additional Injury Modules' panel: searchable tree, Expand All / Collapse All, selection through shared rules. */
export function ModulePanel({ tree, selection, onSelectionChange }: Props) {
  const [expanded, setExpanded] = useState<string[]>([])
  const [query, setQuery] = useState('')
  const visible = useMemo(() => filterTree(tree, query), [tree, query])
  const allExpandable = useMemo(() => expandableIds(tree), [tree])
  const allOpen = allExpandable.length > 0 && allExpandable.every((id) => expanded.includes(id))

  const search = (q: string) => {
    setQuery(q)
    // Matches are opened so they can be seen in place; the user may still close them.
    if (q.trim()) setExpanded((e) => [...new Set([...e, ...expandableIds(filterTree(tree, q))])])
  }
  const state: TreeState = {
    tree,
    selection,
    expanded,
    onChange: (next, nextExpanded) => {
      onSelectionChange(next)
      setExpanded(nextExpanded)
    },
    toggleExpanded: (id) => setExpanded((e) => (e.includes(id) ? e.filter((x) => x !== id) : [...e, id])),
    query,
    allOpen,
  }
  const count = selection.selected.length

  return (
    <Card className="flex flex-col">
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 p-5">
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-semibold text-slate-900">Additional Injury Modules</h3>
          <p className="text-xs text-slate-600">{count ? `${count} selected` : 'Optional: each module adds its chapters to the report.'}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => setExpanded(allOpen ? [] : allExpandable)} disabled={!allExpandable.length}>
          {allOpen ? <ChevronsDownUp aria-hidden="true" className="h-4 w-4" /> : <ChevronsUpDown aria-hidden="true" className="h-4 w-4" />}
          {allOpen ? 'Collapse All' : 'Expand All'}
        </Button>
      </div>
      <div className="border-b border-slate-200 px-5 py-3">
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
          <Input type="search" aria-label="Search injury modules" placeholder="Search modules..." value={query} onChange={(e) => search(e.target.value)} className="pl-9" />
        </div>
      </div>
      <div className="py-2">
        {visible.length === 0 ? (
          <p className="px-5 py-6 text-center text-sm text-slate-600">{tree.length === 0 ? 'No injury modules available.' : 'No modules match your search.'}</p>
        ) : (
          <ul aria-label="Injury modules" className="flex flex-col">
            {visible.map((n) => (
              <ModuleNode key={n.id} node={n} depth={0} state={state} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  )
}
