import type { CurrentUser } from '@shared/src/auth/auth.schema'
import { trpc } from '../../lib/trpc'

/** After login or signup: remember the role and reload the user; the router then shows home. */
export function useSignedIn() {
  const utils = trpc.useUtils()
  return async (user: CurrentUser) => {
    localStorage.setItem('userRole', user.role)
    await utils.auth.me.invalidate()
  }
}
