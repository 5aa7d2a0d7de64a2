import type { z } from 'zod'
import { ADMIN_TEXTS } from '@shared/src/admin/admin-texts'
import type { CreatePromptInput, Prompt, UpdatePromptInput } from '@shared/src/admin/prompt.schema'
import { audit } from '@shared/node/db/audit'
import type { AuthedCtx } from '../../core/context'
import { AppError } from '../../core/errors'
import { isUuid, iso } from '../../core/values'
import * as repo from './admin-prompts.repo'

const toPrompt = (r: repo.PromptRow): Prompt => ({ ...r, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) })

/** Every LLM prompt, grouped by type, oldest first. */
export async function listPrompts(ctx: AuthedCtx): Promise<Prompt[]> {
  return (await repo.listPrompts(ctx.db)).map(toPrompt)
}

/** Adds a prompt; an active one replaces the active prompt of its type. */
export async function createPrompt(ctx: AuthedCtx, input: z.infer<typeof CreatePromptInput>): Promise<Prompt> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    await repo.lockPrompts(trx)
    const deactivated = input.isActive ? await repo.deactivateOthers(trx, input.promptType) : []
    const created = await repo.insertPrompt(trx, input)
    await audit(trx, {
      actorId: ctx.user.id,
      action: 'admin.prompt.create',
      targetType: 'llm_prompt',
      targetId: created.id,
      ip: ctx.ip,
      details: { name: created.name, promptType: created.promptType, isActive: created.isActive, deactivated: deactivated.map((d) => d.id) },
    })
    return created
  })
  return toPrompt(row)
}

/** Changes the given fields; activating a prompt (or moving an active one to another type) deactivates the others of that type. */
export async function updatePrompt(ctx: AuthedCtx, input: z.infer<typeof UpdatePromptInput>): Promise<Prompt> {
  if (!isUuid(input.id)) throw new AppError('NOT_FOUND', ADMIN_TEXTS.promptNotFound)
  const { id, ...fields } = input
  const row = await ctx.db.transaction().execute(async (trx) => {
    await repo.lockPrompts(trx)
    const current = await repo.findPromptById(trx, id)
    if (!current) throw new AppError('NOT_FOUND', ADMIN_TEXTS.promptNotFound)
    const willBeActive = fields.isActive ?? current.isActive
    const type = fields.promptType ?? current.promptType
    const deactivated = willBeActive ? await repo.deactivateOthers(trx, type, id) : []
    const updated = await repo.updatePrompt(trx, id, { ...fields, updatedAt: new Date() })
    const changed = Object.keys(fields).filter((k) => fields[k as keyof typeof fields] !== undefined)
    await audit(trx, {
      actorId: ctx.user.id,
      action: 'admin.prompt.update',
      targetType: 'llm_prompt',
      targetId: id,
      ip: ctx.ip,
      details: { name: updated.name, changed, isActive: updated.isActive, deactivated: deactivated.map((d) => d.id) },
    })
    return updated
  })
  return toPrompt(row)
}

/** Deletes a prompt; with no active prompt of its type the job falls back to its built-in default. */
export async function deletePrompt(ctx: AuthedCtx, id: string): Promise<{ success: true }> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', ADMIN_TEXTS.promptNotFound)
  await ctx.db.transaction().execute(async (trx) => {
    await repo.lockPrompts(trx)
    const deleted = await repo.deletePrompt(trx, id)
    if (!deleted) throw new AppError('NOT_FOUND', ADMIN_TEXTS.promptNotFound)
    await audit(trx, { actorId: ctx.user.id, action: 'admin.prompt.delete', targetType: 'llm_prompt', targetId: id, ip: ctx.ip, details: { name: deleted.name } })
  })
  return { success: true }
}
