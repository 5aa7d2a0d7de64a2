import { Mail, Users } from 'lucide-react'
import { ContactForm } from './ContactForm'
import { WaitlistForm } from './WaitlistForm'

/** The Join Waitlist and Send Us a Message forms, side by side on wide screens. */
export function FormsSection() {
  return (
    <div className="border-t border-slate-200 bg-slate-50 py-20">
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-6 lg:grid-cols-2">
        <section id="waitlist" aria-labelledby="waitlist-title" className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
          <Users aria-hidden="true" className="h-6 w-6 text-sky-700" />
          <h2 id="waitlist-title" className="mt-3 text-2xl font-semibold tracking-tight text-slate-900">
            Join Waitlist
          </h2>
          <p className="mt-2 text-slate-600">Be among the first offices to use the platform once it leaves the demo stage.</p>
          <div className="mt-6">
            <WaitlistForm />
          </div>
        </section>
        <section id="contact" aria-labelledby="contact-title" className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
          <Mail aria-hidden="true" className="h-6 w-6 text-sky-700" />
          <h2 id="contact-title" className="mt-3 text-2xl font-semibold tracking-tight text-slate-900">
            Send Us a Message
          </h2>
          <p className="mt-2 text-slate-600">Questions about templates, a demo for your department, or feedback from the autopsy suite: we read every message.</p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
      </div>
    </div>
  )
}
