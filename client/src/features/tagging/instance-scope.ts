import type { Chapter } from '@shared/src/reports/chapter.schema'
import { isInstanceChapter } from '@shared/src/reports/instances'
import { flattenChapters } from '@shared/src/reports/chapter-tree'

/** Which chapters a value may fill: those of one injury instance, or those outside every instance. */
export interface InstanceScopes {
  /** Ids of chapters outside every instance chapter. */
  outside: ReadonlySet<string>
  /** Ids of the instance chapter and its sub-chapters; undefined when the report has no such instance. */
  inside(instanceChapterId: string): ReadonlySet<string> | undefined
  /** The instance chapter itself (with its sub-chapters), for placing a new field. */
  chapters(instanceChapterId: string): Chapter[]
}

export function instanceScopes(chapters: readonly Chapter[]): InstanceScopes {
  const instances = new Map<string, Chapter>()
  const outside = new Set<string>()
  const visit = (list: readonly Chapter[]) => {
    for (const c of list) {
      if (isInstanceChapter(c)) instances.set(c.id, c)
      else {
        outside.add(c.id)
        visit(c.subChapters ?? [])
      }
    }
  }
  visit(chapters)
  return {
    outside,
    inside: (id) => {
      const c = instances.get(id)
      return c && new Set(flattenChapters([c]).map((x) => x.id))
    },
    chapters: (id) => {
      const c = instances.get(id)
      return c ? [c] : []
    },
  }
}
