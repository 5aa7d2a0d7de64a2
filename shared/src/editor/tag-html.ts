import { DEFAULT_TAG_COLOR } from '../constants'

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Markers that mean "no value yet" (inserted tags). */
export function isUnfilled(value: string | null | undefined): boolean {
  if (value == null) return true
  const v = value.trim()
  return v === '' || v === 'NULL' || v === 'null'
}

/**
 * HTML of an inline field tag as the shared schema parses it. An unfilled field shows
 * its name in brackets; a filled one shows its value.
 */
export function tagSpanHtml(tag: { id: string; identifier: string; color?: string | null }, value?: string | null): string {
  const filled = !isUnfilled(value)
  const attrs = [
    'class="report-tag"',
    `data-tag-id="${escape(tag.id)}"`,
    `data-tag-name="${escape(tag.identifier)}"`,
    `data-tag-color="${escape(tag.color ?? DEFAULT_TAG_COLOR)}"`,
  ]
  if (filled) attrs.push(`data-tag-value="${escape(value!.trim())}"`)
  const text = filled ? value!.trim() : `[${tag.identifier}]`
  return `<span ${attrs.join(' ')}>${escape(text)}</span>`
}
