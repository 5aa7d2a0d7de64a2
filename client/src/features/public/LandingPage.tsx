import { LandingContent } from './LandingContent'

/** The public landing page at / for signed-out visitors. */
export function LandingPage() {
  return <LandingContent signedIn={false} />
}
