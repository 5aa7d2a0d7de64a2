import { CreateTagInput, TagContentInput, TagIdInput, UpdateTagInput } from '@shared/src/tags/tag.schema'
import { authedProcedure, router } from '../../core/trpc'
import { tagContent } from './tagged-content.service'
import { createTag, deleteTag, listTags, updateTag } from './tags.service'

/** Tags for every signed-in user; editing is the creator's or a super's, deleting a super's. */
export const tagsRouter = router({
  list: authedProcedure.query(({ ctx }) => listTags(ctx)),
  create: authedProcedure.input(CreateTagInput).mutation(({ ctx, input }) => createTag(ctx, input)),
  update: authedProcedure.input(UpdateTagInput).mutation(({ ctx, input }) => updateTag(ctx, input)),
  delete: authedProcedure.input(TagIdInput).mutation(({ ctx, input }) => deleteTag(ctx, input.id)),
  tagContent: authedProcedure.input(TagContentInput).mutation(({ ctx, input }) => tagContent(ctx, input)),
})
