import { Link } from '@tanstack/react-router'
import { FileText } from 'lucide-react'

const nav = [
  { href: '#features', label: 'Features' },
  { href: '#about', label: 'About Us' },
  { href: '#timeline', label: 'Timeline' },
  { href: '#contact', label: 'Contact' },
]

const linkClass = 'rounded px-1 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600'

/** The landing page's header: product name, section links, and Sign in / Sign up (or the way back home when signed in). */
export function LandingHeader({ signedIn }: { signedIn: boolean }) {
  // Signed in, the top bar is the page's banner already; a second one would confuse landmark navigation.
  const Tag = signedIn ? 'div' : 'header'
  return (
    <Tag data-app-bar className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-6">
        <Link to="/" className="flex items-center gap-2 rounded font-semibold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600">
          <span className="flex h-8 w-8 items-center justify-center rounded-md bg-sky-700 text-white">
            <FileText aria-hidden="true" className="h-4 w-4" />
          </span>
          <span>Autopsy Report Generation System</span>
        </Link>
        <nav aria-label="Sections" className="ml-auto hidden items-center gap-5 lg:flex">
          {nav.map((n) => (
            <a key={n.href} href={n.href} className={linkClass}>
              {n.label}
            </a>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2 lg:ml-4">
          {signedIn ? (
            <Link to="/" className="inline-flex h-9 items-center rounded-md bg-slate-900 px-4 text-sm font-medium text-white hover:bg-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2">
              My Reports
            </Link>
          ) : (
            <>
              <Link to="/login" className="inline-flex h-9 items-center rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600">
                Sign in
              </Link>
              <Link to="/signup" className="inline-flex h-9 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600">
                Sign up
              </Link>
            </>
          )}
        </div>
      </div>
    </Tag>
  )
}
