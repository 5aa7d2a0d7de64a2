import type { Chapter } from './chapter.schema'

/**
 * The rules of a chapter tree (templates, injury modules and reports), written once.
 *
 * A chapter is found either by its id (`…ById`: the report editor, whose chapters keep their ids
 * while the tree changes around them) or by its path of indexes (`…AtPath`: the admin editors,
 * where [2] is the third top-level chapter and [2, 0] its first sub-chapter). Every function
 * returns a new tree and leaves its input alone; where nothing changes, the tree (and every
 * untouched chapter) keeps its identity, so memoised views skip them.
 */

/** Where a chapter sits: its index among its siblings at each level, outermost first. */
export type ChapterPath = readonly number[]

// ---------------------------------------------------------------- reading order

/**
 * Siblings in their stored order (stable: equal orders keep the order they came in; a chapter
 * without a usable order counts as its position). One level; see `sortTreeByOrder`.
 */
export function sortByOrder<C extends Chapter>(siblings: readonly C[]): C[] {
  const rank = (c: Chapter, i: number) => (Number.isFinite(c.order) ? c.order : i + 1)
  return siblings
    .map((c, i) => ({ c, i, rank: rank(c, i) }))
    .sort((x, y) => x.rank - y.rank || x.i - y.i)
    .map(({ c }) => c)
}

/** Chapters and their sub-chapters at every level in stored order, so array position is reading order. */
export function sortTreeByOrder(chapters: readonly Chapter[]): Chapter[] {
  return sortByOrder(chapters).map((c) => (c.subChapters ? { ...c, subChapters: sortTreeByOrder(c.subChapters) } : c))
}

/** Siblings' orders set to 1..n by position; chapters already numbered right stay as they are. */
export function renumber(siblings: readonly Chapter[]): Chapter[] {
  return siblings.map((c, i) => (c.order === i + 1 ? c : { ...c, order: i + 1 }))
}

/** Orders set to 1..n by position at every level. */
export function renumberTree(chapters: readonly Chapter[]): Chapter[] {
  return renumber(chapters).map((c) => {
    if (!c.subChapters) return c
    const subChapters = renumberTree(c.subChapters)
    return subChapters.every((s, i) => s === c.subChapters![i]) ? c : { ...c, subChapters }
  })
}

// ---------------------------------------------------------------- every chapter

/** Every chapter and sub-chapter in array order, each before its sub-chapters (reading order once sorted). */
export function flattenChapters<C extends Chapter>(chapters: readonly C[]): C[] {
  const out: C[] = []
  const visit = (list: readonly C[]) => list.forEach((c) => (out.push(c), visit((c.subChapters ?? []) as C[])))
  visit(chapters)
  return out
}

/** Every chapter id at every level. */
export function allChapterIds(chapters: readonly Chapter[]): Set<string> {
  return new Set(flattenChapters(chapters).map((c) => c.id))
}

/** The tree with `fn` applied to every chapter at every level; `fn` sees each chapter with its sub-chapters already mapped. */
export function mapChapterTree(chapters: readonly Chapter[], fn: (c: Chapter) => Chapter): Chapter[] {
  return chapters.map((c) => fn(c.subChapters ? { ...c, subChapters: mapChapterTree(c.subChapters, fn) } : c))
}

// ---------------------------------------------------------------- by id

/** The tree with `fn` applied to the chapter `id` at any depth (unchanged when unknown). */
export function mapChapterById(chapters: readonly Chapter[], id: string, fn: (c: Chapter) => Chapter): Chapter[] {
  let changed = false
  const next = chapters.map((c) => {
    if (c.id === id) {
      const updated = fn(c)
      changed ||= updated !== c
      return updated
    }
    if (!c.subChapters?.length) return c
    const subs = mapChapterById(c.subChapters, id, fn)
    if (subs === c.subChapters) return c
    changed = true
    return { ...c, subChapters: subs }
  })
  return changed ? next : (chapters as Chapter[])
}

/** The chapter `id` with `patch` applied (title or content). */
export function updateChapterById(chapters: readonly Chapter[], id: string, patch: Partial<Pick<Chapter, 'title' | 'content'>>): Chapter[] {
  return mapChapterById(chapters, id, (c) => ({ ...c, ...patch }))
}

/** Buffered content edits (chapter id to HTML) written into the tree; ids no longer there are ignored. */
export function applyContentEdits(chapters: readonly Chapter[], edits: ReadonlyMap<string, string>): Chapter[] {
  let next = chapters as Chapter[]
  for (const [id, content] of edits) next = mapChapterById(next, id, (c) => (c.content === content ? c : { ...c, content }))
  return next
}

