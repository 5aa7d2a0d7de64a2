import { parseChapterHtml } from '@shared/node/html'
import { isGuidanceOnly, unwrittenChapterName } from '@shared/src/editor/guidance'
import { docToMarkdownBlocks, missingMarker } from '@shared/src/editor/to-markdown'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import type { CleanupEngine, CleanupInput } from '../types'
import { fixDictatedText } from './cleanup-text'

/**
 * Written under a leaf chapter that holds nothing. The heading stays so the numbering matches the
 * editor's table of contents and the reader sees the section was not forgotten by the formatter;
 * the wording states a fact about the record, whereas "No findings" or "Unremarkable" would read
 * as an examination result the pathologist never gave. A chapter with sub-chapters needs no filler.
 */
export const EMPTY_CHAPTER_TEXT = 'Not documented.'

const DEFAULT_TITLE = 'Autopsy Report'

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim()
const titleLine = (title: string) => `# ${oneLine(title) || DEFAULT_TITLE}`
const byOrder = (chapters: Chapter[]) => [...chapters].sort((a, b) => a.order - b.order)

/** Heading of a chapter by depth: `## 1. Title`, `### 1.1 Title`, `#### 1.1.1 Title` and deeper. */
export function chapterHeading(numbers: number[], title: string): string {
  const hashes = '#'.repeat(Math.min(numbers.length + 1, 6))
  const label = numbers.length === 1 ? `${numbers[0]}.` : numbers.join('.')
  return `${hashes} ${label} ${oneLine(title) || 'Untitled section'}`
}

/** Content blocks of one chapter's HTML, with the dictation fixes applied to plain text. */
export function chapterBlocks(html: string): string[] {
  if (!html.trim()) return []
  return docToMarkdownBlocks(parseChapterHtml(html), { fixText: fixDictatedText })
}

/** Outline number as the cleaned report writes it in headings and missing markers: '1', '1.2'. */
const outlineNumber = (numbers: number[]) => numbers.join('.')

/**
 * The chapters that hold only guidance (not yet written), in report order, named as their missing
 * markers name them. The value check and the missing list read the same names.
 */
export function unwrittenChapters(chapters: Chapter[], prefix: number[] = []): string[] {
  return byOrder(chapters).flatMap((chapter, i) => {
    const numbers = [...prefix, i + 1]
    const own = isGuidanceOnly(chapter.content) ? [unwrittenChapterName(outlineNumber(numbers), chapter.title)] : []
    return [...own, ...unwrittenChapters(chapter.subChapters ?? [], numbers)]
  })
}

function* chapterChunks(chapters: Chapter[], prefix: number[]): Generator<string> {
  let index = 0
  for (const chapter of byOrder(chapters)) {
    const numbers = [...prefix, ++index]
    yield chapterHeading(numbers, chapter.title)
    // Guidance is never printed; a chapter with nothing else is marked like an unfilled field.
    if (isGuidanceOnly(chapter.content)) yield missingMarker(unwrittenChapterName(outlineNumber(numbers), chapter.title))
    const blocks = chapterBlocks(chapter.content)
    const subChapters = chapter.subChapters ?? []
    if (!blocks.length && !subChapters.length && !isGuidanceOnly(chapter.content)) yield EMPTY_CHAPTER_TEXT
    yield* blocks
    yield* chapterChunks(subChapters, numbers)
  }
}

/** The cleaned report as dialect blocks: title, then each chapter heading and content block in order. */
export function reportMarkdownBlocks(title: string, chapters: Chapter[]): string[] {
  return [titleLine(title), ...chapterChunks(chapters, [])]
}

/** The whole cleaned report in the markdown dialect (what the local engine streams, joined). */
export function renderReportMarkdown(title: string, chapters: Chapter[]): string {
  return `${reportMarkdownBlocks(title, chapters).join('\n\n')}\n`
}

/** Deterministic cleanup: no network, same input gives the same report. */
export class LocalCleanupEngine implements CleanupEngine {
  readonly name = 'local'

  async *stream(input: CleanupInput): AsyncIterable<string> {
    input.signal?.throwIfAborted()
    yield titleLine(input.title)
    // Chapters are parsed one by one, so the first chunks reach the reader before the last chapter is read.
    for (const block of chapterChunks(input.chapters, [])) {
      input.signal?.throwIfAborted()
      yield `\n\n${block}`
    }
    yield '\n'
  }
}
