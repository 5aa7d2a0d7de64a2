import { ShieldCheck, Stethoscope, UserCheck } from 'lucide-react'

const values = [
  { Icon: Stethoscope, title: 'Accuracy first', text: 'Terminology, structure and numbering follow the way forensic pathologists write, not the other way round.' },
  { Icon: UserCheck, title: 'The pathologist decides', text: 'Suggestions are proposals. Nothing enters a report until the examiner has reviewed and accepted it.' },
  { Icon: ShieldCheck, title: 'Privacy by design', text: 'We are working toward HIPAA compliance. Until it is in place, this demo must not hold real case data.' },
]

/** Who builds the product and the principles it follows. */
export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-4 border-y border-slate-200 bg-slate-50 py-20">
      <div className="mx-auto grid max-w-6xl gap-12 px-6 lg:grid-cols-2">
        <div>
          <h2 id="about-title" className="text-3xl font-semibold tracking-tight text-slate-900">
            About Us
          </h2>
          <p className="mt-4 leading-relaxed text-slate-700">
            We build software for the people who determine cause and manner of death. Report writing takes a large share of a forensic
            pathologist&apos;s week: transcribing notes, repeating standard sections and checking that every measurement made it into the
            final document.
          </p>
          <p className="mt-4 leading-relaxed text-slate-700">
            Our team works alongside medical examiners and forensic pathology departments to shorten that work without changing who is
            responsible for the report. The examiner stays the author; the system does the typing, the structure and the bookkeeping.
          </p>
        </div>
        <ul className="space-y-4">
          {values.map(({ Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-lg border border-slate-200 bg-white p-5">
              <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-sky-700" />
              <div>
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
