import { createQueryClient, createTrpcClient } from './trpc'

/** The app's one query cache and tRPC client; the router reads the session from the same cache to preload the right page. */
export const queryClient = createQueryClient()
export const trpcClient = createTrpcClient()
