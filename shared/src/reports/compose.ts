import type { Chapter } from './chapter.schema'
import type { InjuryModuleNode, Template } from './catalog.schema'
import { maxInstancesOf, quantityOf, woundTypeOf, type ModuleSelection } from './selection'
import { pathTo, walk } from './tree'
import { renumber, sortByOrder } from './chapter-tree'

type Source = { source: 'template' | 'injury_module'; sourceId: string }

/** The chapters a report starts with, and the module ids that contributed to them. */
export interface ComposedReport {
  chapters: Chapter[]
  selectedInjuryModules: string[]
}

/**
 * Hands out ids unique within one report, readable enough to trace a chapter to its origin; ids
 * already in the report (`taken`) are skipped.
 */
export function idMaker(taken: ReadonlySet<string> = new Set(), start = 0) {
  let n = start
  return (sourceId: string, originalId: string) => {
    let id = `${sourceId}-${++n}-${originalId}`
    while (taken.has(id)) id = `${sourceId}-${++n}-${originalId}`
    return id
  }
}
export type IdMaker = ReturnType<typeof idMaker>

/** Copies chapters (with their sub-chapters) under fresh ids, stamping their origin and 1-based order per level. */
function copyChapters(chapters: readonly Chapter[], src: Source, nextId: IdMaker): Chapter[] {
  return sortByOrder(chapters).map((c) => {
    const copy: Chapter = { id: nextId(src.sourceId, c.id), title: c.title, content: c.content, order: 0, ...src }
    if (c.subChapters?.length) copy.subChapters = renumber(copyChapters(c.subChapters, src, nextId))
    return copy
  })
}

/** Is this node a type offered per instance of a multi-instance ancestor (so composed through the instances)? */
function isInstanceType(tree: readonly InjuryModuleNode[], node: InjuryModuleNode): boolean {
  return pathTo(tree, node.id).slice(0, -1).some((a) => a.allowMultipleInstances)
}

// "Close Range" reads "close range" after a comma; a name with an acronym ("CT confirmed") stays as written.
const lowerFirst = (name: string) => (name.split(/\s+/).every((w) => /^\p{Lu}?[\p{Ll}-]*$/u.test(w)) ? name.toLowerCase() : name)

/**
 * An instance chapter's title says what was chosen: 'Gunshot Wound #1 — Entrance, close range'
 * (the chosen type and its sub-type, outermost first); '#2' alone while no type is chosen.
 */
export function instanceTitle(moduleName: string, index: number, typeNames: readonly string[]): string {
  const base = `${moduleName} #${index + 1}`
  if (!typeNames.length) return base
  return `${base} — ${typeNames.map((n, i) => (i === 0 ? n : lowerFirst(n))).join(', ')}`
}

/** The chapter groups '<Module> #1', '#2', … each carrying its chosen type's chapters (and those of the type's parents). */
function instanceGroups(tree: readonly InjuryModuleNode[], mod: InjuryModuleNode, sel: ModuleSelection, nextId: IdMaker, used: Set<string>): Chapter[] {
  const count = Math.min(Math.max(quantityOf(sel, mod.id), 1), maxInstancesOf(mod))
  const groups: Chapter[] = []
  for (let i = 0; i < count; i++) groups.push(instanceGroup(tree, mod, i, woundTypeOf(sel, mod.id, i), nextId, used))
  return groups
}

/**
 * One group '<Module> #n' (0-based `index`) with the chapters of the chosen type and of the type's
 * parents below the module; a type that is not below the module is ignored rather than trusted.
 */
export function instanceGroup(
  tree: readonly InjuryModuleNode[],
  mod: InjuryModuleNode,
  index: number,
  typeId: string | null | undefined,
  nextId: IdMaker,
  used: Set<string> = new Set(),
): Chapter {
  const path = typeId ? pathTo(tree, typeId) : []
  const start = path.findIndex((n) => n.id === mod.id)
  const typePath = start >= 0 ? path.slice(start + 1) : []
  const subChapters = typePath.flatMap((t) => {
    used.add(t.id)
    return copyChapters(t.chapters, { source: 'injury_module', sourceId: t.id }, nextId)
  })
  return {
    id: nextId(mod.id, `instance-${index + 1}`),
    title: instanceTitle(mod.name, index, typePath.map((t) => t.name)),
    content: '',
    order: 0,
    source: 'injury_module',
    sourceId: mod.id,
    subChapters: renumber(subChapters),
  }
}

/**
 * Builds a new report's chapters (report generation): the template's chapters in
 * their order, then each selected module's chapters in tree order, numbering continuing after the
 * template's. A multi-instance module adds its own chapters once, then one group per instance.
 */
export function composeReportChapters(template: Template, tree: readonly InjuryModuleNode[], selection: ModuleSelection): ComposedReport {
  const nextId = idMaker()
  const chapters = copyChapters(template.chapters, { source: 'template', sourceId: template.id }, nextId)
  const chosen = new Set(selection.selected)
  const used = new Set<string>()
  for (const node of walk(tree)) {
    if (!chosen.has(node.id) || isInstanceType(tree, node)) continue
    used.add(node.id)
    chapters.push(...copyChapters(node.chapters, { source: 'injury_module', sourceId: node.id }, nextId))
    if (node.allowMultipleInstances) chapters.push(...instanceGroups(tree, node, selection, nextId, used))
  }
  const selectedInjuryModules = walk(tree).map((n) => n.id).filter((id) => used.has(id))
  return { chapters: renumber(chapters), selectedInjuryModules }
}
