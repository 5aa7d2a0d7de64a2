import { trpc } from '../../lib/trpc'

/** The tag list stays fresh 5 min, is kept 10 min, and is not refetched on focus. */
export const TAG_LIST_QUERY_OPTIONS = { staleTime: 5 * 60_000, gcTime: 10 * 60_000, refetchOnWindowFocus: false } as const

/** Every tag, cached as the spec says. */
export function useTagList() {
  return trpc.tags.list.useQuery(undefined, TAG_LIST_QUERY_OPTIONS)
}
