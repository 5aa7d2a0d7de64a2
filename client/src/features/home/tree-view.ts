import type { InjuryModuleNode } from '@shared/src/reports/catalog.schema'
import { pathTo } from '@shared/src/reports/tree'

/** Ids from a root down to the node (inclusive), to open the way to a chosen type. */
export const pathIds = (tree: readonly InjuryModuleNode[], id: string): string[] => pathTo(tree, id).map((n) => n.id)

/**
 * Ids of the rows that can open: a node with children, or a multi-instance module (its panel).
 * The types below a multi-instance module are offered per instance, not as rows.
 */
export function expandableIds(tree: readonly InjuryModuleNode[]): string[] {
  return tree.flatMap((n) => {
    if (n.allowMultipleInstances) return [n.id]
    return n.children.length ? [n.id, ...expandableIds(n.children)] : []
  })
}

/** Pixels of left padding for a tree row (24 px per depth level plus 16 px). */
export const indentOf = (depth: number) => depth * 24 + 16

/**
 * The options inside a multi-instance module that a search names, and the option groups to open so
 * they show: matches are the types whose name contains the query; with `all` (Expand All) every
 * group opens. Ids are of the module's own (unfiltered) subtree.
 */
export function instanceReveal(module: InjuryModuleNode, query: string, all: boolean): { matches: string[]; open: string[] } {
  const q = query.trim().toLowerCase()
  const matches: string[] = []
  const open = new Set<string>()
  const visit = (nodes: readonly InjuryModuleNode[], ancestors: string[]) => {
    for (const n of nodes) {
      if (all && n.children.length) open.add(n.id)
      if (q && n.name.toLowerCase().includes(q)) {
        matches.push(n.id)
        for (const a of ancestors) open.add(a)
      }
      visit(n.children, [...ancestors, n.id])
    }
  }
  visit(module.children, [])
  return { matches, open: [...open] }
}
