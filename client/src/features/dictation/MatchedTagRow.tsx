import { TriangleAlert } from 'lucide-react'
import { Input } from '../../components/ui/Input'
import { cn } from '../../components/ui/cn'
import { confidenceLabel, confidenceLevel, locationPreview, needsInstance, type MatchRow } from './matched-tags'

const LEVEL_STYLE = {
  High: 'border-green-200 bg-green-50 text-green-800',
  Medium: 'border-amber-200 bg-amber-50 text-amber-900',
  Low: 'border-red-200 bg-red-50 text-red-800',
} as const

export const INSTANCE_TEXTS = {
  choose: 'Choose an instance…',
  chooseHint: 'Choose the instance this value belongs to.',
} as const

export interface MatchedTagRowProps {
  row: MatchRow
  warning: string | null
  checked: boolean
  disabled?: boolean
  onToggle(): void
  onEditValue(key: string, value: string): void
  onChooseInstance?(key: string, chapterId: string): void
}

/** One matched field: its checkbox, name, heard sentence, value, confidence and, for a field of several instances, the instance picker. */
export function MatchedTagRow({ row, warning, checked, disabled, onToggle, onEditValue, onChooseInstance }: MatchedTagRowProps) {
  const id = `match-${row.key.replace(/[^A-Za-z0-9_-]/g, '-')}`
  const waiting = needsInstance(row)
  // A row of an instance not yet added says nothing itself: its group's heading offers to add it.
  const hint = waiting && !row.proposedInstance ? INSTANCE_TEXTS.chooseHint : null
  return (
    <li className={cn('flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border px-3 py-2.5 transition-colors sm:flex-nowrap', checked ? 'border-sky-200 bg-sky-50/40' : 'border-slate-200 bg-white')}>
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
        {hint && checked && <p className="text-xs font-medium text-amber-800">{hint}</p>}
      </div>
      {row.instanceChoices?.length ? (
        <select
          value={row.chapterId ?? ''}
          onChange={(e) => onChooseInstance?.(row.key, e.target.value)}
          disabled={disabled}
          aria-label={`Instance for ${row.name}`}
          className={cn(
            'h-10 w-full min-w-0 rounded-md border bg-white px-2 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 sm:w-48',
            waiting ? 'border-amber-500' : 'border-slate-300',
          )}
        >
          <option value="">{INSTANCE_TEXTS.choose}</option>
          {row.instanceChoices.map((c) => (
            <option key={c.chapterId} value={c.chapterId}>
              {c.instance}
            </option>
          ))}
        </select>
      ) : null}
      <div className="w-28 shrink-0 sm:w-40">
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
