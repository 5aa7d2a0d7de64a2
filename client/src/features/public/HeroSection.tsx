import { Link } from '@tanstack/react-router'
import { ArrowRight, Check } from 'lucide-react'
import { ReportPreviewCard } from './ReportPreviewCard'

const promises = ['Forensic templates', 'Time-saving content suggestions', 'Voice dictation', 'Built for forensic professionals']

/** The opening promise to forensic pathologists and medical examiners, with Get Demo. */
export function HeroSection({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="hero-title" className="border-b border-slate-200 bg-gradient-to-b from-white to-slate-50">
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-sky-700">For forensic pathologists and medical examiners</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-semibold leading-tight tracking-tight text-slate-900 lg:text-[2.75rem]">
            Structured autopsy reports, drafted in a fraction of the time
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">
            Start from forensic templates, add injury modules for every wound, dictate your findings and let the system suggest the
            values that belong in each section. You review, you decide, you sign.
          </p>
          <ul className="mt-6 grid max-w-lg gap-2 sm:grid-cols-2">
            {promises.map((p) => (
              <li key={p} className="flex items-center gap-2 text-sm font-medium text-slate-800">
                <span className="flex h-5 w-5 items-center justify-center rounded-full bg-sky-100 text-sky-800">
                  <Check aria-hidden="true" className="h-3.5 w-3.5" />
                </span>
                {p}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={signedIn ? '/' : '/login'}
              className="inline-flex h-11 items-center gap-2 rounded-md bg-slate-900 px-6 text-base font-medium text-white shadow-sm hover:bg-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2"
            >
              {signedIn ? 'Open My Reports' : 'Get Demo'}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
            <a
              href="#waitlist"
              className="inline-flex h-11 items-center rounded-md border border-slate-300 bg-white px-6 text-base font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2"
            >
              Join Waitlist
            </a>
          </div>
        </div>
        <ReportPreviewCard />
      </div>
    </section>
  )
}
