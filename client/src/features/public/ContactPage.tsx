import { LandingContent } from './LandingContent'

/** /contact for signed-in users: the landing content with the contact form. */
export function ContactPage() {
  return <LandingContent signedIn />
}
