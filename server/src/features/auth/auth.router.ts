import { authedProcedure, publicProcedure, router } from '../../core/trpc'
import { getUsageStats, login, logout, me, signup } from './auth.service'
import { LoginInput, SignupInput } from '@shared/src/auth/auth.schema'

export const authRouter = router({
  signup: publicProcedure.input(SignupInput).mutation(({ ctx, input }) => signup(ctx, input)),
  login: publicProcedure.input(LoginInput).mutation(({ ctx, input }) => login(ctx, input)),
  logout: publicProcedure.mutation(({ ctx }) => logout(ctx)),
  /** The signed-in user, or null when signed out (the REST /api/auth/me answers 401 instead). */
  me: publicProcedure.query(({ ctx }) => (ctx.user ? me({ ...ctx, user: ctx.user }).user : null)),
  usageStats: authedProcedure.query(({ ctx }) => getUsageStats(ctx)),
})
