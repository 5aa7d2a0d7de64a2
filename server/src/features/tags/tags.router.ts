import { CreateTagInput, TagContentInput, TagIdInput, UpdateTagInput } from '@shared/src/tags/tag.schema'
import { authedProcedure, router, superProcedure } from '../../core/trpc'
import { tagContent } from './tagged-content.service'
import { createTag, deleteTag, listAllTags, listTags, shareTag, updateTag } from './tags.service'

/** Tags for every signed-in user; editing is the creator's or a super's, sharing and deleting a super's. */
export const tagsRouter = router({
  /** The caller's pickers: shared tags and the caller's own. */
  list: authedProcedure.query(({ ctx }) => listTags(ctx)),
  /** The admin Tags tab: every tag, shared or private. */
  listAll: superProcedure.query(({ ctx }) => listAllTags(ctx)),
  share: superProcedure.input(TagIdInput).mutation(({ ctx, input }) => shareTag(ctx, input.id)),
  create: authedProcedure.input(CreateTagInput).mutation(({ ctx, input }) => createTag(ctx, input)),
  update: authedProcedure.input(UpdateTagInput).mutation(({ ctx, input }) => updateTag(ctx, input)),
  delete: authedProcedure.input(TagIdInput).mutation(({ ctx, input }) => deleteTag(ctx, input.id)),
  tagContent: authedProcedure.input(TagContentInput).mutation(({ ctx, input }) => tagContent(ctx, input)),
})
