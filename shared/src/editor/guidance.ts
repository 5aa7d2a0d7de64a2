/**
 * Guidance blocks: instructions to the pathologist inside a chapter ("Record the persons present…"),
 * written `<div data-guidance="true" class="guidance">…</div>`. They are not report content: no
 * export prints them, and a chapter that holds nothing else is not yet written.
 *
 * These helpers work on chapter HTML as a string so that both the browser and the server can use
 * them without a DOM.
 */

const GUIDANCE_OPEN = /<div\b[^>]*\bdata-guidance\s*=\s*("true"|'true'|true\b)[^>]*>/gi
const DIV_TAG = /<(\/?)div\b[^>]*>/gi

/** The HTML with every guidance block (and whatever it holds) removed. */
export function stripGuidance(html: string): string {
  let out = ''
  let at = 0
  GUIDANCE_OPEN.lastIndex = 0
  for (let open = GUIDANCE_OPEN.exec(html); open; open = GUIDANCE_OPEN.exec(html)) {
    out += html.slice(at, open.index)
    // Guidance may hold nested divs: skip to the div that closes this one.
    DIV_TAG.lastIndex = open.index + open[0].length
    let depth = 1
    let end = html.length
    for (let tag = DIV_TAG.exec(html); tag; tag = DIV_TAG.exec(html)) {
      depth += tag[1] ? -1 : 1
      if (depth === 0) {
        end = tag.index + tag[0].length
        break
      }
    }
    at = end
    GUIDANCE_OPEN.lastIndex = end
  }
  return out + html.slice(at)
}

/** True when the HTML holds at least one guidance block. */
export function hasGuidance(html: string): boolean {
  GUIDANCE_OPEN.lastIndex = 0
  return GUIDANCE_OPEN.test(html)
}

// What is left of "nothing": empty paragraphs, line breaks, non-breaking spaces and whitespace.
const EMPTY_MARKUP = /<\/?(p|br|div|span)\b[^>]*>|&nbsp;|&#160;|\s|\u00a0/gi

/** True when the chapter content is guidance and nothing else (empty paragraphs do not count as writing). */
export function isGuidanceOnly(html: string): boolean {
  if (!html || !hasGuidance(html)) return false
  return stripGuidance(html).replace(EMPTY_MARKUP, '') === ''
}

/** The label the editors show above guidance. */
export const GUIDANCE_LABEL = 'Instructions'

/**
 * How the cleaned report names a chapter that holds only guidance, inside its `[MISSING: …]`
 * marker and in the list of what is missing: its outline number and title ("3.1 Heart"). Brackets
 * and line breaks are removed so the marker stays one marker.
 */
export function unwrittenChapterName(number: string, title: string): string {
  const clean = title.replace(/[[\]]/g, '').replace(/\s+/g, ' ').trim() || 'Untitled section'
  return `${number} ${clean}`.slice(0, 150)
}
