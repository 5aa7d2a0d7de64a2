import { parseChapterHtml } from '@shared/node/html'
import type { TagAttrs } from '@shared/src/editor/schema'
import { isUnfilled } from '@shared/src/editor/tag-html'
import { missingMarker } from '@shared/src/editor/to-markdown'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { sortTreeByOrder } from '@shared/src/reports/chapter-tree'
import { unwrittenChapters } from '../engines/local/cleanup'

/*
 * The check every cleanup engine's output passes (local and OpenAI-compatible alike), run by the
 * cleanup job before anything is stored.
 */

/** A filled field of the report: the value every cleanup must keep verbatim. */
export interface TagValue {
  tagId: string
  name: string
  value: string
}

export interface TagCheck {
  /** Filled values the cleaned report no longer contains (changed, reworded or dropped). */
  missingValues: { name: string; value: string }[]
  /** Identifiers of the fields still without a value, then the chapters holding only guidance, in report order. */
  unfilled: string[]
  /** Unfilled fields whose `[MISSING: name]` marker the cleaned report lost. */
  droppedUnfilled: string[]
}

interface FieldOccurrence {
  tagId: string
  name: string
  value: string | null
}

/** Every chapter in reading order (the tree already sorted by `sortTreeByOrder`). */
function* walk(sorted: Chapter[]): Generator<Chapter> {
  for (const chapter of sorted) {
    yield chapter
    yield* walk(chapter.subChapters ?? [])
  }
}

function fieldsOf(chapters: Chapter[]): FieldOccurrence[] {
  const fields: FieldOccurrence[] = []
  for (const chapter of walk(sortTreeByOrder(chapters))) {
    if (!chapter.content.trim()) continue
    parseChapterHtml(chapter.content).descendants((node) => {
      const mark = node.isText ? node.marks.find((m) => m.type.name === 'tag') : undefined
      if (mark) {
        const a = mark.attrs as TagAttrs
        fields.push({ tagId: a.tagId, name: a.name, value: isUnfilled(a.value) ? null : a.value!.trim() })
      }
      return true
    })
  }
  return fields
}

/** Filled field values of the report, one per field and value, in report order. */
export function collectTagValues(chapters: Chapter[]): TagValue[] {
  return filledValues(fieldsOf(chapters))
}

function filledValues(fields: FieldOccurrence[]): TagValue[] {
  const seen = new Set<string>()
  const values: TagValue[] = []
  for (const f of fields) {
    const key = `${f.tagId}\u0000${f.value}`
    if (f.value === null || seen.has(key)) continue
    seen.add(key)
    values.push({ tagId: f.tagId, name: f.name, value: f.value })
  }
  return values
}

/** Occurrences of a value as a whole token: '350 g' inside '1350 g' or 'left' inside 'cleft' does not count. */
function countOf(haystack: string, value: string): number {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const start = /^[\p{L}\p{N}]/u.test(value) ? '(?<![\\p{L}\\p{N}])' : ''
  const end = /[\p{L}\p{N}]$/u.test(value) ? '(?![\\p{L}\\p{N}])' : ''
  return haystack.match(new RegExp(start + escaped + end, 'gu'))?.length ?? 0
}

/**
 * Checks a cleaned report against the fields of its chapters: every filled value must appear verbatim
 * (as often as there are distinct fields holding it, so one of two 'left' fields turned 'right' is
 * caught) and every unfilled field and every chapter holding only guidance must still show its
 * missing marker.
 */
export function verifyTagValues(chapters: Chapter[], markdown: string): TagCheck {
  const fields = fieldsOf(chapters)
  const byValue = new Map<string, TagValue[]>()
  for (const v of filledValues(fields)) byValue.set(v.value, [...(byValue.get(v.value) ?? []), v])
  const missingValues: TagCheck['missingValues'] = []
  for (const [value, holders] of byValue) {
    const distinct = [...new Map(holders.map((f) => [f.tagId, f])).values()]
    const lacking = distinct.length - countOf(markdown, value)
    if (lacking > 0) missingValues.push(...distinct.slice(-lacking).map((f) => ({ name: f.name, value })))
  }
  const unfilled = [...new Set([...fields.filter((f) => f.value === null).map((f) => f.name), ...unwrittenChapters(chapters)])]
  const droppedUnfilled = unfilled.filter((name) => !markdown.includes(missingMarker(name)))
  return { missingValues, unfilled, droppedUnfilled }
}
