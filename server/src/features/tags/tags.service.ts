import type { z } from 'zod'
import { ADMIN_TEXTS } from '@shared/src/admin/admin-texts'
import { EMPTY_FIELD_PROPERTIES, type TagFieldProperties } from '@shared/src/tags/field'
import { fieldPropertyIssues, mergeFieldProperties } from '@shared/src/tags/field-input'
import { TEXTS } from '@shared/src/texts'
import { identifierFromName, type CreateTagInput, type Tag, type UpdateTagInput } from '@shared/src/tags/tag.schema'
import { TAG_TEXTS, type TagNameTakenDetails } from '@shared/src/tags/tag-texts'
import type { Db } from '@shared/node/db/connect'
import { audit } from '@shared/node/db/audit'
import type { AuthedCtx } from '../../core/context'
import { AppError } from '../../core/errors'
import { isUuid, iso } from '../../core/values'
import * as repo from './tags.repo'

const toTag = (r: repo.TagRow): Tag => ({ ...r, createdAt: iso(r.createdAt) })

/** The stored field properties after the input, or a 400 naming the first problem. */
function checkedFieldProperties(current: TagFieldProperties, input: Parameters<typeof mergeFieldProperties>[1]): TagFieldProperties {
  const merged = mergeFieldProperties(current, input)
  const issue = fieldPropertyIssues(merged)[0]
  if (issue) throw new AppError('BAD_REQUEST', issue.message, { field: issue.field })
  return merged
}

const fieldPropertiesOf = (r: repo.TagRow): TagFieldProperties => ({
  kind: r.kind,
  dimension: r.dimension,
  unit: r.unit,
  choices: r.choices,
  synonyms: r.synonyms,
  rangeMin: r.rangeMin,
  rangeMax: r.rangeMax,
})

/** Whether the caller's pickers offer this tag. */
const visibleTo = (ctx: AuthedCtx, row: repo.TagRow) => row.shared || row.createdBy === ctx.user.id || ctx.user.role === 'super'

/** The first free identifier among base, base_2, base_3… */
async function uniqueIdentifier(db: Db, name: string): Promise<string> {
  const base = identifierFromName(name)
  const taken = new Set(await repo.listIdentifiersLike(db, base))
  if (!taken.has(base)) return base
  let n = 2
  while (taken.has(`${base}_${n}`)) n++
  return `${base}_${n}`
}

/** 409 naming the tag that already holds the name; its id only when the caller may use it instead. */
function nameTaken(ctx: AuthedCtx, existing: repo.TagRow): AppError {
  const details: TagNameTakenDetails = { existingTag: visibleTo(ctx, existing) ? { id: existing.id, name: existing.name } : { name: existing.name } }
  return new AppError('CONFLICT', TAG_TEXTS.nameTaken(existing.name), { ...details })
}

async function requireFreeName(ctx: AuthedCtx, db: Db, name: string, exceptId?: string): Promise<void> {
  const existing = await repo.findTagByNameKey(db, name)
  if (existing && existing.id !== exceptId) throw nameTaken(ctx, existing)
}

/** The tag lock serialises creations and renames, so the unique index is only the last line of defence. */
const UNIQUE_VIOLATION = '23505'
async function asConflict<T>(ctx: AuthedCtx, name: string | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (e) {
    const existing = name && (e as { code?: string }).code === UNIQUE_VIOLATION ? await repo.findTagByNameKey(ctx.db, name) : undefined
    if (existing) throw nameTaken(ctx, existing)
    throw e
  }
}

/** The tags of the caller's pickers (editor, dictation): shared tags and the caller's own. */
export async function listTags(ctx: AuthedCtx): Promise<Tag[]> {
  return (await repo.listVisibleTags(ctx.db, ctx.user.id)).map(toTag)
}

/** Every tag, shared or private (the admin Tags tab; super users only). */
export async function listAllTags(ctx: AuthedCtx): Promise<Tag[]> {
  if (ctx.user.role !== 'super') throw new AppError('FORBIDDEN', TEXTS.forbidden)
  return (await repo.listTags(ctx.db)).map(toTag)
}

/**
 * Creates a tag for any signed-in user; its identifier comes from the name and never changes. A super
 * user's tag is shared at once; anyone else's stays theirs until a super user shares it.
 */
