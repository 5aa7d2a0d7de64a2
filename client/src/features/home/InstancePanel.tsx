import { useState } from 'react'
import { RadioGroup } from 'radix-ui'
import { ChevronDown, ChevronRight, Minus, Plus } from 'lucide-react'
import type { InjuryModuleNode } from '@shared/src/reports/catalog.schema'
import { maxInstancesOf, quantityAsTyped, quantityOf, setQuantity, setWoundType, woundTypeOf, type ModuleSelection } from '@shared/src/reports/selection'
import { Button } from '../../components/ui/Button'
import { cn } from '../../components/ui/cn'
import { pathIds } from './tree-view'

interface Props {
  tree: InjuryModuleNode[]
  node: InjuryModuleNode
  selection: ModuleSelection
  /** Options a search matched (highlighted) and option groups to open (search or Expand All). */
  reveal?: { matches: string[]; open: string[] }
  onChange(next: ModuleSelection): void
}

/** The quantity control of a selected multi-instance module and one type choice per instance '#n'. */
export function InstancePanel({ tree, node, selection, reveal = { matches: [], open: [] }, onChange }: Props) {
  const quantity = quantityOf(selection, node.id)
  const max = maxInstancesOf(node)
  const [draft, setDraft] = useState<string | null>(null)
  // Set when typed input was outside 1..max and the field shows the clamped value instead.
  const [note, setNote] = useState<string | null>(null)
  const inputId = `quantity-${node.id}`
  const apply = (raw: string | number) => onChange(setQuantity(tree, selection, node.id, raw))

  return (
    <div className="mb-2 mr-3 rounded-md border border-sky-100 bg-sky-50/60 p-3" data-testid={`instances-${node.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          Number of instances
        </label>
        <div className="flex items-center">
          <Button variant="outline" size="icon" className="h-8 w-8 rounded-r-none" aria-label={`Fewer ${node.name}`} disabled={quantity <= 1} onClick={() => (setNote(null), apply(quantity - 1))}>
            <Minus aria-hidden="true" className="h-3.5 w-3.5" />
          </Button>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            value={draft ?? String(quantity)}
            onChange={(e) => {
              const typed = quantityAsTyped(e.target.value, max)
              setNote(typed.note)
              // The field shows what was applied (20 for '25' when the maximum is 20), not what was typed.
              setDraft(typed.applied === null ? '' : String(typed.applied))
              if (typed.applied !== null) apply(typed.applied)
            }}
            onBlur={() => {
              setDraft(null)
              setNote(null)
            }}
            aria-describedby={`${inputId}-range`}
            className="h-8 w-14 border-y border-slate-300 bg-white text-center text-sm tabular-nums focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
          />
          <Button variant="outline" size="icon" className="h-8 w-8 rounded-l-none" aria-label={`More ${node.name}`} disabled={quantity >= max} onClick={() => (setNote(null), apply(quantity + 1))}>
            <Plus aria-hidden="true" className="h-3.5 w-3.5" />
          </Button>
        </div>
        <span id={`${inputId}-range`} role="status" className={note ? 'text-xs font-semibold text-amber-800' : 'text-xs text-slate-600'}>
          {note ?? `1 to ${max}`}
        </span>
      </div>
      {node.children.length > 0 && (
        <ol className="mt-3 flex flex-col gap-2">
          {Array.from({ length: quantity }, (_, i) => (
            <li key={i} className="flex items-start gap-3 rounded-md bg-white p-2 ring-1 ring-slate-200">
              <span className="mt-1 w-8 shrink-0 text-sm font-semibold tabular-nums text-sky-800">#{i + 1}</span>
              <div className="min-w-0 flex-1">
                <TypeChoices
                  label={`Type of ${node.name} #${i + 1}`}
                  tree={tree}
                  options={node.children}
                  chosenId={woundTypeOf(selection, node.id, i)}
                  reveal={reveal}
                  onChoose={(childId) => onChange(setWoundType(selection, node.id, i, childId, tree))}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}

interface ChoiceProps {
  /** The radio group's accessible name. */
  label: string
  tree: InjuryModuleNode[]
  options: InjuryModuleNode[]
  chosenId: string | undefined
  reveal: { matches: string[]; open: string[] }
  onChoose(id: string): void
}

/**
 * One instance's type options as chips in a Radix radio group (one tab stop, arrow keys move and choose);
 * clicking the chosen chip clears it. A type with sub-types opens a group of its own.
 */
function TypeChoices({ label, tree, options, chosenId, reveal, onChoose }: ChoiceProps) {
  const onPath = chosenId ? pathIds(tree, chosenId) : []
  // What the user opened or closed here; groups a search or Expand All reveals are open unless closed.
  const [toggled, setToggled] = useState<Record<string, boolean>>(() => Object.fromEntries(onPath.map((id) => [id, true])))
  const isOpen = (id: string) => toggled[id] ?? reveal.open.includes(id)
  const open = options.filter((o) => isOpen(o.id)).map((o) => o.id)
  const toggleOpen = (id: string) => setToggled((t) => ({ ...t, [id]: !isOpen(id) }))
  return (
    <div className="flex flex-col gap-1.5">
      <RadioGroup.Root
        aria-label={label}
        value={chosenId && options.some((o) => o.id === chosenId) ? chosenId : ''}
        onValueChange={onChoose}
        loop
        className="flex flex-wrap gap-1.5"
      >
        {options.map((opt) => {
          const chosen = opt.id === chosenId
          const ancestorOfChosen = !chosen && onPath.includes(opt.id)
          return (
            <span key={opt.id} className="inline-flex">
              <RadioGroup.Item
                value={opt.id}
                // Radix never unchecks; a second click on the chosen type clears it, as the spec asks.
                onClick={() => chosen && onChoose(opt.id)}
                className={cn(
                  'h-7 border px-2.5 text-xs font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600',
                  opt.children.length ? 'rounded-l-full' : 'rounded-full',
                  chosen ? 'border-sky-700 bg-sky-700 text-white' : ancestorOfChosen ? 'border-sky-400 bg-sky-50 text-sky-900' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                  !chosen && reveal.matches.includes(opt.id) && 'ring-2 ring-amber-400',
                )}
                data-match={reveal.matches.includes(opt.id) || undefined}
              >
                {opt.name}
              </RadioGroup.Item>
              {opt.children.length > 0 && (
                <button
                  type="button"
                  aria-label={`${open.includes(opt.id) ? 'Hide' : 'Show'} ${opt.name} options`}
                  aria-expanded={open.includes(opt.id)}
                  onClick={() => toggleOpen(opt.id)}
                  className="h-7 rounded-r-full border border-l-0 border-slate-300 bg-white px-1.5 text-slate-600 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
                >
                  {open.includes(opt.id) ? <ChevronDown aria-hidden="true" className="h-3.5 w-3.5" /> : <ChevronRight aria-hidden="true" className="h-3.5 w-3.5" />}
                </button>
              )}
            </span>
          )
        })}
      </RadioGroup.Root>
      {options
        .filter((opt) => opt.children.length > 0 && open.includes(opt.id))
        .map((opt) => (
          <div key={opt.id} className="ml-2 border-l-2 border-slate-200 pl-3">
            <span className="mb-1 block text-xs font-medium text-slate-600">{opt.name}</span>
            <TypeChoices label={`${opt.name} options`} tree={tree} options={opt.children} chosenId={chosenId} reveal={reveal} onChoose={onChoose} />
          </div>
        ))}
    </div>
  )
}
