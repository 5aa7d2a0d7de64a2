import { AlertCircle, AlertTriangle, CheckCircle2 } from 'lucide-react'
import { Spinner } from '../../components/ui/Spinner'
import type { CleanupState } from './cleanup-state'

/** The state line of a cleanup: spinner and status while streaming, then done, cut short or failed. */
export function CleanupStatus({ state, onRetry }: { state: CleanupState; onRetry?: () => void }) {
  switch (state.phase) {
    case 'idle':
      return null
    case 'streaming':
      return (
        <div role="status" className="flex items-center gap-3 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
          <Spinner className="text-sky-700" />
          {state.status || 'Loading...'}
        </div>
      )
    case 'complete':
      return state.storedAt ? null : (
        <div role="status" className="flex items-center gap-3 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
          <CheckCircle2 className="h-4 w-4" aria-hidden />
          {state.status}
        </div>
      )
    case 'partial':
      return (
        <div role="status" className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">Partial Report</p>
            <p>{state.status}</p>
          </div>
        </div>
      )
    case 'error':
      return (
        <div role="alert" className="flex items-start gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">Error</p>
            <p className="mt-0.5 text-sm">{state.error}</p>
          </div>
          {onRetry && (
            <button type="button" onClick={onRetry} className="shrink-0 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600">
              Try again
            </button>
          )}
        </div>
      )
  }
}

/** The fields the cleaned report still shows as missing, as a warning list. */
export function MissingFields({ names }: { names: string[] }) {
  if (!names.length) return null
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="h-4 w-4" aria-hidden />
        {names.length} {names.length === 1 ? 'field is' : 'fields are'} still missing
      </p>
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Missing fields">
        {names.map((n) => (
          <li key={n} className="rounded border border-amber-300 bg-white px-1.5 py-0.5 font-mono text-xs text-amber-900">
            {n}
          </li>
        ))}
      </ul>
    </div>
  )
}