export async function createTag(ctx: AuthedCtx, input: z.infer<typeof CreateTagInput>): Promise<Tag> {
  const field = checkedFieldProperties(EMPTY_FIELD_PROPERTIES, input)
  const row = await asConflict(ctx, input.name, () =>
    ctx.db.transaction().execute(async (trx) => {
      await repo.lockTagIdentifiers(trx)
      await requireFreeName(ctx, trx, input.name)
      const identifier = await uniqueIdentifier(trx, input.name)
      const created = await repo.insertTag(trx, {
        identifier,
        name: input.name,
        description: input.description ?? '',
        color: input.color,
        category: input.category ?? null,
        createdBy: ctx.user.id,
        shared: ctx.user.role === 'super',
        ...field,
      })
      await audit(trx, { actorId: ctx.user.id, action: 'tag.create', targetType: 'tag', targetId: created.id, ip: ctx.ip, details: { identifier, name: created.name, shared: created.shared } })
      return created
    }),
  )
  return toTag(row)
}

/** The tag, or 404: someone else's private tag is indistinguishable from none. */
async function existingTag(ctx: AuthedCtx, db: Db, id: string): Promise<repo.TagRow> {
  const row = isUuid(id) ? await repo.findTagById(db, id) : undefined
  if (!row || !visibleTo(ctx, row)) throw new AppError('NOT_FOUND', ADMIN_TEXTS.tagNotFound)
  return row
}

/** Edits a tag: its creator or a super user. The identifier stays, so marks already in reports keep working. */
export async function updateTag(ctx: AuthedCtx, input: z.infer<typeof UpdateTagInput>): Promise<Tag> {
  const { id, kind, dimension, unit, choices, synonyms, rangeMin, rangeMax, ...spec } = input
  const fields = { ...spec, kind, dimension, unit, choices, synonyms, rangeMin, rangeMax }
  const row = await asConflict(ctx, spec.name, () =>
    ctx.db.transaction().execute(async (trx) => {
      const current = await existingTag(ctx, trx, id)
      if (ctx.user.role !== 'super' && current.createdBy !== ctx.user.id) throw new AppError('FORBIDDEN', ADMIN_TEXTS.tagEditForbidden)
      if (spec.name !== undefined) {
        await repo.lockTagIdentifiers(trx)
        await requireFreeName(ctx, trx, spec.name, id)
      }
      const field = checkedFieldProperties(fieldPropertiesOf(current), { kind, dimension, unit, choices, synonyms, rangeMin, rangeMax })
      const updated = await repo.updateTag(trx, id, { ...spec, ...field, updatedAt: new Date() })
      const changed = Object.keys(fields).filter((k) => fields[k as keyof typeof fields] !== undefined)
      await audit(trx, { actorId: ctx.user.id, action: 'tag.update', targetType: 'tag', targetId: id, ip: ctx.ip, details: { identifier: current.identifier, changed } })
      return updated
    }),
  )
  return toTag(row)
}

/** Shares a user's tag with everyone (super users only, from the admin Tags tab). */
export async function shareTag(ctx: AuthedCtx, id: string): Promise<Tag> {
  if (ctx.user.role !== 'super') throw new AppError('FORBIDDEN', TAG_TEXTS.shareForbidden)
  const row = await ctx.db.transaction().execute(async (trx) => {
    const current = await existingTag(ctx, trx, id)
    if (current.shared) return current
    const shared = await repo.shareTag(trx, id)
    await audit(trx, { actorId: ctx.user.id, action: 'tag.share', targetType: 'tag', targetId: id, ip: ctx.ip, details: { identifier: current.identifier, createdBy: current.createdBy } })
    return shared
  })
  return toTag(row)
}

/** Deletes a tag (super users only). */
export async function deleteTag(ctx: AuthedCtx, id: string): Promise<{ success: true }> {
  if (ctx.user.role !== 'super') throw new AppError('FORBIDDEN', ADMIN_TEXTS.tagDeleteForbidden)
  await ctx.db.transaction().execute(async (trx) => {
    const deleted = isUuid(id) ? await repo.deleteTag(trx, id) : undefined
    if (!deleted) throw new AppError('NOT_FOUND', ADMIN_TEXTS.tagNotFound)
    await audit(trx, { actorId: ctx.user.id, action: 'tag.delete', targetType: 'tag', targetId: id, ip: ctx.ip, details: { identifier: deleted.identifier } })
  })
  return { success: true }
}
