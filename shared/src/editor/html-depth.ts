/**
 * How deeply chapter HTML may nest elements. Parsing and sanitising (jsdom + ProseMirror) recurse
 * per level: 1,000 nested lists overflowed the stack after 1.4 s, 5,000 held a core for 69 s, while
 * 200 levels take about half a second. Real chapters stay far below (lists in lists, a table, marks).
 */
export const MAX_CHAPTER_HTML_DEPTH = 100

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr'])
const TAG = /<(\/?)([A-Za-z][A-Za-z0-9-]*)\b[^>]*?(\/?)>/g

/**
 * The deepest element nesting of an HTML string, counted with one regular-expression pass (no parser,
 * no recursion) before anything parses it. Unclosed tags count as open, so the figure is never below
 * the real depth: a sloppy document may be over-counted, a deep one is never under-counted.
 */
export function htmlNestingDepth(html: string): number {
  let depth = 0
  let deepest = 0
  for (const [, closing, name, selfClosing] of html.matchAll(TAG)) {
    if (VOID.has(name.toLowerCase()) || selfClosing) continue
    if (closing) depth = Math.max(0, depth - 1)
    else deepest = Math.max(deepest, ++depth)
  }
  return deepest
}
