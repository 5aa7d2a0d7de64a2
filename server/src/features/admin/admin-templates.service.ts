import type { z } from 'zod'
import { ADMIN_TEXTS } from '@shared/src/admin/admin-texts'
import type { AdminTemplate, CreateTemplateInput, UpdateTemplateInput } from '@shared/src/admin/template.schema'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { audit } from '@shared/node/db/audit'
import type { AuthedCtx } from '../../core/context'
import { AppError } from '../../core/errors'
import { parseStoredChapters } from '@shared/src/reports/stored-chapters'
import { normalizeChapters } from './admin-chapters'
import { isUuid, iso } from '../../core/values'
import * as repo from './admin-templates.repo'

const toAdminTemplate = (r: repo.TemplateRow): AdminTemplate => ({
  id: r.id,
  name: r.name,
  description: r.description,
  chapters: parseStoredChapters(r.chapters),
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
})

/** Cleaned chapters; a template must keep at least one titled top-level chapter. */
function templateChapters(chapters: readonly Chapter[]): Chapter[] {
  const clean = normalizeChapters(chapters)
  if (!clean.length) throw new AppError('BAD_REQUEST', ADMIN_TEXTS.templateNeedsChapter)
  return clean
}

/** Every template, oldest first, with dates. */
export async function listAdminTemplates(ctx: AuthedCtx): Promise<AdminTemplate[]> {
  return (await repo.listTemplates(ctx.db)).map(toAdminTemplate)
}

/** Adds a template. */
export async function createTemplate(ctx: AuthedCtx, input: z.infer<typeof CreateTemplateInput>): Promise<AdminTemplate> {
  const chapters = templateChapters(input.chapters)
  const row = await ctx.db.transaction().execute(async (trx) => {
    const created = await repo.insertTemplate(trx, { name: input.name, description: input.description, chapters: JSON.stringify(chapters) })
    await audit(trx, {
      actorId: ctx.user.id,
      action: 'admin.template.create',
      targetType: 'template',
      targetId: created.id,
      ip: ctx.ip,
      details: { name: created.name, chapterCount: chapters.length },
    })
    return created
  })
  return toAdminTemplate(row)
}

/** Changes the given fields of a template. */
export async function updateTemplate(ctx: AuthedCtx, input: z.infer<typeof UpdateTemplateInput>): Promise<AdminTemplate> {
  if (!isUuid(input.id)) throw new AppError('NOT_FOUND', ADMIN_TEXTS.templateNotFound)
  const chapters = input.chapters && templateChapters(input.chapters)
  const row = await ctx.db.transaction().execute(async (trx) => {
    const updated = await repo.updateTemplate(trx, input.id, {
      name: input.name,
      description: input.description,
      chapters: chapters && JSON.stringify(chapters),
      updatedAt: new Date(),
    })
    if (!updated) throw new AppError('NOT_FOUND', ADMIN_TEXTS.templateNotFound)
    const changed = (['name', 'description', 'chapters'] as const).filter((k) => input[k] !== undefined)
    await audit(trx, { actorId: ctx.user.id, action: 'admin.template.update', targetType: 'template', targetId: input.id, ip: ctx.ip, details: { name: updated.name, changed } })
    return updated
  })
  return toAdminTemplate(row)
}

/** Deletes a template; reports already built from it are untouched. */
export async function deleteTemplate(ctx: AuthedCtx, id: string): Promise<{ success: true }> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', ADMIN_TEXTS.templateNotFound)
  await ctx.db.transaction().execute(async (trx) => {
    const deleted = await repo.deleteTemplate(trx, id)
    if (!deleted) throw new AppError('NOT_FOUND', ADMIN_TEXTS.templateNotFound)
    await audit(trx, { actorId: ctx.user.id, action: 'admin.template.delete', targetType: 'template', targetId: id, ip: ctx.ip, details: { name: deleted.name } })
  })
  return { success: true }
}
