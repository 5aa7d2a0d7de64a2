import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { trpc } from '../../lib/trpc'

const isMeQuery = (key: readonly unknown[]) => JSON.stringify(key[0]) === '["auth","me"]'

/** Logs out on the server, then forgets the user and every cached query and goes to /. */
export function useLogout() {
  const utils = trpc.useUtils()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const logout = trpc.auth.logout.useMutation({
    // Even when the call fails we leave: the next auth.me answer decides whether a session remains.
    onSettled: async () => {
      localStorage.removeItem('userRole')
      // The session query is set to signed-out rather than removed so the screens watching it update at once.
      utils.auth.me.setData(undefined, null)
      queryClient.removeQueries({ predicate: (q) => !isMeQuery(q.queryKey) })
      await navigate({ to: '/' })
    },
  })
  return { logout: () => logout.mutate(), isPending: logout.isPending }
}
