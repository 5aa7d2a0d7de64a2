import type { InjuryModuleNode } from './catalog.schema'

/** Read-only queries over the injury module tree; nothing here changes a selection. */

/** Every node in pre-order (a parent before its children, siblings in tree order). */
export function walk(tree: readonly InjuryModuleNode[]): InjuryModuleNode[] {
  const out: InjuryModuleNode[] = []
  const visit = (nodes: readonly InjuryModuleNode[]) => {
    for (const n of nodes) {
      out.push(n)
      visit(n.children)
    }
  }
  visit(tree)
  return out
}

/** Every node's id, for Expand All. */
export const allIds = (tree: readonly InjuryModuleNode[]): string[] => walk(tree).map((n) => n.id)

/** A node by id, or undefined. */
export const findNode = (tree: readonly InjuryModuleNode[], id: string): InjuryModuleNode | undefined => walk(tree).find((n) => n.id === id)

/** The chain of nodes from a root down to (and including) the node with this id; empty when unknown. */
export function pathTo(tree: readonly InjuryModuleNode[], id: string): InjuryModuleNode[] {
  for (const n of tree) {
    if (n.id === id) return [n]
    const below = pathTo(n.children, id)
    if (below.length) return [n, ...below]
  }
  return []
}

/** The ids of every node below this one. */
export const descendantIds = (node: InjuryModuleNode): string[] => walk(node.children).map((n) => n.id)

/** The nodes sharing this node's parent (the node itself excluded). */
export function siblingsOf(tree: readonly InjuryModuleNode[], node: InjuryModuleNode): InjuryModuleNode[] {
  const group = node.parentId ? (findNode(tree, node.parentId)?.children ?? []) : tree
  return group.filter((n) => n.id !== node.id)
}

/** The tree reduced to nodes whose name contains the query (any case), with their parents and whole subtrees. */
export function filterTree(tree: readonly InjuryModuleNode[], query: string): InjuryModuleNode[] {
  const q = query.trim().toLowerCase()
  if (!q) return [...tree]
  const out: InjuryModuleNode[] = []
  for (const n of tree) {
    // A matching node keeps all its children: searching "gunshot" should still offer its wound types.
    if (n.name.toLowerCase().includes(q)) out.push(n)
    else {
      const children = filterTree(n.children, q)
      if (children.length) out.push({ ...n, children })
    }
  }
  return out
}