/**
 * `make(siblingCount)`'s chapter appended under the chapter `parentId` at any depth; `added` is
 * null (and the tree unchanged) when the parent is unknown.
 */
export function appendSubChapterById(
  chapters: readonly Chapter[],
  parentId: string,
  make: (siblingCount: number) => Chapter,
): { chapters: Chapter[]; added: Chapter | null } {
  let added: Chapter | null = null
  const next = mapChapterById(chapters, parentId, (parent) => {
    const subs = parent.subChapters ?? []
    added = make(subs.length)
    return { ...parent, subChapters: [...subs, added] }
  })
  return { chapters: next, added }
}

/** The chapter `id` removed with its sub-chapters, its former siblings renumbered 1..n (the rest untouched). */
export function removeChapterById(chapters: readonly Chapter[], id: string): Chapter[] {
  const index = chapters.findIndex((c) => c.id === id)
  if (index >= 0) return renumber(chapters.filter((_, i) => i !== index))
  let changed = false
  const next = chapters.map((c) => {
    if (!c.subChapters?.length) return c
    const subs = removeChapterById(c.subChapters, id)
    if (subs === c.subChapters) return c
    changed = true
    return { ...c, subChapters: subs }
  })
  return changed ? next : (chapters as Chapter[])
}

/** The ids of the chapters that contain `id`, outermost first; empty for top level or unknown ids. */
export function ancestorIdsById(chapters: readonly Chapter[], id: string): string[] {
  for (const c of chapters) {
    if (c.id === id) return []
    const below = ancestorIdsById(c.subChapters ?? [], id)
    if (below.length || c.subChapters?.some((s) => s.id === id)) return [c.id, ...below]
  }
  return []
}

// ---------------------------------------------------------------- by path

/** The chapter at `path`, or undefined. */
export function chapterAtPath(chapters: readonly Chapter[], path: ChapterPath): Chapter | undefined {
  let list: readonly Chapter[] = chapters
  let found: Chapter | undefined
  for (const i of path) {
    found = list[i]
    if (!found) return undefined
    list = found.subChapters ?? []
  }
  return found
}

/** Applies `fn` to the sibling list that holds the chapter at `path`, with that chapter's index. */
function atParent(chapters: readonly Chapter[], path: ChapterPath, fn: (siblings: Chapter[], index: number) => Chapter[]): Chapter[] {
  if (path.length === 0) return [...chapters]
  const [head, ...rest] = path
  if (rest.length === 0) return fn([...chapters], head)
  return chapters.map((c, i) => (i === head ? { ...c, subChapters: atParent(c.subChapters ?? [], rest, fn) } : c))
}

/** The chapter at `path` with `patch` applied (title or content). */
export function updateChapterAtPath(chapters: readonly Chapter[], path: ChapterPath, patch: Partial<Pick<Chapter, 'title' | 'content'>>): Chapter[] {
  return atParent(chapters, path, (siblings, i) => siblings.map((c, j) => (j === i ? { ...c, ...patch } : c)))
}

/** `chapter` appended under the chapter at `path` (any depth); orders renumbered 1..n at every level. */
export function appendSubChapterAtPath(chapters: readonly Chapter[], path: ChapterPath, chapter: Chapter): Chapter[] {
  const next = atParent(chapters, path, (siblings, i) => siblings.map((c, j) => (j === i ? { ...c, subChapters: [...(c.subChapters ?? []), chapter] } : c)))
  return renumberTree(next)
}

/** The chapter at `path` swapped with its sibling above (-1) or below (1); unchanged past either end. Renumbered. */
export function moveChapterAtPath(chapters: readonly Chapter[], path: ChapterPath, direction: -1 | 1): Chapter[] {
  const next = atParent(chapters, path, (siblings, i) => {
    const j = i + direction
    if (j < 0 || j >= siblings.length) return siblings
    ;[siblings[i], siblings[j]] = [siblings[j], siblings[i]]
    return siblings
  })
  return renumberTree(next)
}

/** The chapter at `path` removed with its sub-chapters; orders renumbered 1..n at every level. */
export function removeChapterAtPath(chapters: readonly Chapter[], path: ChapterPath): Chapter[] {
  return renumberTree(atParent(chapters, path, (siblings, i) => siblings.filter((_, j) => j !== i)))
}
