import { z } from 'zod'
import { MAX_CHAPTER_DEPTH, MAX_MODULE_CHAPTER_DEPTH } from '../constants'
import { richText, text } from '../text'

/** A chapter of a template, module or report; sub-chapters nest up to MAX_CHAPTER_DEPTH levels. */
export interface Chapter {
  id: string
  title: string
  content: string
  order: number
  subChapters?: Chapter[]
  source?: 'template' | 'injury_module'
  sourceId?: string
}

/** The message of a chapter tree nested deeper than allowed. */
export const chapterDepthMessage = (maxDepth: number) => `Chapters can nest at most ${maxDepth} levels deep`

const MAX_SUB_CHAPTERS = 500

/**
 * The schema of a chapter at `level` of a tree at most `maxDepth` deep. The schema itself is finite
 * (one object per level, no z.lazy): below the last level the sub-chapters are not parsed at all, only
 * refused, so a body nested ten thousand levels deep costs one check instead of overflowing the stack.
 */
function chapterAt(level: number, maxDepth: number): z.ZodType<Chapter> {
  const subChapters =
    level < maxDepth
      ? z.array(chapterAt(level + 1, maxDepth)).max(MAX_SUB_CHAPTERS)
      : z.array(z.unknown()).max(0, chapterDepthMessage(maxDepth))
  return z.object({
    id: text().min(1).max(200),
    title: text().max(500),
    // Rich HTML: characters PostgreSQL cannot store are dropped, not refused (nothing readable is lost).
    content: richText().max(2_000_000),
    order: z.number().int(),
    subChapters: subChapters.optional(),
    source: z.enum(['template', 'injury_module']).optional(),
    sourceId: text().max(200).optional(),
  }) as z.ZodType<Chapter>
}

/** One chapter (with its sub-chapters) of a template or report. */
export const Chapter = chapterAt(1, MAX_CHAPTER_DEPTH)

/** The chapters of a template or report. */
export const Chapters = z.array(Chapter).max(1000)

/** The chapters of an injury module: one level less (see MAX_MODULE_CHAPTER_DEPTH). */
export const ModuleChapters = z.array(chapterAt(1, MAX_MODULE_CHAPTER_DEPTH)).max(1000)

/** How deep a chapter tree nests (1 for chapters without sub-chapters, 0 for none); iterative, never recursive. */
export function chapterDepth(chapters: readonly Chapter[]): number {
  let deepest = 0
  const stack: Array<{ list: readonly Chapter[]; level: number }> = [{ list: chapters, level: 1 }]
  while (stack.length) {
    const { list, level } = stack.pop()!
    for (const c of list) {
      deepest = Math.max(deepest, level)
      if (c.subChapters?.length) stack.push({ list: c.subChapters, level: level + 1 })
    }
  }
  return deepest
}
