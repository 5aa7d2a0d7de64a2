import { parseStoredChapters } from '@shared/src/reports/stored-chapters'
import type { InjuryModuleNode, Template } from '@shared/src/reports/catalog.schema'
import type { Db } from '@shared/node/db/connect'
import * as repo from './catalog.repo'


export const toTemplate = (row: repo.TemplateRow): Template => ({
  id: row.id,
  name: row.name,
  description: row.description,
  chapters: parseStoredChapters(row.chapters),
})

/** Nests module rows (already in sibling order) under their parents. */
export function buildModuleTree(rows: readonly repo.InjuryModuleRow[]): InjuryModuleNode[] {
  const nodes = new Map<string, InjuryModuleNode>()
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      name: r.name,
      parentId: r.parentId,
      selectionType: r.selectionType,
      order: r.sortOrder,
      allowMultipleInstances: r.allowMultipleInstances,
      maxInstances: r.maxInstances,
      chapters: parseStoredChapters(r.chapters),
      children: [],
    })
  }
  const roots: InjuryModuleNode[] = []
  for (const r of rows) {
    const node = nodes.get(r.id)!
    const parent = r.parentId ? nodes.get(r.parentId) : undefined
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}

/** The base templates offered when creating a report. */
export async function listTemplates(ctx: { db: Db }): Promise<Template[]> {
  return (await repo.listTemplates(ctx.db)).map(toTemplate)
}

/** A template by id, or undefined. */
export async function findTemplate(db: Db, id: string): Promise<Template | undefined> {
  const row = await repo.findTemplateById(db, id)
  return row ? toTemplate(row) : undefined
}

/** The whole injury module tree, siblings by sort order then name. */
export async function injuryModuleTree(ctx: { db: Db }): Promise<InjuryModuleNode[]> {
  return buildModuleTree(await repo.listInjuryModules(ctx.db))
}
