import { z } from 'zod'
import type { Chapter } from './chapter.schema'
import { sortTreeByOrder } from './chapter-tree'

/**
 * A numbered instance of a multi-instance injury module in a report ("Sharp Force Injuries #2 — Stab Wound").
 * Fields inside an instance chapter are addressed by (tag, instance): a value said for wound 2 fills
 * only the occurrences inside wound 2's chapter.
 */
export const InstanceRef = z.object({
  /** The instance chapter (the group '<Module> #n'); its sub-chapters belong to it. */
  chapterId: z.string().min(1).max(200),
  /** The chapter's title as the editor shows it, e.g. 'Sharp Force Injuries #2 — Stab Wound'. */
  label: z.string().max(500),
  /** The multi-instance module the instance was made from (the chapter's sourceId). */
  moduleId: z.string().max(200),
  moduleName: z.string().max(500),
  /** The chosen wound type's module and name ('Stab Wound'), when one was chosen. */
  typeId: z.string().max(200).nullable(),
  typeName: z.string().max(500).nullable(),
  /** 1-based number of the instance within its module (the '#n' of the title). */
  index: z.number().int().positive(),
  /** Tag ids that occur anywhere inside the instance chapter. */
  tagIds: z.array(z.string().max(200)).max(2000),
})
export type InstanceRef = z.infer<typeof InstanceRef>

const INSTANCE_ID = /-instance-\d+$/
const INSTANCE_TITLE = /^(.*\S) #(\d+)(?: — (.+))?$/
const TAG_ID = /data-tag-id="([^"]+)"/g

function tagIdsIn(chapter: Chapter): string[] {
  const ids = new Set<string>()
  const stack: Chapter[] = [chapter]
  while (stack.length) {
    const c = stack.pop()!
    for (const m of c.content.matchAll(TAG_ID)) ids.add(m[1])
    stack.push(...(c.subChapters ?? []))
  }
  return [...ids]
}

/** Is this chapter the group of one instance of a multi-instance module? */
export function isInstanceChapter(c: Chapter): boolean {
  return c.source === 'injury_module' && INSTANCE_ID.test(c.id) && INSTANCE_TITLE.test(c.title)
}

/** The instances of a report's chapters, in reading order. */
export function listInstances(chapters: readonly Chapter[]): InstanceRef[] {
  const out: InstanceRef[] = []
  const visit = (list: readonly Chapter[]) => {
    for (const c of list) {
      if (isInstanceChapter(c)) {
        const [, moduleName, index, types] = INSTANCE_TITLE.exec(c.title)!
        const typeChapter = c.subChapters?.find((s) => s.sourceId && s.sourceId !== c.sourceId)
        out.push({
          chapterId: c.id,
          label: c.title,
          moduleId: c.sourceId ?? '',
          moduleName,
          typeId: types ? (typeChapter?.sourceId ?? null) : null,
          typeName: types ? types.split(', ')[0] : null,
          index: Number(index),
          tagIds: tagIdsIn(c),
        })
        continue
      }
      if (c.subChapters?.length) visit(c.subChapters)
    }
  }
  visit(sortTreeByOrder(chapters))
  return out
}

/** The instance whose chapter (or one of its sub-chapters) holds the chapter with this id. */
export function instanceHolding(chapters: readonly Chapter[], chapterId: string): InstanceRef | undefined {
  const holds = (c: Chapter): boolean => c.id === chapterId || (c.subChapters ?? []).some(holds)
  const byId = new Map(listInstances(chapters).map((i) => [i.chapterId, i]))
  const visit = (list: readonly Chapter[]): InstanceRef | undefined => {
    for (const c of list) {
      const inst = byId.get(c.id)
      if (inst && holds(c)) return inst
      const below = c.subChapters?.length ? visit(c.subChapters) : undefined
      if (below) return below
    }
    return undefined
  }
  return visit(chapters)
}
