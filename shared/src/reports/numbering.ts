import type { Chapter } from './chapter.schema'

/** A chapter with its outline number ('1', '1.2', '1.2.3') and depth (0 for top level). */
export interface NumberedChapter {
  chapter: Chapter
  number: string
  depth: number
}

/** The chapters flattened in reading order with their outline numbers, numbered by position. */
export function numberedOutline(chapters: readonly Chapter[], prefix = '', depth = 0): NumberedChapter[] {
  return chapters.flatMap((chapter, i) => {
    const number = `${prefix}${i + 1}`
    return [{ chapter, number, depth }, ...numberedOutline(chapter.subChapters ?? [], `${number}.`, depth + 1)]
  })
}

/** Outline numbers by chapter id: 1, 1.1, 1.2, 2 … */
export function chapterNumbers(chapters: readonly Chapter[]): Map<string, string> {
  return new Map(numberedOutline(chapters).map((n) => [n.chapter.id, n.number]))
}

/**
 * A report's or a template's chapter count, the one definition every screen shows (README, Glossary):
 * its top-level chapters, those numbered 1, 2, 3 …; sub-chapters (1.1, 1.2 …) are parts of their chapter.
 * The server's list query counts the same way (`jsonb_array_length` of the chapters).
 */
export const chapterCount = (chapters: readonly Chapter[]): number => chapters.length

/** '1 chapter' / 'N chapters' by that definition: the wording of every chapter count on screen. */
export const chapterCountLabel = (chapters: readonly Chapter[]): string => {
  const n = chapterCount(chapters)
  return `${n} ${n === 1 ? 'chapter' : 'chapters'}`
}

/** The number of chapters at every level (chapters and all their sub-chapters), for the rare place that needs it. */
export function countChapters(chapters: readonly Chapter[]): number {
  return chapters.reduce((sum, c) => sum + 1 + countChapters(c.subChapters ?? []), 0)
}
