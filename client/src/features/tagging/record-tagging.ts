import { toast } from '../../components/toast/toast-store'
import type { trpc } from '../../lib/trpc'
import type { AppliedTag } from './tag-commands'
import type { TaggingScope } from './scope'

type Client = ReturnType<typeof trpc.useUtils>['client']

/** Text of the warning when a tag stays in the text but could not be recorded. */
export const RECORD_FAILED_TOAST = { title: 'Tag not recorded', description: 'The tag is in the text, but recording it on the server failed.' }

/**
 * Records a span marked with a tag (POST /api/tagged-content). The mark is already in the
 * text and stays there whatever happens; a failure only warns. Skipped while the content has
 * no id yet (a template being created).
 */
export async function recordTagging(client: Client, scope: TaggingScope, tagId: string, applied: AppliedTag): Promise<void> {
  if (!scope.contentId) return
  try {
    await client.tags.tagContent.mutate({
      tagId,
      contentType: scope.contentType,
      contentId: scope.contentId,
      chapterId: scope.chapterId ?? null,
      startPosition: applied.from,
      endPosition: applied.to,
      taggedText: applied.text.slice(0, 10_000),
    })
  } catch {
    toast({ ...RECORD_FAILED_TOAST, variant: 'default' })
  }
}
