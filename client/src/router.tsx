import { Suspense, type ReactNode } from 'react'
import { createRootRoute, createRoute, createRouter, Navigate, Outlet, useParams } from '@tanstack/react-router'
import { createTRPCQueryUtils, getQueryKey } from '@trpc/react-query'
import type { CurrentUser } from '@shared/src/auth/auth.schema'
import { useSession } from './lib/session'
import { queryClient, trpcClient } from './lib/clients'
import { trpc } from './lib/trpc'
import { pages, type Page } from './routes/pages'
import { NotFoundPage } from './features/shell/NotFoundPage'
import { LoadingScreen } from './features/shell/LoadingScreen'
import { AppFrame, SignedInBars } from './features/shell/AppFrame'
import { StartScreen } from './features/shell/StartScreen'
import { FIRST_SCREEN_INPUT } from './features/home/use-caseload'

const meKey = getQueryKey(trpc.auth.me, undefined, 'query')

/** The user the session query last answered with: undefined while unknown, null when signed out. */
const knownUser = () => queryClient.getQueryData<CurrentUser | null>(meKey)

/**
 * The current user, waiting for the session query when it has not answered yet (joining the one in flight, such
 * as index.html's early request): undefined when it fails, and the page's own gate then asks again.
 */
async function sessionUser(): Promise<CurrentUser | null | undefined> {
  const known = knownUser()
  if (known !== undefined) return known
  return queryClient.fetchQuery({ queryKey: meKey, queryFn: () => trpcClient.auth.me.query() }).catch(() => undefined)
}

/** One loading screen for everything that happens before a page can show (session, page chunk, page data). */
const Loading = () => <LoadingScreen />

/** Shows `signedIn` or `signedOut` once the current user is known (session gate). */
function Gate({ signedIn, signedOut }: { signedIn: () => ReactNode; signedOut: () => ReactNode }) {
  const { user, isLoading } = useSession()
  if (isLoading) return <Loading />
  return <Suspense fallback={<Loading />}>{user ? signedIn() : signedOut()}</Suspense>
}

interface PageNeeds {
  signedIn?: Page
  signedOut?: Page
  /** The signed-in page's first data, fetched with its code. */
  signedInData?: () => Promise<unknown>
}

/**
 * A route component that picks its page by session. Its preload (run by the router when the route loads, and on
 * link hover or intent) fetches what the visitor will actually see: the page's chunk, for signed-in users the top
 * bar's and the page's first data. At start the router waits for the session here, so React's first render has the
 * page, its code and usually its data at hand (one render instead of loading screen, then top bar, then page); the
 * start screen from index.html, which is the spec's loading screen, shows until then.
 */
function gated(signedIn: () => ReactNode, signedOut: () => ReactNode, needs: PageNeeds) {
  const preload = async () => {
    const user = await sessionUser()
    if (user === undefined) return
    if (!user) return needs.signedOut?.preload?.()
    await Promise.all([needs.signedIn?.preload?.(), SignedInBars.preload?.(), needs.signedInData?.().catch(() => undefined)])
  }
  return Object.assign(() => <Gate signedIn={signedIn} signedOut={signedOut} />, { preload })
}

const queryUtils = createTRPCQueryUtils({ queryClient, client: trpcClient })

/**
 * The home screen's first data: the turnaround dashboard (the cached one, else index.html's early request, else a new
 * one) and the first page of My Reports, whose size does not grow with the caseload.
 */
const homeData = () => Promise.all([queryUtils.caseload.dashboard.ensureData(), queryUtils.caseload.page.prefetchInfinite(FIRST_SCREEN_INPUT)])

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
  component: gated(() => <pages.home />, () => <pages.landing />, { signedIn: pages.home, signedOut: pages.landing, signedInData: homeData }),
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
