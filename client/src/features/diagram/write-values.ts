import { Fragment, Slice, type Node as PMNode } from 'prosemirror-model'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { flattenChapters, mapChapterById } from '@shared/src/reports/chapter-tree'
import { schema } from '@shared/src/editor/schema'
import { parseHtml, serializeHtml } from '../editor/html'
import { readableTagName, tagRanges } from '../tagging/tag-ranges'

/** A tag as the editor knows it, for a field the instance does not hold yet. */
export interface WriteTagInfo {
  id: string
  identifier: string
  color: string
}

/** Field identifier → value text ('height_above_heel' → '119 cm'). */
export type FieldValues = Record<string, string>

function setValues(doc: PMNode, values: FieldValues, done: Set<string>): PMNode {
  let next = doc
  // Right to left, so earlier positions stay valid.
  for (const r of [...tagRanges(doc)].reverse()) {
    const value = values[r.attrs.name]
    if (value === undefined) continue
    done.add(r.attrs.name)
    const marks = schema.marks.tag.create({ ...r.attrs, value, source: null }).addToSet(schema.marks.tag.removeFromSet(next.nodeAt(r.from)?.marks ?? []))
    next = next.replace(r.from, r.to, new Slice(Fragment.from(schema.text(value, marks)), 0, 0))
  }
  return next
}

function addFields(doc: PMNode, names: string[], values: FieldValues, tags: readonly WriteTagInfo[]): PMNode {
  const paragraphs = names.flatMap((name) => {
    const tag = tags.find((t) => t.identifier === name)
    if (!tag) return []
    const mark = schema.marks.tag.create({ tagId: tag.id, name, color: tag.color, value: values[name], source: null })
    return [schema.nodes.paragraph.create(null, [schema.text(`${readableTagName(name)}: `), schema.text(values[name], [mark])])]
  })
  return paragraphs.length ? doc.copy(doc.content.append(Fragment.from(paragraphs))) : doc
}

/**
 * Writes values into the fields of one injury instance: every field of those names inside the instance
 * chapter (and its sub-chapters) takes its value, fields elsewhere in the report stay as they are. A value
 * whose field the instance lacks is added as a '<Readable name>: <field>' paragraph at the end of the
 * instance's last chapter that holds fields, else of the instance chapter itself.
 */
export function writeInstanceValues(chapters: Chapter[], instanceChapterId: string, values: FieldValues, tags: readonly WriteTagInfo[]): Chapter[] {
  const done = new Set<string>()
  const rewrite = (c: Chapter): Chapter => {
    const subs = c.subChapters?.map(rewrite)
    const doc = parseHtml(c.content)
    const next = setValues(doc, values, done)
    const content = next === doc ? c.content : serializeHtml(next)
    return { ...c, content, ...(subs ? { subChapters: subs } : {}) }
  }
  const withMissing = (c: Chapter): Chapter => {
    const missing = Object.keys(values).filter((n) => !done.has(n))
    if (!missing.length) return c
    const holders = [c, ...(c.subChapters ?? [])].filter((x) => x.content.includes('data-tag-name'))
    const target = holders[holders.length - 1] ?? c
    const add = (x: Chapter): Chapter =>
      x.id === target.id ? { ...x, content: serializeHtml(addFields(parseHtml(x.content), missing, values, tags)) } : { ...x, ...(x.subChapters ? { subChapters: x.subChapters.map(add) } : {}) }
    return add(c)
  }
  // Chapters outside the instance stay the same objects, so nothing else is saved or redrawn.
  const visit = (list: Chapter[]): Chapter[] => {
    let changed = false
    const next = list.map((c) => {
      if (c.id === instanceChapterId) {
        changed = true
        return withMissing(rewrite(c))
      }
      const subs = c.subChapters?.length ? visit(c.subChapters) : c.subChapters
      if (subs === c.subChapters) return c
      changed = true
      return { ...c, subChapters: subs }
    })
    return changed ? next : list
  }
  return visit(chapters)
}

/** One confirmed placement: the instance chapter (with its sub-chapters) before and after its values were written. */
export interface WrittenPlace {
  chapterId: string
  number: number
  before: Chapter
  after: Chapter
}

const findChapter = (chapters: readonly Chapter[], id: string) => flattenChapters(chapters).find((c) => c.id === id)
const sameChapter = (a: Chapter | undefined, b: Chapter) => a !== undefined && (a === b || JSON.stringify(a) === JSON.stringify(b))

/** Writes the values like writeInstanceValues and returns, with the new chapters, what an undo needs. */
export function writePlace(chapters: Chapter[], instanceChapterId: string, number: number, values: FieldValues, tags: readonly WriteTagInfo[]) {
  const next = writeInstanceValues(chapters, instanceChapterId, values, tags)
  const before = findChapter(chapters, instanceChapterId)
  const after = findChapter(next, instanceChapterId)
  const written: WrittenPlace | null = before && after && next !== chapters ? { chapterId: instanceChapterId, number, before, after } : null
  return { chapters: next, written }
}

/** Whether the instance is still exactly as the placement left it, so undoing it loses no other edit. */
export const canUndoPlace = (chapters: readonly Chapter[], w: WrittenPlace): boolean => sameChapter(findChapter(chapters, w.chapterId), w.after)

/** The instance chapter back as it was before the placement; unchanged when it was edited since. */
export function undoPlace(chapters: Chapter[], w: WrittenPlace): Chapter[] {
  return canUndoPlace(chapters, w) ? mapChapterById(chapters, w.chapterId, () => w.before) : chapters
}
