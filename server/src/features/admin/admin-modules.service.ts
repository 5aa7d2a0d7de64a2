import type { z } from 'zod'
import { ADMIN_TEXTS } from '@shared/src/admin/admin-texts'
import { MAX_MODULE_DEPTH } from '@shared/src/constants'
import { effectiveMaxInstances, type CreateModuleInput, type UpdateModuleInput, parseModuleOrder } from '@shared/src/admin/module.schema'
import { findNode } from '@shared/src/reports/tree'
import type { InjuryModuleNode } from '@shared/src/reports/catalog.schema'
import type { Db } from '@shared/node/db/connect'
import { audit } from '@shared/node/db/audit'
import type { AuthedCtx } from '../../core/context'
import { AppError } from '../../core/errors'
import { injuryModuleTree } from '../catalog/catalog.service'
import { normalizeChapters } from './admin-chapters'
import { isUuid } from '../../core/values'
import * as repo from './admin-modules.repo'

type Created = z.infer<typeof CreateModuleInput>
type Updated = z.infer<typeof UpdateModuleInput>

/** The whole module tree for the admin panel (the same shape every user reads). */
export const listModules = (ctx: AuthedCtx): Promise<InjuryModuleNode[]> => injuryModuleTree(ctx)

async function nodeOf(ctx: AuthedCtx, id: string): Promise<InjuryModuleNode> {
  const node = findNode(await injuryModuleTree(ctx), id)
  if (!node) throw new AppError('NOT_FOUND', ADMIN_TEXTS.moduleNotFound)
  return node
}

/** Levels below a module, itself included (a leaf is 1), counted without recursion. */
function heightOf(links: { id: string; parentId: string | null }[], id: string): number {
  const children = new Map<string, string[]>()
  for (const l of links) if (l.parentId) children.set(l.parentId, [...(children.get(l.parentId) ?? []), l.id])
  let height = 0
  for (let level = [id]; level.length && height <= links.length; level = level.flatMap((x) => children.get(x) ?? [])) height++
  return height
}

/**
 * Refuses a parent that does not exist, that is the module itself or one of its descendants, or under which the
 * module (and what hangs below it) would nest deeper than MAX_MODULE_DEPTH levels.
 */
async function checkParent(db: Db, parentId: string, movingId?: string): Promise<void> {
  const links = await repo.listModuleLinks(db)
  const parentOf = new Map(links.map((l) => [l.id, l.parentId]))
  if (!parentOf.has(parentId)) throw new AppError('BAD_REQUEST', ADMIN_TEXTS.parentModuleNotFound)
  // Walking up from the new parent must never meet the module being moved; the walk counts the parent's level.
  let parentLevel = 0
  for (let at: string | null | undefined = parentId; at && parentLevel <= links.length; at = parentOf.get(at), parentLevel++) {
    if (at === movingId) throw new AppError('BAD_REQUEST', ADMIN_TEXTS.moduleCycle)
  }
  const height = movingId ? heightOf(links, movingId) : 1
  if (parentLevel + height > MAX_MODULE_DEPTH) throw new AppError('BAD_REQUEST', ADMIN_TEXTS.moduleTooDeep)
}

const validParent = (parentId: string | null | undefined) => {
  if (parentId && !isUuid(parentId)) throw new AppError('BAD_REQUEST', ADMIN_TEXTS.parentModuleNotFound)
  return parentId
}

/** Adds a module (a root, or a child of parentId) with its chapters cleaned. */
export async function createModule(ctx: AuthedCtx, input: Created): Promise<InjuryModuleNode> {
  const parentId = validParent(input.parentId) ?? null
  const chapters = normalizeChapters(input.chapters)
  const { id } = await ctx.db.transaction().execute(async (trx) => {
    await repo.lockModuleTree(trx)
    if (parentId) await checkParent(trx, parentId)
    const created = await repo.insertModule(trx, {
      name: input.name,
      parentId,
      selectionType: input.selectionType,
      sortOrder: parseModuleOrder(input.order),
      allowMultipleInstances: input.allowMultipleInstances,
      maxInstances: effectiveMaxInstances(input.allowMultipleInstances, input.maxInstances),
      chapters: JSON.stringify(chapters),
    })
    await audit(trx, {
      actorId: ctx.user.id,
      action: 'admin.module.create',
      targetType: 'injury_module',
      targetId: created.id,
      ip: ctx.ip,
      details: { name: input.name, parentId, chapterCount: chapters.length },
    })
    return created
  })
  return nodeOf(ctx, id)
}

/** Changes the given fields of a module; moving it under itself or a descendant is refused. */
export async function updateModule(ctx: AuthedCtx, input: Updated): Promise<InjuryModuleNode> {
  if (!isUuid(input.id)) throw new AppError('NOT_FOUND', ADMIN_TEXTS.moduleNotFound)
  const parentId = validParent(input.parentId)
  const chapters = input.chapters && normalizeChapters(input.chapters)
  await ctx.db.transaction().execute(async (trx) => {
    await repo.lockModuleTree(trx)
    const current = await repo.findModuleById(trx, input.id)
    if (!current) throw new AppError('NOT_FOUND', ADMIN_TEXTS.moduleNotFound)
    if (parentId) await checkParent(trx, parentId, input.id)
    const allowMultiple = input.allowMultipleInstances ?? current.allowMultipleInstances
    const touchesInstances = input.allowMultipleInstances !== undefined || input.maxInstances !== undefined
    const changes = {
      name: input.name,
      parentId,
      selectionType: input.selectionType,
      sortOrder: input.order === undefined ? undefined : parseModuleOrder(input.order),
      allowMultipleInstances: input.allowMultipleInstances,
      maxInstances: touchesInstances ? effectiveMaxInstances(allowMultiple, input.maxInstances, current.maxInstances) : undefined,
      chapters: chapters && JSON.stringify(chapters),
    }
    await repo.updateModule(trx, input.id, { ...changes, updatedAt: new Date() })
    const changed = Object.keys(changes).filter((k) => changes[k as keyof typeof changes] !== undefined)
    await audit(trx, {
      actorId: ctx.user.id,
      action: 'admin.module.update',
      targetType: 'injury_module',
      targetId: input.id,
      ip: ctx.ip,
      details: { name: input.name ?? current.name, changed },
    })
  })
  return nodeOf(ctx, input.id)
}

/** Deletes a module and, through the foreign key, every module below it. */
export async function deleteModule(ctx: AuthedCtx, id: string): Promise<{ success: true }> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', ADMIN_TEXTS.moduleNotFound)
  await ctx.db.transaction().execute(async (trx) => {
    await repo.lockModuleTree(trx)
    const current = await repo.findModuleById(trx, id)
    if (!current) throw new AppError('NOT_FOUND', ADMIN_TEXTS.moduleNotFound)
    const descendants = countDescendants(await repo.listModuleLinks(trx), id)
    await repo.deleteModule(trx, id)
    await audit(trx, {
      actorId: ctx.user.id,
      action: 'admin.module.delete',
      targetType: 'injury_module',
      targetId: id,
      ip: ctx.ip,
      details: { name: current.name, descendantsDeleted: descendants },
    })
  })
  return { success: true }
}

function countDescendants(links: { id: string; parentId: string | null }[], id: string): number {
  const children = new Map<string, string[]>()
  for (const l of links) if (l.parentId) children.set(l.parentId, [...(children.get(l.parentId) ?? []), l.id])
  let count = 0
  const stack = [...(children.get(id) ?? [])]
  while (stack.length) {
    count++
    stack.push(...(children.get(stack.pop()!) ?? []))
  }
  return count
}
