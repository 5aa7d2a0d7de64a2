import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, FileText } from 'lucide-react'

/** The centred card shared by sign-in and sign-up. */
export function AuthLayout({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer: ReactNode }) {
  return (
    <main className="flex flex-1 flex-col items-center justify-center bg-slate-50 px-6 py-16">
      <div className="w-full max-w-md">
        <Link to="/" className="mx-auto mb-8 flex w-fit items-center gap-2 rounded font-semibold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600">
          <span className="flex h-9 w-9 items-center justify-center rounded-md bg-sky-700 text-white">
            <FileText aria-hidden="true" className="h-5 w-5" />
          </span>
          Autopsy Report Generation System
        </Link>
        <div className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
          <div className="mt-6">{children}</div>
        </div>
        <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>
        <Link to="/" className="mx-auto mt-4 flex w-fit items-center gap-1 rounded text-sm text-slate-600 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to the home page
        </Link>
      </div>
    </main>
  )
}

/** A text link styled for the auth card's footer. */
export function AuthLink({ to, children }: { to: '/login' | '/signup'; children: ReactNode }) {
  return (
    <Link to={to} className="rounded font-medium text-sky-800 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600">
      {children}
    </Link>
  )
}
