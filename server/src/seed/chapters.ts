import { sanitizeChapterHtml } from '@shared/node/html'
import { tagSpanHtml } from '@shared/src/editor/tag-html'
import { Chapters, type Chapter } from '@shared/src/reports/chapter.schema'
import type { SeedChapter } from './data/types'

/** What a placeholder needs to become a tag span. */
export interface TagRef {
  id: string
  identifier: string
  color: string
}

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g

/** Identifiers named by `{{placeholders}}` in seed HTML, in order of appearance (repeats kept). */
export function placeholderIdentifiers(html: string): string[] {
  return [...html.matchAll(PLACEHOLDER)].map((m) => m[1])
}

/** Identifiers named anywhere in a chapter tree. */
export function chapterTreeIdentifiers(chapters: SeedChapter[]): string[] {
  return chapters.flatMap((c) => [...placeholderIdentifiers(c.content), ...chapterTreeIdentifiers(c.subChapters ?? [])])
}

/** How many inline field tags an HTML string carries. */
export function countTagSpans(html: string): number {
  return html.match(/data-tag-id="/g)?.length ?? 0
}

/** Replaces each `{{identifier}}` with an unfilled tag span; an unknown identifier or a stray brace pair throws. */
export function resolvePlaceholders(html: string, tags: ReadonlyMap<string, TagRef>, where: string): string {
  const resolved = html.replace(PLACEHOLDER, (_, identifier: string) => {
    const tag = tags.get(identifier)
    if (!tag) throw new Error(`Seed content ${where}: unknown tag placeholder {{${identifier}}}`)
    return tagSpanHtml(tag)
  })
  if (resolved.includes('{{') || resolved.includes('}}')) {
    throw new Error(`Seed content ${where}: malformed placeholder`)
  }
  return resolved
}

/**
 * Seed chapters as stored chapters: 1-based order within each level, fields resolved to tag spans
 * and HTML passed through the schema sanitiser, which must keep every field.
 */
export function buildChapters(seed: SeedChapter[], tags: ReadonlyMap<string, TagRef>, where: string): Chapter[] {
  const build = (list: SeedChapter[]): Chapter[] =>
    list.map((c, i) => {
      const at = `${where} › ${c.title}`
      const content = sanitizeChapterHtml(resolvePlaceholders(c.content, tags, at))
      const expected = placeholderIdentifiers(c.content).length
      if (countTagSpans(content) !== expected) {
        throw new Error(`Seed content ${at}: sanitising kept ${countTagSpans(content)} of ${expected} fields`)
      }
      const chapter: Chapter = { id: c.id, title: c.title, content, order: i + 1 }
      if (c.subChapters?.length) chapter.subChapters = build(c.subChapters)
      return chapter
    })
  return Chapters.parse(build(seed))
}
