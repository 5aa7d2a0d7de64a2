import type { Block } from '../markdown/ast'
import { inlinesToText } from '../markdown/ast'
import type { Chapter } from '../reports/chapter.schema'
import { listInstances } from '../reports/instances'
import { numberedOutline } from '../reports/numbering'
import { chapterHeading } from '../reports/outline-markdown'

/**
 * The diagram follows the injuries: it comes after the last top-level chapter that is, or holds, an injury
 * instance (with all its sub-chapters). Null for a report without instances.
 */
function anchorIndex(chapters: readonly Chapter[]): { outline: ReturnType<typeof numberedOutline>; holder: number; last: number } | null {
  const ids = new Set(listInstances(chapters).map((i) => i.chapterId))
  if (!ids.size) return null
  const outline = numberedOutline(chapters)
  let top = -1
  let holds = -1
  outline.forEach((e, i) => {
    if (e.depth === 0) top = i
    if (ids.has(e.chapter.id)) holds = top
  })
  if (holds < 0) return null
  let last = holds
  while (last + 1 < outline.length && outline[last + 1].depth > 0) last++
  return { outline, holder: holds, last }
}

/** Index in the numbered outline (as reportSections lists chapters) after which the diagram is written; -1 without one. */
export function diagramAfterSection(chapters: readonly Chapter[]): number {
  return anchorIndex(chapters)?.last ?? -1
}

/**
 * Index in a cleaned report's blocks where the diagram section goes: before the first top-level heading
 * (a chapter, or the signature) after the chapter it follows, else at the end; -1 without a diagram.
 */
export function diagramBlockIndex(blocks: readonly Block[], chapters: readonly Chapter[]): number {
  const anchor = anchorIndex(chapters)
  if (!anchor) return -1
  const heading = chapterHeading(anchor.outline[anchor.holder]).replace(/^#+\s*/, '')
  const start = blocks.findIndex((b) => b.type === 'heading' && inlinesToText(b.inlines).trim() === heading)
  if (start < 0) return blocks.length
  const next = blocks.findIndex((b, i) => i > start && b.type === 'heading' && b.level <= 2)
  return next < 0 ? blocks.length : next
}
