import { ContactInput, WaitlistInput } from '@shared/src/public/public.schema'
import { publicProcedure, router } from '../../core/trpc'
import { submitContact, subscribeWaitlist } from './public.service'

export const publicRouter = router({
  subscribeWaitlist: publicProcedure.input(WaitlistInput).mutation(({ ctx, input }) => subscribeWaitlist(ctx, input)),
  submitContact: publicProcedure.input(ContactInput).mutation(({ ctx, input }) => submitContact(ctx, input)),
})
