import type { Chapter } from '@shared/src/reports/chapter.schema'
import { isUnfilled } from '@shared/src/editor/tag-html'
import { flattenChapters } from '@shared/src/reports/chapter-tree'

// Counting runs on every table-of-contents render: cache by content, parse with the DOM only.
const CACHE_LIMIT = 2000
const cache = new Map<string, number>()
let inertDoc: Document | null = null

function countInHtml(html: string): number {
  if (!html.includes('data-tag-id')) return 0
  const hit = cache.get(html)
  if (hit !== undefined) return hit
  const box = (inertDoc ??= document.implementation.createHTMLDocument('')).createElement('div')
  box.innerHTML = html
  let n = 0
  box.querySelectorAll('span[data-tag-id]').forEach((el) => {
    // A field nested in another field is not a field of its own (the schema keeps one tag per text).
    if (!el.parentElement?.closest('span[data-tag-id]') && isUnfilled(el.getAttribute('data-tag-value'))) n++
  })
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
  cache.set(html, n)
  return n
}

/** Unfilled fields in a chapter's own text, or with `deep` also in all its sub-chapters. */
export function countUnfilled(chapter: Chapter, deep = false): number {
  return (deep ? flattenChapters([chapter]) : [chapter]).reduce((n, c) => n + countInHtml(c.content), 0)
}
