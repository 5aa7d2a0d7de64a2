import { MODULE_DEFAULT_MAX_INSTANCES } from '../constants'
import type { InjuryModuleNode } from './catalog.schema'
import { descendantIds, findNode, pathTo, siblingsOf } from './tree'

export { allIds, filterTree } from './tree'

/** One instance's chosen type (wound selection): woundIndex is 0-based. */
export interface WoundSelection {
  woundIndex: number
  selectedChildId: string
}

/** Which modules the pathologist picked, how many instances of each, and each instance's type. */
export interface ModuleSelection {
  selected: string[]
  quantities: Record<string, number>
  wounds: Record<string, WoundSelection[]>
}

export const emptySelection = (): ModuleSelection => ({ selected: [], quantities: {}, wounds: {} })

/** The highest quantity a multi-instance module accepts (maxInstances, else 20). */
export const maxInstancesOf = (node: Pick<InjuryModuleNode, 'maxInstances'>): number => node.maxInstances || MODULE_DEFAULT_MAX_INSTANCES

/** The current number of instances of a module (1 until changed). */
export const quantityOf = (sel: ModuleSelection, moduleId: string): number => sel.quantities[moduleId] ?? 1

/** The type chosen for instance `woundIndex` of a module, if any. */
export const woundTypeOf = (sel: ModuleSelection, moduleId: string, woundIndex: number): string | undefined =>
  sel.wounds[moduleId]?.find((w) => w.woundIndex === woundIndex)?.selectedChildId

export const isSelected = (sel: ModuleSelection, id: string): boolean => sel.selected.includes(id)

/** Removes a module and all its descendants, their quantities, and every wound choice pointing to any of them. */
function deselect(sel: ModuleSelection, node: InjuryModuleNode): ModuleSelection {
  const gone = new Set([node.id, ...descendantIds(node)])
  const quantities = Object.fromEntries(Object.entries(sel.quantities).filter(([id]) => !gone.has(id)))
  const wounds: Record<string, WoundSelection[]> = {}
  for (const [moduleId, list] of Object.entries(sel.wounds)) {
    if (gone.has(moduleId)) continue
    const kept = list.filter((w) => !gone.has(w.selectedChildId))
    if (kept.length) wounds[moduleId] = kept
  }
  return { selected: sel.selected.filter((id) => !gone.has(id)), quantities, wounds }
}

/** Competes as a radio option: picking it replaces a chosen sibling. Root modules are independent findings. */
const isRadio = (node: InjuryModuleNode) => node.parentId !== null && (node.selectionType || 'radio') === 'radio'

/** Selects a module and its ancestors, each replacing a chosen radio sibling. */
function select(tree: readonly InjuryModuleNode[], sel: ModuleSelection, id: string): ModuleSelection {
  let next = sel
  for (const node of pathTo(tree, id)) {
    if (isSelected(next, node.id)) continue
    if (isRadio(node)) {
      for (const sib of siblingsOf(tree, node)) if (isRadio(sib) && isSelected(next, sib.id)) next = deselect(next, sib)
    }
    next = { ...next, selected: [...next.selected, node.id] }
    if (node.allowMultipleInstances && next.quantities[node.id] === undefined) next = { ...next, quantities: { ...next.quantities, [node.id]: 1 } }
  }
  return next
}

/**
 * Clicks a module: selects it (and its ancestors, replacing chosen radio siblings),
 * or, when already chosen, clears it with its descendants and the wound choices pointing to them.
 */
export function toggleModule(tree: readonly InjuryModuleNode[], sel: ModuleSelection, id: string): ModuleSelection {
  const node = findNode(tree, id)
  if (!node) return sel
  return isSelected(sel, id) ? deselect(sel, node) : select(tree, sel, id)
}

/** Parses a quantity as typed: an integer, non-numeric input counting as 1. */
export function parseQuantity(raw: string | number): number {
  const n = typeof raw === 'number' ? Math.trunc(raw) : Number.parseInt(raw, 10)
  return Number.isFinite(n) ? n : 1
}

/**
 * What a quantity typed into the field applies: the number within 1..max, and a
 * note when the input was outside and was clamped ('max 20', 'min 1'). An empty field applies
 * nothing yet (the user is still typing).
 */
export function quantityAsTyped(raw: string, max: number): { applied: number | null; note: string | null } {
  if (!raw.trim()) return { applied: null, note: null }
  const n = parseQuantity(raw)
  if (n > max) return { applied: max, note: `max ${max}` }
  if (n < 1) return { applied: 1, note: 'min 1' }
  return { applied: n, note: null }
}

/**
 * Sets the number of instances of a multi-instance module. Accepted only from 1 to its maximum;
 * anything else leaves the selection unchanged. Lowering it drops wound choices at or above the new count.
 */
export function setQuantity(tree: readonly InjuryModuleNode[], sel: ModuleSelection, id: string, raw: string | number): ModuleSelection {
  const node = findNode(tree, id)
  if (!node) return sel
  const quantity = parseQuantity(raw)
  if (quantity < 1 || quantity > maxInstancesOf(node)) return sel
  const kept = (sel.wounds[id] ?? []).filter((w) => w.woundIndex < quantity)
  const wounds = { ...sel.wounds }
  if (kept.length) wounds[id] = kept
  else delete wounds[id]
  return { ...sel, quantities: { ...sel.quantities, [id]: quantity }, wounds }
}

/**
 * Chooses the type of one instance of a module; choosing the chosen type again clears it.
 * With the tree, the module and its ancestors are selected too (choosing a wound type selects its ancestors).
 */
export function setWoundType(
  sel: ModuleSelection,
  moduleId: string,
  woundIndex: number,
  childId: string,
  tree?: readonly InjuryModuleNode[],
): ModuleSelection {
  if (!Number.isInteger(woundIndex) || woundIndex < 0 || woundIndex >= quantityOf(sel, moduleId)) return sel
  const others = (sel.wounds[moduleId] ?? []).filter((w) => w.woundIndex !== woundIndex)
  const clearing = woundTypeOf(sel, moduleId, woundIndex) === childId
  const list = clearing ? others : [...others, { woundIndex, selectedChildId: childId }].sort((a, b) => a.woundIndex - b.woundIndex)
  const wounds = { ...sel.wounds }
  if (list.length) wounds[moduleId] = list
  else delete wounds[moduleId]
  const next = { ...sel, wounds }
  return !clearing && tree ? select(tree, next, moduleId) : next
}

/** The expanded ids after a click: a module with children opens when it becomes selected. */
export function expandedAfterSelect(tree: readonly InjuryModuleNode[], expanded: readonly string[], id: string, sel: ModuleSelection): string[] {
  const node = findNode(tree, id)
  if (!node || !node.children.length || !isSelected(sel, id) || expanded.includes(id)) return [...expanded]
  return [...expanded, id]
}
