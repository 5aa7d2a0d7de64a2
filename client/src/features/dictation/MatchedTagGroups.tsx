import type { ReactNode } from 'react'
import { Plus } from 'lucide-react'
import type { ProposedInstance } from '@shared/src/jobs/events.schema'
import { Button } from '../../components/ui/Button'
import { Spinner } from '../../components/ui/Spinner'
import type { MatchRow } from './matched-tags'
import type { RowGroup } from './instance-rows'

export const GROUP_TEXTS = {
  other: 'Other fields',
  add: (instance: string) => `Add ${instance}`,
  notInReport: 'Not in the report yet: its values are inserted once it is added.',
} as const

const headingId = (key: string) => `match-group-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`

/**
 * The rows as one list when no instance is involved; otherwise a section per group, each with its
 * heading ('Other fields' for fields outside instances) and its own list.
 */
export function GroupedRows({ groups, renderRow, heading }: { groups: RowGroup[]; renderRow(row: MatchRow): ReactNode; heading(group: RowGroup): ReactNode }) {
  if (groups.length === 1 && groups[0].key === 'other') {
    return (
      <ul className="space-y-2" aria-label="Matched tags">
        {groups[0].rows.map(renderRow)}
      </ul>
    )
  }
  return (
    <div className="space-y-4" role="group" aria-label="Matched tags">
      {groups.map((g) => (
        <section key={g.key} aria-labelledby={headingId(g.key)} className="space-y-2">
          {heading(g)}
          <ul className="space-y-2" aria-label={g.label ?? GROUP_TEXTS.other}>
            {g.rows.map(renderRow)}
          </ul>
        </section>
      ))}
    </div>
  )
}

interface GroupHeadingProps {
  group: RowGroup
  disabled?: boolean
  onSelect(): void
  onDeselect(): void
  onAdd?(proposed: ProposedInstance): void
  adding: boolean
}

/** A group's title with Select and Deselect for its rows; a proposed instance also offers to add it. */
export function GroupHeading({ group, disabled, onSelect, onDeselect, onAdd, adding }: GroupHeadingProps) {
  const title = group.label ?? GROUP_TEXTS.other
  const proposed = group.proposed
  return (
    <div className="space-y-1.5 border-b border-slate-200 pb-1.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId(group.key)} className="min-w-0 text-sm font-semibold text-slate-800">
          {title}
          <span className="ml-2 text-xs font-normal tabular-nums text-slate-500">{group.rows.length}</span>
        </h4>
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" disabled={disabled} onClick={onSelect} aria-label={`Select all in ${title}`}>
            Select
          </Button>
          <Button variant="ghost" size="sm" disabled={disabled} onClick={onDeselect} aria-label={`Deselect all in ${title}`}>
            Deselect
          </Button>
        </div>
      </div>
      {proposed && (
        <div className="flex flex-wrap items-center gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2">
          <p className="min-w-0 flex-1 text-xs text-amber-900">{GROUP_TEXTS.notInReport}</p>
          <Button size="sm" variant="outline" disabled={disabled || adding} onClick={() => onAdd?.(proposed)}>
            {adding ? <Spinner label="Adding" /> : <Plus className="h-4 w-4" aria-hidden />}
            {GROUP_TEXTS.add(proposed.instance)}
          </Button>
        </div>
      )}
    </div>
  )
}
