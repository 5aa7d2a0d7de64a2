import { useMemo, useState } from 'react'
import { CheckSquare, Search, SquareMinus, TriangleAlert } from 'lucide-react'
import { Button } from '../../components/ui/Button'
import { Input } from '../../components/ui/Input'
import { cn } from '../../components/ui/cn'
import {
  FILTER_KEYS,
  FILTER_LABELS,
  SORT_KEYS,
  SORT_LABELS,
  confidenceLabel,
  confidenceLevel,
  deselectVisible,
  locationPreview,
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
}

const selectClass =
  'h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600'

/** The tags found in the transcript: search, sort, filter, bulk selection and editable values (spec section 2). */
export function MatchedTagsPanel({ rows, selected, onSelect, onEditValue, disabled, warningOf }: MatchedTagsPanelProps) {
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
            <ul className="space-y-2" aria-label="Matched tags">
              {visible.map((row) => (
                <TagRow
                  key={row.key}
                  row={row}
                  warning={warningOf?.(row) ?? null}
                  checked={selected.has(row.key)}
                  disabled={disabled}
                  onToggle={() => onSelect(toggleKey(selected, row.key))}
                  onEditValue={onEditValue}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}

const LEVEL_STYLE = {
  High: 'border-green-200 bg-green-50 text-green-800',
  Medium: 'border-amber-200 bg-amber-50 text-amber-900',
  Low: 'border-red-200 bg-red-50 text-red-800',
} as const

interface TagRowProps {
  row: MatchRow
  warning: string | null
  checked: boolean
  disabled?: boolean
  onToggle(): void
  onEditValue(key: string, value: string): void
}

function TagRow({ row, warning, checked, disabled, onToggle, onEditValue }: TagRowProps) {
  const id = `match-${row.key.replace(/[^A-Za-z0-9_-]/g, '-')}`
  return (
    <li className={cn('flex items-center gap-3 rounded-lg border px-3 py-2.5 transition-colors', checked ? 'border-sky-200 bg-sky-50/40' : 'border-slate-200 bg-white')}>
      <input
        id={`${id}-check`}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={onToggle}
        className="h-4 w-4 shrink-0 rounded border-slate-300 accent-sky-700"
        aria-label={`Select ${row.name}`}
      />
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-check`} className="block truncate font-mono text-sm font-semibold text-slate-900">
          {row.name}
        </label>
        <p className="truncate text-xs text-slate-600" title={row.location}>
          {row.location ? `“${locationPreview(row.location)}”` : 'No location given'}
        </p>
        {warning && (
          <p id={`${id}-warning`} className="flex items-center gap-1 text-xs font-medium text-amber-800">
            <TriangleAlert className="h-3.5 w-3.5 shrink-0" aria-hidden />
            {warning}
          </p>
        )}
      </div>
      <div className="w-40 shrink-0">
        <Input
          value={row.value}
          onChange={(e) => onEditValue(row.key, e.target.value)}
          disabled={disabled}
          aria-label={`Value for ${row.name}`}
          aria-invalid={warning ? true : undefined}
          aria-describedby={warning ? `${id}-warning` : undefined}
          className={warning ? 'border-amber-500' : undefined}
        />
      </div>
      <span
        className={cn('w-24 shrink-0 rounded-full border px-2 py-0.5 text-center text-xs font-medium tabular-nums', LEVEL_STYLE[confidenceLevel(row.confidence)])}
        title={`Confidence ${Math.round(row.confidence * 100)}%`}
      >
        {confidenceLabel(row.confidence)}
      </span>
    </li>
  )
}
