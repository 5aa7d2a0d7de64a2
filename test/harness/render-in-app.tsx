import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { httpBatchLink } from '@trpc/react-query'
import { Toaster } from '../../client/src/components/toast/Toaster'
import { createQueryClient, trpc } from '../../client/src/lib/trpc'

// jsdom has no scrolling; the router scrolls to the top on navigation.
window.scrollTo = () => {}

/** Nothing listens here: a component test can only exercise what happens before the network. */
export const UNREACHABLE_TRPC_URL = 'http://127.0.0.1:9/trpc'

/**
 * Renders `ui` the way the app does (real tRPC and Query providers, a router, the Toaster),
 * with a tRPC client whose server does not exist.
 */
export function renderInApp(ui: () => ReactNode, path = '/') {
  const queryClient = createQueryClient()
  const trpcClient = trpc.createClient({ links: [httpBatchLink({ url: UNREACHABLE_TRPC_URL })] })
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Toaster />
        {ui()}
      </>
    ),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) })
  return render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </trpc.Provider>,
  )
}
