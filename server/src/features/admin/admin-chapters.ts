import { sanitizeChapterHtml } from '@shared/node/html'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { sortByOrder } from '@shared/src/reports/chapter-tree'

/**
 * Chapters of a template or module as stored: blank-titled chapters dropped (with what they
 * hold), titles trimmed, HTML sanitised and orders renumbered 1..n at every depth.
 * Report-only fields (source, sourceId) are left out.
 */
export function normalizeChapters(chapters: readonly Chapter[]): Chapter[] {
  return sortByOrder(chapters)
    .filter((c) => c.title.trim() !== '')
    .map((c, i) => {
      const out: Chapter = { id: c.id, title: c.title.trim(), content: sanitizeChapterHtml(c.content), order: i + 1 }
      const subChapters = c.subChapters ? normalizeChapters(c.subChapters) : []
      if (subChapters.length) out.subChapters = subChapters
      return out
    })
}
