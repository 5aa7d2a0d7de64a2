import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
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
