import { Fragment, Slice, type Mark, type Node as PMNode } from 'prosemirror-model'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { schema } from '@shared/src/editor/schema'
import { isUnfilled } from '@shared/src/editor/tag-html'
import { parseHtml, serializeHtml } from '../editor/html'
import { placeholderText, readableTagName, tagRanges } from './tag-ranges'
import { flattenChapters } from '@shared/src/reports/chapter-tree'
import { bestChapterFor } from './chapter-match'
import { instanceScopes } from './instance-scope'

export { countUnfilled } from './unfilled-count'

/** A value to put into the report (a matched tag the user chose to insert). */
export interface InsertableTag {
  /** The tag's id. */
  id: string
  /** The tag's identifier. */
  name: string
  value: string
  /** Where in the report the value belongs (free text from matching). */
  location: string
  /** The transcript sentence the value came from (provenance). */
  source?: string
  /** The injury instance chapter the value belongs to: only occurrences inside it are filled. */
  chapterId?: string
}

/** What fillTagValues needs to know of each tag. */
export interface FillTagInfo {
  id: string
  identifier: string
  name: string
  color: string
  category?: string | null
}

export interface FillResult {
  chapters: Chapter[]
  /** Names of tags whose fields already in the report were filled. */
  filled: string[]
  /** Names of tags added to the report as new fields. */
  inserted: string[]
}

/** A chapter's document, parsed once and serialised back only if it changed. */
interface WorkingChapter {
  chapter: Chapter
  doc: PMNode | null
  changed: boolean
}

const docOf = (w: WorkingChapter) => (w.doc ??= parseHtml(w.chapter.content))

/**
 * Puts chosen values into the report. A value for an injury instance (`chapterId`) fills only the
 * tag's fields inside that instance's chapters; any other value fills the tag's fields outside every
 * instance (any chapter, any depth), never an instance's. Each replaces an older value and records its
 * source sentence. A tag with no field where the value belongs gets one, as a new paragraph
 * '<Readable name>: <field>' at the end of the chapter its location and name point to (within the
 * instance, for an instance's value), else of the active chapter; a value without an instance whose
 * fields are all inside instances fills nothing. A blank (NULL) value never erases a value present.
 */
export function fillTagValues(
  chapters: Chapter[],
  matches: InsertableTag[],
  opts: { activeChapterId: string | null; tags: FillTagInfo[] },
): FillResult {
  const working = new Map<string, WorkingChapter>()
  for (const c of flattenChapters(chapters)) working.set(c.id, { chapter: c, doc: null, changed: false })
  const scopes = instanceScopes(chapters)
  const filled: string[] = []
  const inserted: string[] = []
  const seen = new Set<string>()
  // The last choice for a tag in one place wins; each (tag, instance) is handled once.
  for (const match of [...matches].reverse()) {
    const tag = resolveTag(match, opts.tags)
    const scope = match.chapterId ? scopes.inside(match.chapterId) : scopes.outside
    if (!scope || seen.has(`${tag.id}\u0000${match.chapterId ?? ''}`)) continue
    seen.add(`${tag.id}\u0000${match.chapterId ?? ''}`)
    const value = isUnfilled(match.value) ? null : match.value.trim()
    const source = value && match.source?.trim() ? match.source.trim() : null
    const place = [...working.values()].filter((w) => scope.has(w.chapter.id))
    if (fillEverywhere(place, tag, value, source)) {
      if (value) filled.push(tag.identifier)
      continue
    }
    if (!match.chapterId && fillEverywhere([...working.values()], tag, null, null)) continue
    const within = match.chapterId ? scopes.chapters(match.chapterId) : chapters
    const target = bestChapterFor(within, [tag.identifier, tag.name, tag.category ?? '', match.location].join(' '), opts.activeChapterId)
    const w = target && scope.has(target.id) ? working.get(target.id) : undefined
    if (!w) continue
    insertField(w, tag, value, source)
    inserted.push(tag.identifier)
  }
  return { chapters: rebuild(chapters, working), filled: filled.reverse(), inserted: inserted.reverse() }
}

