import { DEFAULT_REPORT_TITLE } from '../markdown/title'
import type { Chapter } from './chapter.schema'
import { numberedOutline, type NumberedChapter } from './numbering'

/** What a chapter heading reads when the chapter has no title. */
export const UNTITLED_CHAPTER = 'Untitled section'

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim()

/** The report's `# Title` line in the cleaned-report dialect; a blank title reads DEFAULT_REPORT_TITLE. */
export const reportTitleLine = (title: string): string => `# ${oneLine(title) || DEFAULT_REPORT_TITLE}`

/**
 * A chapter's heading by its outline number ('1', '1.2', …) and depth (0 for top level):
 * `## 1. Title`, `### 1.1 Title`, `#### 1.1.1 Title`, never more than six hashes.
 */
export function chapterHeading({ number, depth, chapter }: Pick<NumberedChapter, 'number' | 'depth'> & { chapter: Pick<Chapter, 'title'> }): string {
  const hashes = '#'.repeat(Math.min(depth + 2, 6))
  // '1.' at the top level, '1.1' below, as the dialect writes them.
  const label = depth === 0 ? `${number}.` : number
  return `${hashes} ${label} ${oneLine(chapter.title) || UNTITLED_CHAPTER}`
}

/**
 * The report in the cleaned-report dialect, block by block: the title line, then every chapter in
 * reading order (array position, as the table of contents numbers them) with its heading followed
 * by the blocks `body` writes for it. Lazy: a chapter's body is asked for only when its blocks are
 * read, so a streaming reader gets the first chapters before the last is converted.
 * Used by the editor's draft markdown (client) and the local cleanup (worker).
 */
export function* outlineMarkdownBlocks(title: string, chapters: readonly Chapter[], body: (entry: NumberedChapter) => Iterable<string>): Generator<string> {
  yield reportTitleLine(title)
  for (const entry of numberedOutline(chapters)) {
    yield chapterHeading(entry)
    yield* body(entry)
  }
}
