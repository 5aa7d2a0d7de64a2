import type { Chapter } from '@shared/src/reports/chapter.schema'

/** Content of a chapter added in the editor (spec section 3). */
export const NEW_CHAPTER_TITLE = 'New Section'
export const NEW_CHAPTER_CONTENT = '<p>Enter your content here...</p>'

/** A fresh chapter: id custom-{timestamp} (bumped until unique among `taken`), order = siblings + 1. */
export function newChapter(siblingCount: number, now: number = Date.now(), taken: ReadonlySet<string> = new Set()): Chapter {
  let stamp = now
  while (taken.has(`custom-${stamp}`)) stamp++
  return { id: `custom-${stamp}`, title: NEW_CHAPTER_TITLE, content: NEW_CHAPTER_CONTENT, order: siblingCount + 1, source: 'template' }
}

/** Every chapter id at every level. */
export function allChapterIds(chapters: readonly Chapter[]): Set<string> {
  const ids = new Set<string>()
  const visit = (list: readonly Chapter[]) => list.forEach((c) => (ids.add(c.id), visit(c.subChapters ?? [])))
  visit(chapters)
  return ids
}

/** Chapters (and sub-chapters) sorted by their stored order, so array position is reading order. */
export function sortByOrder(chapters: readonly Chapter[]): Chapter[] {
  return [...chapters]
    .map((c, i) => ({ c, i }))
    .sort((x, y) => x.c.order - y.c.order || x.i - y.i)
    .map(({ c }) => (c.subChapters ? { ...c, subChapters: sortByOrder(c.subChapters) } : c))
}

/** Appends a new top-level chapter. */
export function addChapter(chapters: readonly Chapter[], now?: number): { chapters: Chapter[]; added: Chapter } {
  const added = newChapter(chapters.length, now, allChapterIds(chapters))
  return { chapters: [...chapters, added], added }
}

/** Appends a new sub-chapter under `parentId` (unchanged when the parent is unknown). */
export function addSubChapter(chapters: readonly Chapter[], parentId: string, now?: number): { chapters: Chapter[]; added: Chapter | null } {
  let added: Chapter | null = null
  const taken = allChapterIds(chapters)
  const next = mapChapter(chapters, parentId, (parent) => {
    const subs = parent.subChapters ?? []
    added = newChapter(subs.length, now, taken)
    return { ...parent, subChapters: [...subs, added] }
  })
  return { chapters: next, added }
}

/** Removes a chapter with its sub-chapters and renumbers its siblings 1..n (spec section 3). */
export function removeChapter(chapters: readonly Chapter[], id: string): Chapter[] {
  const index = chapters.findIndex((c) => c.id === id)
  if (index >= 0) return renumber(chapters.filter((_, i) => i !== index))
  let changed = false
  const next = chapters.map((c) => {
    if (!c.subChapters?.length) return c
    const subs = removeChapter(c.subChapters, id)
    if (subs === c.subChapters) return c
    changed = true
    return { ...c, subChapters: subs }
  })
  return changed ? next : (chapters as Chapter[])
}

/** Changes one chapter; untouched chapters keep their identity (memoised views skip them). */
export function updateChapter(chapters: readonly Chapter[], id: string, patch: Partial<Pick<Chapter, 'title' | 'content'>>): Chapter[] {
  return mapChapter(chapters, id, (c) => ({ ...c, ...patch }))
}

/** Writes buffered content edits (chapter id to HTML) into the tree. */
export function applyContentEdits(chapters: readonly Chapter[], edits: ReadonlyMap<string, string>): Chapter[] {
  let next = chapters as Chapter[]
  for (const [id, content] of edits) next = mapChapter(next, id, (c) => (c.content === content ? c : { ...c, content }))
  return next
}

/** The ids of the chapters that contain `id`, outermost first; empty for top level or unknown ids. */
export function ancestorIds(chapters: readonly Chapter[], id: string): string[] {
  for (const c of chapters) {
    if (c.id === id) return []
    const below = ancestorIds(c.subChapters ?? [], id)
    if (below.length || c.subChapters?.some((s) => s.id === id)) return [c.id, ...below]
  }
  return []
}

function renumber(chapters: Chapter[]): Chapter[] {
  return chapters.map((c, i) => (c.order === i + 1 ? c : { ...c, order: i + 1 }))
}

function mapChapter(chapters: readonly Chapter[], id: string, fn: (c: Chapter) => Chapter): Chapter[] {
  let changed = false
  const next = chapters.map((c) => {
    if (c.id === id) {
      const updated = fn(c)
      changed ||= updated !== c
      return updated
    }
    if (!c.subChapters?.length) return c
    const subs = mapChapter(c.subChapters, id, fn)
    if (subs === c.subChapters) return c
    changed = true
    return { ...c, subChapters: subs }
  })
  return changed ? next : (chapters as Chapter[])
}
