import { cn } from '../../components/ui/cn'

type Status = 'Completed' | 'In progress' | 'Planned'

const phases: { title: string; status: Status; text: string }[] = [
  { title: 'Template library and report editor', status: 'Completed', text: 'Base autopsy templates, injury modules and a chapter-based editor with numbered sections.' },
  { title: 'Dictation and tag matching', status: 'Completed', text: 'Recording and upload of dictation, transcription, and matching of dictated findings to report tags.' },
  { title: 'Report clean-up and export', status: 'In progress', text: 'Generated final reports for review, HTML and Word export, and monthly usage quotas.' },
  { title: 'Pilot with medical examiner offices', status: 'Planned', text: 'Supervised pilots with forensic pathology departments to refine templates and terminology.' },
  { title: 'HIPAA compliance and production release', status: 'Planned', text: 'Security review, compliant hosting and audit trails before any real case data is accepted.' },
]

const badge: Record<Status, string> = {
  Completed: 'border-green-200 bg-green-50 text-green-800',
  'In progress': 'border-sky-200 bg-sky-50 text-sky-800',
  Planned: 'border-slate-200 bg-slate-100 text-slate-700',
}

/** Where development stands, phase by phase. */
export function TimelineSection() {
  return (
    <section id="timeline" aria-labelledby="timeline-title" className="scroll-mt-4 bg-white py-20">
      <div className="mx-auto max-w-6xl px-6">
        <h2 id="timeline-title" className="text-3xl font-semibold tracking-tight text-slate-900">
          Development timeline
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-600">The platform is a development demo. This is what is built and what comes next.</p>
        <ol className="mt-10 grid gap-4 md:grid-cols-5">
          {phases.map((p, i) => (
            <li key={p.title} className="relative rounded-lg border border-slate-200 bg-white p-5">
              <p className="text-xs font-semibold uppercase tracking-wider text-slate-500">Phase {i + 1}</p>
              <h3 className="mt-2 font-semibold leading-snug text-slate-900">{p.title}</h3>
              <span className={cn('mt-3 inline-flex rounded-full border px-2 py-0.5 text-xs font-medium', badge[p.status])}>{p.status}</span>
              <p className="mt-3 text-sm leading-relaxed text-slate-600">{p.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
