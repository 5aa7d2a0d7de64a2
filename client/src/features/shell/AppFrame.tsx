import { Suspense, type ReactNode } from 'react'
import { lazyRouteComponent } from '@tanstack/react-router'
import { Toaster } from '../../components/toast/Toaster'
import { useSession } from '../../lib/session'
import { DemoBanner } from './DemoBanner'

/** The top bar and quota banner, a chunk of their own; once preloaded (the router does so with a signed-in page) they render at once. */
export const SignedInBars = lazyRouteComponent(() => import('./SignedInBars'))

/** Chrome shared by every screen: notification bar, demo banner, and for signed-in users the top bar and quota banner. */
export function AppFrame({ children }: { children: ReactNode }) {
  const { user } = useSession()
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <Toaster />
      <DemoBanner />
      {user && (
        // Holds the top bar's place while its code arrives, so the page below does not jump: the same box as
        // TopBar's header (a 56 px row above a 1 px border, 57 px in all).
        <Suspense
          fallback={
            <div aria-hidden="true" className="border-b border-slate-200 bg-white">
              <div className="h-14" />
            </div>
          }
        >
          <SignedInBars user={user} />
        </Suspense>
      )}
      <div className="flex flex-1 flex-col">{children}</div>
    </div>
  )
}
