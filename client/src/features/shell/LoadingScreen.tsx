import { FileText, Loader2 } from 'lucide-react'

/** Shown while the current user is being determined at start (spec section 2). */
export function LoadingScreen() {
  return (
    <main className="flex flex-1 items-center justify-center py-24">
      <div className="flex flex-col items-center gap-6">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <span className="flex h-8 w-8 items-center justify-center rounded-md bg-sky-700 text-white">
            <FileText aria-hidden="true" className="h-4 w-4" />
          </span>
          Autopsy Report Generation System
        </p>
        <div role="status" aria-live="polite" className="flex items-center gap-2 text-slate-600">
          <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin text-sky-700" />
          <span className="text-sm font-medium">Loading...</span>
        </div>
      </div>
    </main>
  )
}
