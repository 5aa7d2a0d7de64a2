import { Suspense, type ReactNode } from 'react'
import { createRootRoute, createRoute, createRouter, Navigate, Outlet, useParams } from '@tanstack/react-router'
import { getQueryKey } from '@trpc/react-query'
import type { CurrentUser } from '@shared/src/auth/auth.schema'
import { useSession } from './lib/session'
import { queryClient } from './lib/clients'
import { trpc } from './lib/trpc'
import { pages, type Page } from './routes/pages'
import { NotFoundPage } from './features/shell/NotFoundPage'
import { LoadingScreen } from './features/shell/LoadingScreen'
import { AppFrame } from './features/shell/AppFrame'
import { StartScreen } from './features/shell/StartScreen'

/** The user the session query last answered with: undefined while unknown, null when signed out. */
const knownUser = () => queryClient.getQueryData<CurrentUser | null>(getQueryKey(trpc.auth.me, undefined, 'query'))

/** One loading screen for everything that happens before a page can show (session, page chunk, page data). */
const Loading = () => <LoadingScreen />

/** Shows `signedIn` or `signedOut` once the current user is known (spec section 2, session gate). */
function Gate({ signedIn, signedOut }: { signedIn: () => ReactNode; signedOut: () => ReactNode }) {
  const { user, isLoading } = useSession()
  if (isLoading) return <Loading />
  return <Suspense fallback={<Loading />}>{user ? signedIn() : signedOut()}</Suspense>
}

/**
 * A route component that picks its page by session, and preloads (on link hover or intent) the
 * chunk of the page the visitor will actually see: nothing when the session is not known yet.
 */
function gated(signedIn: () => ReactNode, signedOut: () => ReactNode, chunks: { signedIn?: Page; signedOut?: Page }) {
  const preload = async () => {
    const user = knownUser()
    if (user === undefined) return
    await (user ? chunks.signedIn : chunks.signedOut)?.preload?.()
  }
  return Object.assign(() => <Gate signedIn={signedIn} signedOut={signedOut} />, { preload })
}

const notFound = () => <NotFoundPage />

const rootRoute = createRootRoute({
  component: () => (
    <AppFrame>
      <Outlet />
    </AppFrame>
  ),
  notFoundComponent: () => <Gate signedIn={notFound} signedOut={notFound} />,
  // While the router resolves its first match, React shows exactly the start screen index.html painted: no blank frame.
  pendingComponent: StartScreen,
  pendingMs: 0,
  pendingMinMs: 0,
})

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: gated(() => <pages.home />, () => <pages.landing />, { signedIn: pages.home, signedOut: pages.landing }),
})
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  component: gated(() => <Navigate to="/" />, () => <pages.login />, { signedOut: pages.login }),
})
const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup',
  component: gated(() => <Navigate to="/" />, () => <pages.signup />, { signedOut: pages.signup }),
})
const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact',
  component: gated(() => <pages.contact />, notFound, { signedIn: pages.contact }),
})
const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  component: gated(() => <AdminGate />, notFound, { signedIn: pages.admin }),
})
const reportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/report/$id',
  component: gated(() => <ReportEditorRoute />, notFound, { signedIn: pages.editor }),
})
const previewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/report/$id/preview',
  component: gated(() => <PreviewRoute />, notFound, { signedIn: pages.preview }),
})

/** Non-super users are sent home; the server refuses them too. */
function AdminGate() {
  const { user } = useSession()
  return user?.role === 'super' ? <pages.admin /> : <Navigate to="/" />
}

function ReportEditorRoute() {
  const { id } = useParams({ from: '/report/$id' })
  return <pages.editor key={id} reportId={id} />
}

function PreviewRoute() {
  const { id } = useParams({ from: '/report/$id/preview' })
  return <pages.preview key={id} reportId={id} />
}

const routeTree = rootRoute.addChildren([indexRoute, loginRoute, signupRoute, contactRoute, adminRoute, reportRoute, previewRoute])

// 'intent': hovering or focusing a link fetches the next page's chunk, so navigation still feels instant.
export const router = createRouter({ routeTree, defaultPreload: 'intent' })

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
