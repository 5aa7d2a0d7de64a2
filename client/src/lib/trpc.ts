import { createTRPCReact, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/react-query'
import { QueryClient } from '@tanstack/react-query'
import type { AppRouter } from '../../../server/src/router'

export const trpc = createTRPCReact<AppRouter>()

/** The spec's devAuthToken: a bearer token from local storage, sent when present. */
export function devAuthHeaders(): Record<string, string> {
  const token = typeof localStorage !== 'undefined' ? localStorage.getItem('devAuthToken') : null
  return token ? { Authorization: `Bearer ${token}` } : {}
}

const isClientError = (error: unknown) => {
  const status = (error as { data?: { httpStatus?: number } })?.data?.httpStatus
  return typeof status === 'number' && status >= 400 && status < 500
}

/** Query defaults of spec section 9: fresh 30 s, kept 5 min, one retry, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: 5 * 60_000, retry: (count, error) => count < 1 && !isClientError(error), refetchOnWindowFocus: false },
      // One retry, but never for an answer the server gave on purpose (4xx): that would repeat a refusal.
      mutations: { retry: (count, error) => count < 1 && !isClientError(error) },
    },
  })
}

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: '/trpc' }),
        false: httpBatchLink({
          url: '/trpc',
          headers: devAuthHeaders,
          fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }),
        }),
      }),
    ],
  })
}
