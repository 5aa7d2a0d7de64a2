import { parseChapterHtml } from '@shared/node/html'
import { isGuidanceOnly, unwrittenChapterName } from '@shared/src/editor/guidance'
import { docToMarkdownBlocks, missingMarker } from '@shared/src/editor/to-markdown'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { sortTreeByOrder } from '@shared/src/reports/chapter-tree'
import { numberedOutline, type NumberedChapter } from '@shared/src/reports/numbering'
import { outlineMarkdownBlocks } from '@shared/src/reports/outline-markdown'
import type { CleanupEngine, CleanupInput } from '../types'
import { fixDictatedText } from './cleanup-text'

/**
 * Written under a leaf chapter that holds nothing. The heading stays so the numbering matches the
 * editor's table of contents and the reader sees the section was not forgotten by the formatter;
 * the wording states a fact about the record, whereas "No findings" or "Unremarkable" would read
 * as an examination result the pathologist never gave. A chapter with sub-chapters needs no filler.
 */
export const EMPTY_CHAPTER_TEXT = 'Not documented.'

/** Content blocks of one chapter's HTML, with the dictation fixes applied to plain text. */
export function chapterBlocks(html: string): string[] {
  if (!html.trim()) return []
  return docToMarkdownBlocks(parseChapterHtml(html), { fixText: fixDictatedText })
}

/**
 * The chapters that hold only guidance (not yet written), in report order, named as their missing
 * markers name them. The value check and the missing list read the same names.
 */
export function unwrittenChapters(chapters: Chapter[]): string[] {
  return numberedOutline(sortTreeByOrder(chapters))
    .filter(({ chapter }) => isGuidanceOnly(chapter.content))
    .map(({ chapter, number }) => unwrittenChapterName(number, chapter.title))
}

/** What the cleaned report writes under a chapter's heading. */
function* chapterBody({ chapter, number }: NumberedChapter): Generator<string> {
  // Guidance is never printed; a chapter with nothing else is marked like an unfilled field.
  const guidanceOnly = isGuidanceOnly(chapter.content)
  if (guidanceOnly) yield missingMarker(unwrittenChapterName(number, chapter.title))
  const blocks = chapterBlocks(chapter.content)
  if (!blocks.length && !chapter.subChapters?.length && !guidanceOnly) yield EMPTY_CHAPTER_TEXT
  yield* blocks
}

/** The cleaned report as dialect blocks: title, then each chapter heading and content block in stored order. */
export function reportMarkdownBlocks(title: string, chapters: Chapter[]): Generator<string> {
  return outlineMarkdownBlocks(title, sortTreeByOrder(chapters), chapterBody)
}

/** The whole cleaned report in the markdown dialect (what the local engine streams, joined). */
export function renderReportMarkdown(title: string, chapters: Chapter[]): string {
  return `${[...reportMarkdownBlocks(title, chapters)].join('\n\n')}\n`
}

/** Deterministic cleanup: no network, same input gives the same report. */
export class LocalCleanupEngine implements CleanupEngine {
  readonly name = 'local'

  async *stream(input: CleanupInput): AsyncIterable<string> {
    // Chapters are parsed one by one, so the first chunks reach the reader before the last chapter is read.
    let first = true
    for (const block of reportMarkdownBlocks(input.title, input.chapters)) {
      input.signal?.throwIfAborted()
      yield first ? block : `\n\n${block}`
      first = false
    }
    yield '\n'
  }
}
