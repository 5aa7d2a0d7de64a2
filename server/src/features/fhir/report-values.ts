import { parseChapterHtml } from '@shared/node/html'
import { schema, type TagAttrs } from '@shared/src/editor/schema'
import { isUnfilled } from '@shared/src/editor/tag-html'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { SIGNING_TEXTS } from '@shared/src/reports/signing'

/** What a report records for one tag: whether the tag occurs at all, and its first filled value in reading order. */
export interface TagReading {
  present: boolean
  value: string | null
}

/** A field signed as 'Not recorded' holds no value. */
const hasValue = (value: string | null): value is string => !isUnfilled(value) && value!.trim() !== SIGNING_TEXTS.notRecorded

/** Each tag's reading over the chapters and their sub-chapters, in reading order. */
export function readTags(chapters: readonly Chapter[]): Map<string, TagReading> {
  const readings = new Map<string, TagReading>()
  const visit = (list: readonly Chapter[]) => {
    for (const chapter of list) {
      if (chapter.content.includes('data-tag-id')) {
        parseChapterHtml(chapter.content).descendants((node) => {
          const mark = node.isText ? node.marks.find((m) => m.type === schema.marks.tag) : undefined
          if (!mark) return
          const { tagId, value } = mark.attrs as TagAttrs
          const seen = readings.get(tagId) ?? { present: true, value: null }
          if (seen.value === null && hasValue(value)) seen.value = value.trim()
          readings.set(tagId, seen)
        })
      }
      visit(chapter.subChapters ?? [])
    }
  }
  visit(chapters)
  return readings
}
