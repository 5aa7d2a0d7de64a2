import type { Chapter } from '@shared/src/reports/chapter.schema'
import type { InjuryModuleNode, Template } from '@shared/src/reports/catalog.schema'
import type { Db } from '@shared/node/db/connect'
import * as repo from './catalog.repo'

/** Reads stored chapter JSON leniently: whatever an older writer left, the API answers the Chapter shape. */
export function toChapters(raw: unknown): Chapter[] {
  if (!Array.isArray(raw)) return []
  return raw
    .filter((c): c is Record<string, unknown> => typeof c === 'object' && c !== null)
    .map((c, i) => {
      const chapter: Chapter = {
        id: typeof c.id === 'string' && c.id ? c.id : `chapter-${i + 1}`,
        title: typeof c.title === 'string' ? c.title : '',
        content: typeof c.content === 'string' ? c.content : '',
        order: typeof c.order === 'number' && Number.isInteger(c.order) ? c.order : i + 1,
      }
      if (Array.isArray(c.subChapters)) chapter.subChapters = toChapters(c.subChapters)
      if (c.source === 'template' || c.source === 'injury_module') chapter.source = c.source
      if (typeof c.sourceId === 'string') chapter.sourceId = c.sourceId
      return chapter
    })
}

export const toTemplate = (row: repo.TemplateRow): Template => ({
  id: row.id,
  name: row.name,
  description: row.description,
  chapters: toChapters(row.chapters),
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
      chapters: toChapters(r.chapters),
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
