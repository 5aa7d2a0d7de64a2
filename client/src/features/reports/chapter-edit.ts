import type { Chapter } from '@shared/src/reports/chapter.schema'
import { allChapterIds, appendSubChapterById } from '@shared/src/reports/chapter-tree'

/**
 * The report editor's new chapters. The tree operations themselves, by chapter id,
 * are in `shared/src/reports/chapter-tree.ts`.
 */
export const NEW_CHAPTER_TITLE = 'New Section'
export const NEW_CHAPTER_CONTENT = '<p>Enter your content here...</p>'

/** A fresh chapter: id custom-{timestamp} (bumped until unique among `taken`), order = siblings + 1. */
export function newChapter(siblingCount: number, now: number = Date.now(), taken: ReadonlySet<string> = new Set()): Chapter {
  let stamp = now
  while (taken.has(`custom-${stamp}`)) stamp++
  return { id: `custom-${stamp}`, title: NEW_CHAPTER_TITLE, content: NEW_CHAPTER_CONTENT, order: siblingCount + 1, source: 'template' }
}

/** Appends a new chapter at the top level. */
export function addNewChapter(chapters: readonly Chapter[], now?: number): { chapters: Chapter[]; added: Chapter } {
  const added = newChapter(chapters.length, now, allChapterIds(chapters))
  return { chapters: [...chapters, added], added }
}

/** Appends a new sub-chapter under `parentId` at any depth (unchanged, `added` null, when the parent is unknown). */
export function addNewSubChapter(chapters: readonly Chapter[], parentId: string, now?: number): { chapters: Chapter[]; added: Chapter | null } {
  const taken = allChapterIds(chapters)
  return appendSubChapterById(chapters, parentId, (siblingCount) => newChapter(siblingCount, now, taken))
}
