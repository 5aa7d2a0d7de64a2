import { z } from 'zod'
import type { Chapter } from './chapter.schema'

/**
 * One chapter as stored in JSONB, read leniently: every field is checked, and one that an older writer
 * left missing or of another type takes its default instead of failing the read (what is written was
 * checked with `Chapters` on the way in).
 */
const StoredChapter = z.object({
  id: z.string().min(1).optional().catch(undefined),
  title: z.string().catch(''),
  content: z.string().catch(''),
  order: z.number().int().optional().catch(undefined),
  subChapters: z.array(z.unknown()).optional().catch(undefined),
  source: z.enum(['template', 'injury_module']).optional().catch(undefined),
  sourceId: z.string().optional().catch(undefined),
})

const StoredList = z.array(z.unknown()).catch([])

/**
 * Stored chapter JSON (a template's, module's, report's or revision's) as the API answers it: entries
 * that are not objects are dropped, a chapter without an id is `chapter-{n}` and one without an order
 * takes its position (n counts from 1 among the kept entries), and unknown fields are left out.
 */
export function parseStoredChapters(raw: unknown): Chapter[] {
  const chapters: Chapter[] = []
  for (const item of StoredList.parse(raw)) {
    const parsed = StoredChapter.safeParse(item)
    if (!parsed.success) continue
    const c = parsed.data
    const n = chapters.length + 1
    const chapter: Chapter = { id: c.id ?? `chapter-${n}`, title: c.title, content: c.content, order: c.order ?? n }
    if (c.subChapters) chapter.subChapters = parseStoredChapters(c.subChapters)
    if (c.source) chapter.source = c.source
    if (c.sourceId !== undefined) chapter.sourceId = c.sourceId
    chapters.push(chapter)
  }
  return chapters
}
