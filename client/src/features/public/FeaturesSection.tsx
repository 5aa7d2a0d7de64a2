import { ClipboardList, FileDown, Layers, Mic, Sparkles, Tags } from 'lucide-react'

const features = [
  {
    Icon: ClipboardList,
    title: 'Forensic templates',
    text: 'Begin every case from a base autopsy template with the chapters your office already uses: external and internal examination, toxicology, opinion.',
  },
  {
    Icon: Layers,
    title: 'Injury modules',
    text: 'Add modules for gunshot, sharp-force or blunt-force injuries. Each brings its own chapters, repeated for every wound you document.',
  },
  {
    Icon: Mic,
    title: 'Voice dictation',
    text: 'Dictate findings at the table or upload a recording. The transcript stays editable, so you correct a word before anything reaches the report.',
  },
  {
    Icon: Sparkles,
    title: 'Time-saving content suggestions',
    text: 'Dictated values such as organ weights are matched to the right place in the report with a confidence score. You insert only what you accept.',
  },
  {
    Icon: Tags,
    title: 'Structured tagging',
    text: 'Reusable coloured tags mark measurements and findings. Filled tags turn green, missing ones stay red, so an incomplete section is easy to spot.',
  },
  {
    Icon: FileDown,
    title: 'Clean-up and export',
    text: 'Generate a cleaned final report for review, then export it as HTML or as a Word document for your sign-out process.',
  },
]

/** What the product does, in the words of the autopsy suite. */
export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-4 bg-white py-20">
      <div className="mx-auto max-w-6xl px-6">
        <div className="max-w-2xl">
          <h2 id="features-title" className="text-3xl font-semibold tracking-tight text-slate-900">
            Features
          </h2>
          <p className="mt-3 text-lg text-slate-600">
            Built for forensic professionals: everything a post-mortem report needs, from the first external finding to the signed document.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-slate-200 bg-slate-50/60 p-6">
              <span className="flex h-10 w-10 items-center justify-center rounded-md bg-sky-100 text-sky-800">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <h3 className="mt-4 text-base font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
