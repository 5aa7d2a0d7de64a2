import type { Chapter } from '@shared/src/reports/chapter.schema'
import { flattenChapters } from '@shared/src/reports/chapter-tree'


const STOP = new Set(['the', 'and', 'for', 'with', 'from', 'into', 'this', 'that', 'are', 'was', 'were', 'has', 'have', 'section', 'chapter', 'report', 'value', 'field', 'tag'])

/** Lower-case content words of a text (3+ letters, a plural 's' dropped), identifiers split at underscores. */
export function contentWords(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !STOP.has(w))
    .map((w) => (w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
  return new Set(words)
}

const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;|&#\d+;/gi, ' ')

/**
 * The chapter a new field belongs in: the one whose title (weighing most) and text share the
 * most words with `hint` (the tag's name, category and location); without any shared word the
 * active chapter, else the last top-level chapter. Ties go to the earlier chapter.
 */
export function bestChapterFor(chapters: readonly Chapter[], hint: string, activeChapterId: string | null): Chapter | null {
  const want = contentWords(hint)
  let best: Chapter | null = null
  let bestScore = 0
  for (const c of flattenChapters(chapters)) {
    const title = contentWords(c.title)
    const body = contentWords(textOf(c.content))
    let score = 0
    for (const w of want) score += (title.has(w) ? 3 : 0) + (body.has(w) ? 1 : 0)
    if (score > bestScore) {
      best = c
      bestScore = score
    }
  }
  if (best) return best
  return flattenChapters(chapters).find((c) => c.id === activeChapterId) ?? chapters[chapters.length - 1] ?? null
}
