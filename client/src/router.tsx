import { createRootRoute, createRoute, createRouter, Navigate, Outlet, useParams } from '@tanstack/react-router'
import { useSession } from './lib/session'
import { LandingPage } from './features/public/LandingPage'
import { ContactPage } from './features/public/ContactPage'
import { LoginPage } from './features/auth/LoginPage'
import { SignupPage } from './features/auth/SignupPage'
import { HomePage } from './features/home/HomePage'
import { ReportEditorPage } from './features/reports/ReportEditorPage'
import { PreviewPage } from './features/reports/PreviewPage'
import { AdminPage } from './features/admin/AdminPage'
import { NotFoundPage } from './features/shell/NotFoundPage'
import { LoadingScreen } from './features/shell/LoadingScreen'
import { AppFrame } from './features/shell/AppFrame'

/** Shows `signedIn` or `signedOut` once the current user is known (spec section 2, session gate). */
function Gate({ signedIn, signedOut }: { signedIn: () => React.ReactNode; signedOut: () => React.ReactNode }) {
  const { user, isLoading } = useSession()
  if (isLoading) return <LoadingScreen />
  return <>{user ? signedIn() : signedOut()}</>
}

const notFound = () => <NotFoundPage />

const rootRoute = createRootRoute({
  component: () => (
    <AppFrame>
      <Outlet />
    </AppFrame>
  ),
  notFoundComponent: () => <Gate signedIn={notFound} signedOut={notFound} />,
})

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: () => <Gate signedIn={() => <HomePage />} signedOut={() => <LandingPage />} />,
})
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  component: () => <Gate signedIn={() => <Navigate to="/" />} signedOut={() => <LoginPage />} />,
})
const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup',
  component: () => <Gate signedIn={() => <Navigate to="/" />} signedOut={() => <SignupPage />} />,
})
const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact',
  component: () => <Gate signedIn={() => <ContactPage />} signedOut={notFound} />,
})
const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  component: () => <Gate signedIn={() => <AdminGate />} signedOut={notFound} />,
})
const reportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/report/$id',
  component: () => <Gate signedIn={() => <ReportEditorRoute />} signedOut={notFound} />,
})
const previewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/report/$id/preview',
  component: () => <Gate signedIn={() => <PreviewRoute />} signedOut={notFound} />,
})

/** Non-super users are sent home; the server refuses them too. */
function AdminGate() {
  const { user } = useSession()
  return user?.role === 'super' ? <AdminPage /> : <Navigate to="/" />
}

function ReportEditorRoute() {
  const { id } = useParams({ from: '/report/$id' })
  return <ReportEditorPage key={id} reportId={id} />
}

function PreviewRoute() {
  const { id } = useParams({ from: '/report/$id/preview' })
  return <PreviewPage key={id} reportId={id} />
}

const routeTree = rootRoute.addChildren([indexRoute, loginRoute, signupRoute, contactRoute, adminRoute, reportRoute, previewRoute])

export const router = createRouter({ routeTree, defaultPreload: false })

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
