import { ADMIN_TEXTS } from '@shared/src/admin/admin-texts'
import type { TagContentInput } from '@shared/src/tags/tag.schema'
import type { AuthedCtx } from '../../core/context'
import { AppError } from '../../core/errors'
import { requireWritableReport } from '../../core/owned-report'
import { isUuid } from '../../core/values'
import * as repo from './tags.repo'

/** Refuses content the caller may not tag: another user's report, or admin content for a non-super. */
async function checkContent(ctx: AuthedCtx, input: TagContentInput): Promise<void> {
  if (input.contentType === 'report') {
    await requireWritableReport(ctx.db, ctx.user, input.contentId)
    return
  }
  if (ctx.user.role !== 'super') throw new AppError('FORBIDDEN', ADMIN_TEXTS.contentForbidden)
  const exists = input.contentType === 'template' ? repo.templateExists : repo.moduleExists
  if (!isUuid(input.contentId) || !(await exists(ctx.db, input.contentId))) {
    throw new AppError('NOT_FOUND', input.contentType === 'template' ? ADMIN_TEXTS.templateNotFound : ADMIN_TEXTS.moduleNotFound)
  }
}

/** Records that a span of a chapter was marked with a tag. */
export async function tagContent(ctx: AuthedCtx, input: TagContentInput): Promise<{ id: string }> {
  const tag = isUuid(input.tagId) ? await repo.findTagById(ctx.db, input.tagId) : undefined
  // Another user's private tag is "not found", as in the pickers.
  const usable = tag && (tag.shared || tag.createdBy === ctx.user.id || ctx.user.role === 'super')
  if (!usable) throw new AppError('NOT_FOUND', ADMIN_TEXTS.tagNotFound)
  await checkContent(ctx, input)
  return repo.insertTaggedContent(ctx.db, { ...input, chapterId: input.chapterId ?? null, createdBy: ctx.user.id })
}
