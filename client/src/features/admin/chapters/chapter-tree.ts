import type { Chapter } from '@shared/src/reports/chapter.schema'
import { appendSubChapterAtPath, moveChapterAtPath, removeChapterAtPath, renumberTree, type ChapterPath } from '@shared/src/reports/chapter-tree'

/**
 * The admin chapter editors' rules (templates and injury modules): their new chapters and what
 * may be moved or removed. Chapters are addressed by path; the tree operations themselves are in
 * `shared/src/reports/chapter-tree.ts` (`…AtPath`).
 */

let seq = 0
/** A fresh chapter id, unique within this page session. */
export const newChapterId = () => `chapter-${Date.now().toString(36)}-${(++seq).toString(36)}`

/** An empty chapter ready to be filled in. */
export const emptyChapter = (order = 1): Chapter => ({ id: newChapterId(), title: '', content: '', order })

/** A new empty chapter appended at the top level. */
export const addEmptyChapter = (chapters: readonly Chapter[]): Chapter[] => renumberTree([...chapters, emptyChapter()])

/** A new empty sub-chapter appended under the chapter at `path` (any depth). */
export const addEmptySubChapter = (chapters: readonly Chapter[], path: ChapterPath): Chapter[] => appendSubChapterAtPath(chapters, path, emptyChapter())

/** Reordering is offered for top-level chapters only. */
export const canMove = (chapters: readonly Chapter[], path: ChapterPath, direction: -1 | 1): boolean =>
  path.length === 1 && path[0] + direction >= 0 && path[0] + direction < chapters.length

/** The top-level chapter at `path` swapped with its neighbour above (-1) or below (1); unchanged when not allowed. */
export const moveChapter = (chapters: readonly Chapter[], path: ChapterPath, direction: -1 | 1): Chapter[] =>
  canMove(chapters, path, direction) ? moveChapterAtPath(chapters, path, direction) : [...chapters]

/** The last remaining top-level chapter cannot be removed; sub-chapters always can. */
export const canRemove = (chapters: readonly Chapter[], path: ChapterPath): boolean => path.length > 1 || chapters.length > 1

/** The chapter at `path` (with its sub-chapters) removed; unchanged when it is the last top-level one. */
export const removeChapter = (chapters: readonly Chapter[], path: ChapterPath): Chapter[] =>
  canRemove(chapters, path) ? removeChapterAtPath(chapters, path) : [...chapters]

/** The label of a chapter's nesting level: 'Level 1' for top-level chapters, 'Level 2' below them… */
export const levelLabel = (path: ChapterPath): string => `Level ${path.length}`

/** Chapters whose title is blank dropped at every level (with their sub-chapters), titles trimmed, orders renumbered. */
export function dropBlankTitles(chapters: readonly Chapter[]): Chapter[] {
  const keep = chapters
    .filter((c) => c.title.trim() !== '')
    .map((c) => {
      const next: Chapter = { ...c, title: c.title.trim() }
      if (c.subChapters) next.subChapters = dropBlankTitles(c.subChapters)
      if (next.subChapters?.length === 0) delete next.subChapters
      return next
    })
  return renumberTree(keep)
}
