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

/** The number of chapters at every level. */
export function countChapters(chapters: readonly Chapter[]): number {
  return chapters.reduce((sum, c) => sum + 1 + countChapters(c.subChapters ?? []), 0)
}
