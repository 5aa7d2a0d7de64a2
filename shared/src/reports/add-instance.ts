import { z } from 'zod'
import { text } from '../text'
import type { InjuryModuleNode } from './catalog.schema'
import type { Chapter } from './chapter.schema'
import { allChapterIds, renumber, sortByOrder } from './chapter-tree'
import { idMaker, instanceGroup } from './compose'
import { isInstanceChapter, listInstances, type InstanceRef } from './instances'
import { ReportId } from './report.schema'
import { maxInstancesOf } from './selection'
import { findNode, pathTo } from './tree'

/** Adds the next numbered instance of a multi-instance module to an unsigned report. */
export const AddInstanceInput = z.object({
  id: ReportId,
  moduleId: text().trim().min(1).max(200),
  /** The wound type of the new instance (a module below `moduleId`), or none. */
  typeId: text().trim().min(1).max(200).nullish(),
  /** The version the editor holds; a newer stored version is a conflict. */
  expectedVersion: z.number().int().min(1).optional(),
})
export type AddInstanceInput = z.infer<typeof AddInstanceInput>

export const ADD_INSTANCE_TEXTS = {
  notMultiInstance: 'This injury module has no numbered instances.',
  notInReport: 'The report has no instances of this injury module.',
  typeNotBelow: 'This wound type does not belong to the injury module.',
  tooMany: (name: string, max: number) => `${name} allows at most ${max} instances.`,
} as const

export type AddInstanceResult = { ok: true; chapters: Chapter[]; added: InstanceRef } | { ok: false; message: string }

/** The sibling list holding a chapter, anywhere in the tree. */
function siblingsOf(chapters: Chapter[], id: string): Chapter[] | undefined {
  if (chapters.some((c) => c.id === id)) return chapters
  for (const c of chapters) {
    const found = c.subChapters && siblingsOf(c.subChapters, id)
    if (found) return found
  }
  return undefined
}

/** Replaces one sibling list (found by identity) with another, copying only the path to it. */
function replaceList(chapters: Chapter[], list: Chapter[], next: Chapter[]): Chapter[] {
  if (chapters === list) return next
  return chapters.map((c) => (c.subChapters ? { ...c, subChapters: replaceList(c.subChapters, list, next) } : c))
}

/**
 * Appends instance #n+1 of a module to a report's chapters, right after its last instance, composed
 * as for a new report: the group '<Module> #n — <Type>' holding the chapters of the chosen type.
 */
export function appendInstance(chapters: readonly Chapter[], tree: readonly InjuryModuleNode[], moduleId: string, typeId: string | null | undefined): AddInstanceResult {
  const mod = findNode(tree, moduleId)
  if (!mod?.allowMultipleInstances) return { ok: false, message: ADD_INSTANCE_TEXTS.notMultiInstance }
  if (typeId && !pathTo(tree, typeId).slice(0, -1).some((n) => n.id === mod.id)) return { ok: false, message: ADD_INSTANCE_TEXTS.typeNotBelow }
  const ofModule = listInstances(chapters).filter((i) => i.moduleId === mod.id)
  if (!ofModule.length) return { ok: false, message: ADD_INSTANCE_TEXTS.notInReport }
  const index = Math.max(...ofModule.map((i) => i.index)) + 1
  if (index > maxInstancesOf(mod)) return { ok: false, message: ADD_INSTANCE_TEXTS.tooMany(mod.name, maxInstancesOf(mod)) }

  const taken = allChapterIds(chapters)
  const group = instanceGroup(tree, mod, index - 1, typeId, idMaker(taken, taken.size))
  // A module name the instance title cannot carry ('#' patterns) would make a chapter no one can address.
  if (!isInstanceChapter(group)) return { ok: false, message: ADD_INSTANCE_TEXTS.notMultiInstance }
  const sorted = sortByOrder(chapters)
  const last = ofModule[ofModule.length - 1]
  const list = siblingsOf(sorted, last.chapterId)!
  const ordered = sortByOrder(list)
  const at = ordered.findIndex((c) => c.id === last.chapterId) + 1
  const next = replaceList(sorted, list, renumber([...ordered.slice(0, at), group, ...ordered.slice(at)]))
  return { ok: true, chapters: next, added: listInstances(next).find((i) => i.chapterId === group.id)! }
}
