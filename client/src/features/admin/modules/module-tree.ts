import type { InjuryModuleNode } from '@shared/src/reports/catalog.schema'

/** The tree without the node of this id (and so without its descendants): the optimistic delete. */
export function removeNode(tree: readonly InjuryModuleNode[], id: string): InjuryModuleNode[] {
  return tree.filter((n) => n.id !== id).map((n) => ({ ...n, children: removeNode(n.children, id) }))
}

/** Tree indent of a row: 24 px per depth level plus 16 px. */
export const indentPx = (depth: number): number => depth * 24 + 16

/** The badges of a module row, in display order (spec: every module shows 'Radio Selection'). */
export function moduleBadges(node: InjuryModuleNode): string[] {
  const n = node.chapters.length
  const selection = node.selectionType === 'radio' ? 'Radio Selection' : node.selectionType
  const badges = [selection, `${n} ${n === 1 ? 'chapter' : 'chapters'}`, `Order ${node.order}`]
  if (node.allowMultipleInstances) badges.push(`Multi-instance (max: ${node.maxInstances})`)
  return badges
}
