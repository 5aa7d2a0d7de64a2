import type { Chapter } from '@shared/src/reports/chapter.schema'

/**
 * Pure operations of the admin chapter editors (templates and injury modules). A chapter is
 * addressed by its path of indexes: [2] is the third top-level chapter, [2, 0] its first
 * sub-chapter. Every operation returns a new list with orders renumbered 1..n per level.
 */
export type ChapterPath = readonly number[]

let seq = 0
/** A fresh chapter id, unique within this page session. */
export const newChapterId = () => `chapter-${Date.now().toString(36)}-${(++seq).toString(36)}`

/** An empty chapter ready to be filled in. */
export const emptyChapter = (order = 1): Chapter => ({ id: newChapterId(), title: '', content: '', order })

/** Orders set to 1..n at every level, by position. */
export function renumber(chapters: readonly Chapter[]): Chapter[] {
  return chapters.map((c, i) => {
    const next: Chapter = { ...c, order: i + 1 }
    if (c.subChapters) next.subChapters = renumber(c.subChapters)
    return next
  })
}

/** Applies `fn` to the sibling list that holds the chapter at `path`, with that chapter's index. */
function atParent(chapters: readonly Chapter[], path: ChapterPath, fn: (siblings: Chapter[], index: number) => Chapter[]): Chapter[] {
  if (path.length === 0) return [...chapters]
  const [head, ...rest] = path
  if (rest.length === 0) return fn([...chapters], head)
  return chapters.map((c, i) => (i === head ? { ...c, subChapters: atParent(c.subChapters ?? [], rest, fn) } : c))
}

/** The chapter at `path`, or undefined. */
export function chapterAt(chapters: readonly Chapter[], path: ChapterPath): Chapter | undefined {
  let list: readonly Chapter[] = chapters
  let found: Chapter | undefined
  for (const i of path) {
    found = list[i]
    if (!found) return undefined
    list = found.subChapters ?? []
  }
  return found
}

/** The chapter at `path` with `patch` applied (title or content). */
export function updateChapter(chapters: readonly Chapter[], path: ChapterPath, patch: Partial<Pick<Chapter, 'title' | 'content'>>): Chapter[] {
  return atParent(chapters, path, (siblings, i) => siblings.map((c, j) => (j === i ? { ...c, ...patch } : c)))
}

/** A new empty chapter appended at the top level. */
export const addChapter = (chapters: readonly Chapter[]): Chapter[] => renumber([...chapters, emptyChapter()])

/** A new empty sub-chapter appended under the chapter at `path` (any depth). */
export function addSubChapter(chapters: readonly Chapter[], path: ChapterPath): Chapter[] {
  const next = atParent(chapters, path, (siblings, i) =>
    siblings.map((c, j) => (j === i ? { ...c, subChapters: [...(c.subChapters ?? []), emptyChapter()] } : c)),
  )
  return renumber(next)
}

/** Reordering is offered for top-level chapters only (spec section 2). */
export const canMove = (chapters: readonly Chapter[], path: ChapterPath, direction: -1 | 1): boolean =>
  path.length === 1 && path[0] + direction >= 0 && path[0] + direction < chapters.length

/** The top-level chapter at `path` swapped with its neighbour above (-1) or below (1); unchanged when not allowed. */
export function moveChapter(chapters: readonly Chapter[], path: ChapterPath, direction: -1 | 1): Chapter[] {
  if (!canMove(chapters, path, direction)) return [...chapters]
  const next = [...chapters]
  const i = path[0]
  ;[next[i], next[i + direction]] = [next[i + direction], next[i]]
  return renumber(next)
}

/** The last remaining top-level chapter cannot be removed; sub-chapters always can. */
export const canRemove = (chapters: readonly Chapter[], path: ChapterPath): boolean => path.length > 1 || chapters.length > 1

/** The chapter at `path` (with its sub-chapters) removed; unchanged when it is the last top-level one. */
export function removeChapter(chapters: readonly Chapter[], path: ChapterPath): Chapter[] {
  if (!canRemove(chapters, path)) return [...chapters]
  return renumber(atParent(chapters, path, (siblings, i) => siblings.filter((_, j) => j !== i)))
}

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
  return renumber(keep)
}
