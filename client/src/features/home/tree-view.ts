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

/** Pixels of left padding for a tree row (spec section 9: 24 px per depth level plus 16 px). */
export const indentOf = (depth: number) => depth * 24 + 16
