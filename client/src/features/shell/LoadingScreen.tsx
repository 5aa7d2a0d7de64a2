import { FileText, Loader2 } from 'lucide-react'
import { HOME_TEXTS } from '../home/home-texts'

/**
 * The one loading screen: while the current user is determined, while a page's
 * code arrives and while the home screen's templates, modules and reports load. It is fixed to the
 * viewport and transparent around its text, so the demo banner above stays visible and the top bar
 * appearing above it does not move it.
 */
export function LoadingScreen({ landmark = true }: { landmark?: boolean }) {
  // Inside a page that already has its <main> (the home's create tab), a plain element: one main landmark per page.
  const Root = landmark ? 'main' : 'div'
  return (
    <Root data-testid="loading-screen" className="pointer-events-none fixed inset-0 flex items-center justify-center">
      <div className="flex flex-col items-center gap-6">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <span className="flex h-8 w-8 items-center justify-center rounded-md bg-sky-700 text-white">
            <FileText aria-hidden="true" className="h-4 w-4" />
          </span>
          {HOME_TEXTS.title}
        </p>
        <div role="status" aria-live="polite" className="flex items-center gap-2 text-slate-600">
          <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin text-sky-700" />
          <span className="text-sm font-medium">{HOME_TEXTS.loading}</span>
        </div>
      </div>
    </Root>
  )
}
