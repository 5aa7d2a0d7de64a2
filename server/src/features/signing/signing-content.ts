import { Transform } from 'prosemirror-transform'
import type { Mark } from 'prosemirror-model'
import { parseChapterHtml, sanitizeChapterHtml, serializeDoc } from '@shared/node/html'
import { isGuidanceOnly } from '@shared/src/editor/guidance'
import { schema, type TagAttrs } from '@shared/src/editor/schema'
import { isUnfilled } from '@shared/src/editor/tag-html'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { mapChapterTree } from '@shared/src/reports/chapter-tree'
import { numberedOutline } from '@shared/src/reports/numbering'
import { SIGNING_TEXTS, type UnfilledItem } from '@shared/src/reports/signing'

/** The hashes are computed in shared code, so the signature verifier recomputes them the same way. */
export { addendumHashOf, contentHashOf, sha256 } from '@shared/node/signing/hashes'

interface FieldRange {
  from: number
  to: number
  mark: Mark
}

/** The unfilled fields of a chapter's HTML, in reading order; a field split over several text runs counts once. */
function unfilledRanges(html: string): { doc: ReturnType<typeof parseChapterHtml>; ranges: FieldRange[] } {
  const doc = parseChapterHtml(html)
  const ranges: FieldRange[] = []
  doc.descendants((node, pos) => {
    if (!node.isText) return
    const mark = node.marks.find((m) => m.type === schema.marks.tag)
    if (!mark || !isUnfilled((mark.attrs as TagAttrs).value)) return
    const last = ranges[ranges.length - 1]
    if (last && last.to === pos && last.mark.eq(mark)) last.to = pos + node.nodeSize
    else ranges.push({ from: pos, to: pos + node.nodeSize, mark })
  })
  return { doc, ranges }
}

/** Everything that keeps a report from being signed as it stands: unfilled fields and guidance-only chapters. */
export function unfilledItems(chapters: readonly Chapter[]): UnfilledItem[] {
  const items: UnfilledItem[] = []
  for (const { chapter, number } of numberedOutline(chapters)) {
    const at = { chapterId: chapter.id, chapterNumber: number, chapterTitle: chapter.title }
    if (isGuidanceOnly(chapter.content)) items.push({ kind: 'guidance', ...at })
    if (!chapter.content.includes('data-tag-id')) continue
    for (const r of unfilledRanges(chapter.content).ranges) items.push({ kind: 'field', ...at, field: (r.mark.attrs as TagAttrs).name })
  }
  return items
}

/** The chapter HTML with each unfilled field holding the value 'Not recorded' (the pathologist's acknowledged gap). */
function recordGaps(html: string): string {
  const { doc, ranges } = unfilledRanges(html)
  if (!ranges.length) return html
  const tr = new Transform(doc)
  for (const r of [...ranges].reverse()) {
    const $from = doc.resolve(r.from)
    const marks = (doc.nodeAt(r.from)?.marks ?? $from.marks()).map((m) =>
      m.type === schema.marks.tag ? schema.marks.tag.create({ ...m.attrs, value: SIGNING_TEXTS.notRecorded }) : m,
    )
    tr.replaceWith(r.from, r.to, schema.text(SIGNING_TEXTS.notRecorded, marks))
  }
  return serializeDoc(tr.doc)
}

/**
 * The chapters as they will be signed when the pathologist acknowledged the gaps: unfilled fields
 * read 'Not recorded' and a chapter holding only guidance gets a 'Not recorded' paragraph (its
 * guidance stays, and is never printed). Everything else is kept byte for byte.
 */
export function withGapsRecorded(chapters: readonly Chapter[]): Chapter[] {
  return mapChapterTree(chapters, (c) => {
    let content = c.content.includes('data-tag-id') ? recordGaps(c.content) : c.content
    if (isGuidanceOnly(content)) content = sanitizeChapterHtml(`${content}<p>${SIGNING_TEXTS.notRecorded}</p>`)
    return { ...c, content }
  })
}
