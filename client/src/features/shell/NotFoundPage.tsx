import { Link } from '@tanstack/react-router'
import { ArrowLeft, FileSearch } from 'lucide-react'

/** The 404 screen for any unknown path, signed in or not. */
export function NotFoundPage() {
  return (
    <main className="flex flex-1 items-center justify-center px-6 py-24">
      <div className="max-w-md text-center">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
          <FileSearch aria-hidden="true" className="h-7 w-7" />
        </span>
        <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-sky-700">Error 404</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900">Page Not Found</h1>
        <p className="mt-3 text-slate-600">The page you are looking for does not exist or may have been moved.</p>
        <Link
          to="/"
          className="mt-8 inline-flex h-10 items-center gap-2 rounded-md bg-slate-900 px-4 text-sm font-medium text-white hover:bg-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to Home
        </Link>
      </div>
    </main>
  )
}
