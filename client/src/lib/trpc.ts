import { createTRPCClient, createTRPCReact, httpBatchLink, httpLink, httpSubscriptionLink, splitLink, type TRPCClient } from '@trpc/react-query'
import { QueryClient } from '@tanstack/react-query'
import type { AppRouter } from '../../../server/src/router'
import { isRefusal } from './errors'

export const trpc = createTRPCReact<AppRouter>()

/** The typed tRPC client outside React (`trpc.useUtils().client`). */
export type AppClient = TRPCClient<AppRouter>

/** The spec's devAuthToken: a bearer token from local storage, sent when present. */
export function devAuthHeaders(): Record<string, string> {
  const token = typeof localStorage !== 'undefined' ? localStorage.getItem('devAuthToken') : null
  return token ? { Authorization: `Bearer ${token}` } : {}
}

/** Query defaults: fresh 30 s, kept 5 min, one retry, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: 5 * 60_000, retry: (count, error) => count < 1 && !isRefusal(error), refetchOnWindowFocus: false },
      // One retry, but never for an answer the server gave on purpose (4xx): that would repeat a refusal.
      mutations: { retry: (count, error) => count < 1 && !isRefusal(error) },
    },
  })
}

/** What the client reaches the network with; tests pass their own (jsdom has no EventSource). */
export interface Transport {
  fetch?: typeof fetch
  EventSource?: typeof EventSource
}

/** Queries and mutations in batches over HTTP; subscriptions (job events) over SSE, resumed by tracked id. */
export function createTrpcClient(transport: Transport = {}) {
  const doFetch = transport.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: '/trpc', ...(transport.EventSource ? { EventSource: transport.EventSource } : {}) }),
        false: httpBatchLink({
          url: '/trpc',
          headers: devAuthHeaders,
          fetch: (url, init) => doFetch(url, { ...init, credentials: 'include' }),
        }),
      }),
    ],
  })
}

/**
 * A client whose requests outlive the page (`keepalive`), unbatched so each call is sent at once:
 * the last save while the page unloads.
 */
export function createKeepaliveClient(): AppClient {
  return createTRPCClient<AppRouter>({
    links: [httpLink({ url: '/trpc', headers: devAuthHeaders, fetch: (url, init) => fetch(url, { ...init, credentials: 'include', keepalive: true }) })],
  })
}
