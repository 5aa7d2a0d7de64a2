import { trpc } from './trpc'

/** The current user (session): always refetched; null when signed out. */
export function useSession() {
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 0, refetchOnMount: 'always' })
  return { user: me.data ?? null, isLoading: me.isLoading, refetch: me.refetch }
}
