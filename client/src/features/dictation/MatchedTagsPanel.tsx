import { useMemo, useState } from 'react'
import { CheckSquare, Search, SquareMinus } from 'lucide-react'
import type { ProposedInstance } from '@shared/src/jobs/events.schema'
import { Button } from '../../components/ui/Button'
import { Input } from '../../components/ui/Input'
import { GroupedRows, GroupHeading } from './MatchedTagGroups'
import { MatchedTagRow } from './MatchedTagRow'
import { groupRows } from './instance-rows'
import {
  FILTER_KEYS,
  FILTER_LABELS,
  SORT_KEYS,
  SORT_LABELS,
  deselectVisible,
  selectVisible,
  toggleKey,
  visibleRows,
  type FilterKey,
  type MatchRow,
  type SortKey,
} from './matched-tags'

export interface MatchedTagsPanelProps {
  rows: MatchRow[]
  selected: ReadonlySet<string>
  onSelect(selected: Set<string>): void
  onEditValue(key: string, value: string): void
  disabled?: boolean
  /** Warning for a value outside its field's plausible range (shared/src/tags/field-range.ts), or null. */
  warningOf?(row: MatchRow): string | null
  /** The instance picked for a row whose field several instances hold. */
  onChooseInstance?(key: string, chapterId: string): void
  /** Adds an instance named in dictation that the report lacks. */
  onAddInstance?(proposed: ProposedInstance): void
  /** The title of the proposed instance being added, if one is. */
  adding?: string | null
}

const selectClass =
  'h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600'

/** The tags found in the transcript, under a heading per injury instance: search, sort, filter, bulk selection and editable values. */
export function MatchedTagsPanel({ rows, selected, onSelect, onEditValue, disabled, warningOf, onChooseInstance, onAddInstance, adding }: MatchedTagsPanelProps) {
  const [query, setQuery] = useState('')
  const [sort, setSort] = useState<SortKey>('confidence')
  const [filter, setFilter] = useState<FilterKey>('all')
  const visible = useMemo(() => visibleRows(rows, { query, sort, filter }, selected), [rows, query, sort, filter, selected])

  return (
    <section aria-labelledby="matched-tags-heading" className="space-y-3">
      <div className="flex items-baseline justify-between">
        <h3 id="matched-tags-heading" className="text-sm font-semibold text-slate-900">
          Matched Tags
        </h3>
        <span className="text-xs tabular-nums text-slate-600">
          {selected.size} of {rows.length} selected
        </span>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
          No fields were recognised in the transcript. Edit the text (name the field, then its value) and match again.
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-2">
            <div className="relative min-w-48 flex-1">
              <Search className="pointer-events-none absolute left-2.5 top-3 h-4 w-4 text-slate-400" aria-hidden />
              <Input value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Search tags" aria-label="Search matched tags" className="pl-8" />
            </div>
            <label className="flex items-center gap-1.5 text-xs font-medium text-slate-700">
              Sort
              <select value={sort} onChange={(e) => setSort(e.target.value as SortKey)} className={selectClass}>
                {SORT_KEYS.map((k) => (
                  <option key={k} value={k}>
                    {SORT_LABELS[k]}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex items-center gap-1.5 text-xs font-medium text-slate-700">
              Show
              <select value={filter} onChange={(e) => setFilter(e.target.value as FilterKey)} className={selectClass}>
                {FILTER_KEYS.map((k) => (
                  <option key={k} value={k}>
                    {FILTER_LABELS[k]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={disabled || !visible.length} onClick={() => onSelect(selectVisible(selected, visible))}>
              <CheckSquare className="h-4 w-4" aria-hidden />
              Select Visible
            </Button>
            <Button variant="outline" size="sm" disabled={disabled || !visible.length} onClick={() => onSelect(deselectVisible(selected, visible))}>
              <SquareMinus className="h-4 w-4" aria-hidden />
              Deselect Visible
            </Button>
          </div>
          {visible.length === 0 ? (
            <p className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-4 text-center text-sm text-slate-600">No matched tags fit the search and filter.</p>
          ) : (
            <GroupedRows
              groups={groupRows(visible)}
              renderRow={(row) => (
                <MatchedTagRow
                  key={row.key}
                  row={row}
                  warning={warningOf?.(row) ?? null}
                  checked={selected.has(row.key)}
                  disabled={disabled}
                  onToggle={() => onSelect(toggleKey(selected, row.key))}
                  onEditValue={onEditValue}
                  onChooseInstance={onChooseInstance}
                />
              )}
              heading={(group) => (
                <GroupHeading
                  group={group}
                  disabled={disabled}
                  onSelect={() => onSelect(selectVisible(selected, group.rows))}
                  onDeselect={() => onSelect(deselectVisible(selected, group.rows))}
                  onAdd={onAddInstance}
                  adding={adding === group.proposed?.instance}
                />
              )}
            />
          )}
        </>
      )}
    </section>
  )
}