function resolveTag(match: InsertableTag, tags: FillTagInfo[]): FillTagInfo {
  const known = tags.find((t) => t.id === match.id) ?? tags.find((t) => t.identifier === match.name)
  return known ?? { id: match.id, identifier: match.name, name: match.name, color: '#3b82f6' }
}

const fieldMark = (tag: FillTagInfo, value: string | null, source: string | null, color: string): Mark =>
  schema.marks.tag.create({ tagId: tag.id, name: tag.identifier, color, value, source })

/** Fills every field of the tag in these chapters; false when they have none. A blank value leaves existing values alone. */
function fillEverywhere(place: readonly WorkingChapter[], tag: FillTagInfo, value: string | null, source: string | null): boolean {
  let found = false
  for (const w of place) {
    // Cheap test first: most chapters do not mention the tag at all.
    if (!w.chapter.content.includes(tag.id) && !w.chapter.content.includes(tag.identifier)) continue
    const doc = docOf(w)
    const ranges = tagRanges(doc).filter((r) => r.attrs.tagId === tag.id || r.attrs.name === tag.identifier)
    if (!ranges.length) continue
    found = true
    if (!value) continue
    let next = doc
    // Right to left, so earlier positions stay valid.
    for (const r of [...ranges].reverse()) {
      const first = next.nodeAt(r.from)
      const marks = fieldMark(tag, value, source, r.attrs.color).addToSet(schema.marks.tag.removeFromSet(first?.marks ?? []))
      next = next.replace(r.from, r.to, new Slice(Fragment.from(schema.text(value, marks)), 0, 0))
    }
    w.doc = next
    w.changed = true
  }
  return found
}

function insertField(w: WorkingChapter, tag: FillTagInfo, value: string | null, source: string | null): void {
  const doc = docOf(w)
  const text = value ?? placeholderText(tag.identifier)
  const paragraph = schema.nodes.paragraph.create(null, [
    schema.text(`${readableTagName(tag.identifier)}: `),
    schema.text(text, [fieldMark(tag, value, source, tag.color)]),
  ])
  // A chapter holding only the editor's empty paragraph gets the field in its place.
  const onlyEmpty = doc.childCount === 1 && doc.firstChild!.type === schema.nodes.paragraph && doc.firstChild!.content.size === 0
  w.doc = doc.copy(onlyEmpty ? doc.content.replaceChild(0, paragraph) : doc.content.addToEnd(paragraph))
  w.changed = true
}

function rebuild(chapters: Chapter[], working: Map<string, WorkingChapter>): Chapter[] {
  let changed = false
  const next = chapters.map((c) => {
    const w = working.get(c.id)
    const subs = c.subChapters ? rebuild(c.subChapters, working) : undefined
    const content = w?.changed && w.doc ? serializeHtml(w.doc) : c.content
    if (content === c.content && subs === c.subChapters) return c
    changed = true
    return { ...c, content, ...(subs ? { subChapters: subs } : {}) }
  })
  return changed ? next : chapters
}

/** A field already in the report (spec 'Existing document tag'), for tag matching. */
export interface ExistingDocumentTag {
  id: string
  name: string
  /** '' while unfilled. */
  value: string
}

/** The report's fields, one per tag in reading order; a tag's value is its first filled occurrence. */
export function existingDocumentTags(chapters: Chapter[]): ExistingDocumentTag[] {
  const byId = new Map<string, ExistingDocumentTag>()
  for (const c of flattenChapters(chapters)) {
    if (!c.content.includes('data-tag-id')) continue
    for (const r of tagRanges(parseHtml(c.content))) {
      const value = isUnfilled(r.attrs.value) ? '' : r.attrs.value!.trim()
      const known = byId.get(r.attrs.tagId)
      if (!known) byId.set(r.attrs.tagId, { id: r.attrs.tagId, name: r.attrs.name, value })
      else if (!known.value && value) known.value = value
    }
  }
  return [...byId.values()]
}
