import { AboutSection } from './AboutSection'
import { FeaturesSection } from './FeaturesSection'
import { FormsSection } from './FormsSection'
import { HeroSection } from './HeroSection'
import { LandingHeader } from './LandingHeader'
import { TimelineSection } from './TimelineSection'
import { useContactScroll } from './useContactScroll'

/** The landing page body, shared by / (signed out) and /contact (signed in). */
export function LandingContent({ signedIn }: { signedIn: boolean }) {
  useContactScroll()
  return (
    <div className="flex flex-1 flex-col bg-white">
      {/* Signed in, the top bar is the page's one header: no second bar of links under it. */}
      {!signedIn && <LandingHeader signedIn={false} />}
      <main className="flex-1">
        <HeroSection signedIn={signedIn} />
        <FeaturesSection />
        <AboutSection />
        <TimelineSection />
        <FormsSection />
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-6 py-6 text-sm text-slate-600">
          <p>© {new Date().getFullYear()} Autopsy Report Generation System</p>
          <p>Development demo. Not HIPAA compliant; do not enter sensitive medical data.</p>
        </div>
      </footer>
    </div>
  )
}
