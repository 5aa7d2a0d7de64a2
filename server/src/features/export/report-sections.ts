import { parseChapterHtml } from '@shared/node/html'
import { stripGuidance } from '@shared/src/editor/guidance'
import { docToMarkdown } from '@shared/src/editor/to-markdown'
import { parseCleanMarkdown, type Block } from '@shared/src/markdown/parse'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { numberedOutline } from '@shared/src/reports/numbering'

/** One chapter of a printed report: its outline number, depth and content as dialect blocks. */
export interface ChapterSection {
  number: string
  depth: number
  title: string
  blocks: Block[]
}

/**
 * The chapters as printable sections, numbered as the editor's table of contents numbers them.
 * Content goes through the same dialect as the cleaned report (field values in place, unfilled
 * fields as missing markers); guidance is removed first, so it is never printed.
 */
export function reportSections(chapters: readonly Chapter[]): ChapterSection[] {
  return numberedOutline(chapters).map(({ chapter, number, depth }) => {
    const html = stripGuidance(chapter.content ?? '')
    const markdown = html.trim() ? docToMarkdown(parseChapterHtml(html)) : ''
    return { number, depth, title: chapter.title.trim(), blocks: markdown ? parseCleanMarkdown(markdown) : [] }
  })
}
