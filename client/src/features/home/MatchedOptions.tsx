import type { InjuryModuleNode } from '@shared/src/reports/catalog.schema'
import { setWoundType, toggleModule, type ModuleSelection } from '@shared/src/reports/selection'
import { pathTo } from '@shared/src/reports/tree'

interface Props {
  tree: InjuryModuleNode[]
  module: InjuryModuleNode
  matches: string[]
  selection: ModuleSelection
  onChange(next: ModuleSelection): void
}

/**
 * Options a search found inside a multi-instance module that is not chosen yet, shown under it by
 * their path ('Entrance Wound › Close Range'). Picking one adds the module with that type for
 * instance #1; further instances are typed in the panel that then opens.
 */
export function MatchedOptions({ tree, module, matches, selection, onChange }: Props) {
  const label = (id: string) =>
    pathTo(tree, id)
      .slice(pathTo(tree, module.id).length)
      .map((n) => n.name)
      .join(' › ')
  const pick = (id: string) => onChange(setWoundType(toggleModule(tree, selection, module.id), module.id, 0, id, tree))
  return (
    <div className="mb-2 mr-3 rounded-md border border-amber-200 bg-amber-50/60 p-2">
      <p className="mb-1.5 text-xs text-slate-700">Matching options (add {module.name} #1 as):</p>
      <ul aria-label={`Matching options of ${module.name}`} className="flex flex-wrap gap-1.5">
        {matches.map((id) => (
          <li key={id}>
            <button
              type="button"
              onClick={() => pick(id)}
              className="h-7 rounded-full border border-amber-400 bg-white px-2.5 text-xs font-medium text-slate-800 hover:bg-amber-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
            >
              {label(id)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
