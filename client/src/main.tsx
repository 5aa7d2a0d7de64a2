import './lib/zod-jitless'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { getQueryKey } from '@trpc/react-query'
import type { BootState } from '../build/boot'
import { queryClient, trpcClient } from './lib/clients'
import { trpc } from './lib/trpc'
import { router } from './router'
import './index.css'

function App() {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </trpc.Provider>
  )
}

/**
 * index.html's boot script asked for the session (and, signed in on the home screen, the turnaround dashboard) before
 * this module arrived; its answers become the first fetch of the same queries. Should an answer fail, the
 * query asks again through tRPC, so a hiccup of the early request is never taken for "signed out".
 */
function adoptBootAnswers(boot: BootState | undefined) {
  if (!boot) return
  const adopt = <T,>(queryKey: QueryKey, answer: Promise<unknown> | undefined, again: () => Promise<T>) => {
    if (answer) void queryClient.prefetchQuery({ queryKey, queryFn: () => (answer as Promise<T>).catch(again) })
  }
  adopt(getQueryKey(trpc.auth.me, undefined, 'query'), boot.me, () => trpcClient.auth.me.query())
  // Signed out, the early dashboard was never asked for: nothing to adopt, and nothing to ask again.
  void boot.me.then(
    (user) => user && adopt(getQueryKey(trpc.caseload.dashboard, undefined, 'query'), boot.queries['caseload.dashboard'], () => trpcClient.caseload.dashboard.query()),
    () => undefined,
  )
}
adoptBootAnswers((window as unknown as { __autopsyBoot?: BootState }).__autopsyBoot)

// #root holds the static start screen from index.html until React's first render replaces it. Rendering in a
// transition lets React yield to the browser every few milliseconds instead of blocking input for the whole render.
// The router resolves its first match before React's first render: an unresolved router renders nothing, which
// would blank the start screen for a frame.
const root = createRoot(document.getElementById('root')!)
void router.load().finally(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
)
