/**
 * Parser of the cleaned-report markdown dialect: the output of every cleanup engine and the input
 * of the preview, the HTML export and the DOCX export.
 *
 * The dialect:
 * - `# Report title` once at the top; chapters by depth: `## 1. Title`, `### 1.1 Title`,
 *   `#### 1.1.1 Title`, down to `######` (numbering as in the editor's table of contents; deeper
 *   chapters stay at `######`).
 * - Paragraphs are separated by one blank line; a single newline inside a paragraph is a line break.
 * - Inline: `**bold**`, `*italic*`, `<u>underline</u>` (the only HTML allowed; everything else is
 *   text and is escaped when rendered).
 * - Lists: `- item` (bullets), `1. item` (numbered), one item per line, nested by two-space indentation.
 * - Tables: GFM pipes: header row, `| --- | --- |` separator, body rows.
 * - Field values are written in place as plain text; an unfilled field is never dropped but written
 *   `[MISSING: identifier]`.
 *
 * Tolerated because an LLM may send them: CRLF/CR line ends, `*`/`+`
 * bullets and `1)` numbers, any consistent indentation step (tabs count as four columns), blank
 * lines between list items, code-fence lines and horizontal rules (both dropped: they carry no
 * report text), tables without outer pipes or with ragged rows (padded, never truncated), and
 * control characters that Word cannot store (dropped). Unclosed markers stay literal text.
 * The parser never throws and runs in time linear in the input.
 */
import type { Block, HeadingLevel, ListBlock, ListItem } from './ast'
import { appendInlines, parseInlines } from './inline'

export type { Block, HeadingBlock, Inline, ListBlock, ListItem, MissingInline, ParagraphBlock, TableBlock, TextInline } from './ast'
export { inlinesToText } from './ast'
export { parseInlines } from './inline'

// Word's numbering has nine levels (0-8); deeper indentation is kept at the deepest level.
const MAX_LIST_DEPTH = 9
const LIST_ITEM = /^([-*+]|\d{1,9}[.)])[ \t]+(\S.*)$/
// XML 1.0 cannot carry these (control characters other than tab and line ends, lone surrogates,
// U+FFFE/U+FFFF), and a stray one would corrupt the Word export. With the u flag the surrogate
// class only matches unpaired halves.
const FORBIDDEN_CHARS = /[^\P{Cc}\t\n\r]|[\uD800-\uDFFF\uFFFE\uFFFF]/gu

interface Line {
  indent: number
  text: string
}

/** Parses dialect text into blocks; robust to malformed input, linear time. */
export function parseCleanMarkdown(input: string): Block[] {
  const lines = splitLines(String(input ?? ''))
  const blocks: Block[] = []
  let i = 0
  while (i < lines.length) {
    const line = lines[i]
    if (line.text === '' || isFence(line.text) || isRule(line.text)) {
      i++
      continue
    }
    const heading = asHeading(line.text)
    if (heading) {
      if (heading.text) blocks.push({ type: 'heading', level: heading.level, inlines: parseInlines(heading.text) })
      i++
    } else if (LIST_ITEM.test(line.text)) {
      i = parseList(lines, i, blocks)
    } else if (isTableStart(lines, i)) {
      i = parseTable(lines, i, blocks)
    } else {
      i = parseParagraph(lines, i, blocks)
    }
  }
  return blocks
}

/** Removes characters an XML document (and so a Word file) cannot hold, and a leading BOM. */
export function stripForbiddenChars(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(FORBIDDEN_CHARS, '')
}

function splitLines(text: string): Line[] {
  const clean = stripForbiddenChars(text)
  return clean.split(/\r\n?|\n/).map((raw) => {
    let indent = 0
    let k = 0
    for (; k < raw.length; k++) {
      if (raw[k] === ' ') indent += 1
      else if (raw[k] === '\t') indent += 4
      else break
    }
    return { indent, text: raw.slice(k).trim() }
  })
}

function isFence(text: string): boolean {
  return text.startsWith('```') || text.startsWith('~~~')
}

function isRule(text: string): boolean {
  if (text.length < 3) return false
  const compact = text.replace(/[ \t]/g, '')
  return /^(?:-{3,}|\*{3,}|_{3,})$/.test(compact)
}

function asHeading(text: string): { level: HeadingLevel; text: string } | null {
  let hashes = 0
  while (text[hashes] === '#') hashes++
  if (hashes === 0 || hashes > 6) return null
  const after = text[hashes]
  if (after !== undefined && after !== ' ' && after !== '\t') return null
  let content = text.slice(hashes).trim()
  // An ATX closing sequence (`## Title ##`) is decoration, not text.
  let end = content.length
  while (end > 0 && content[end - 1] === '#') end--
  if (end < content.length && (end === 0 || content[end - 1] === ' ' || content[end - 1] === '\t')) content = content.slice(0, end).trim()
  return { level: hashes as HeadingLevel, text: content }
}

function startsBlock(lines: Line[], i: number): boolean {
  const t = lines[i].text
  return t === '' || isFence(t) || isRule(t) || asHeading(t) !== null || LIST_ITEM.test(t) || isTableStart(lines, i)
}

function parseParagraph(lines: Line[], start: number, blocks: Block[]): number {
  const out = [parseInlines(lines[start].text)]
  let i = start + 1
  while (i < lines.length && !startsBlock(lines, i)) out.push(parseInlines(lines[i++].text))
  blocks.push({ type: 'paragraph', lines: out })
  return i
}

interface Frame {
  indent: number
  list: ListBlock
}

function parseList(lines: Line[], start: number, blocks: Block[]): number {
  let stack: Frame[] = []
  let last: ListItem | undefined
  let i = start
  while (i < lines.length) {
    const line = lines[i]
    const m = LIST_ITEM.exec(line.text)
    if (m) {
      const ordered = m[1] !== '-' && m[1] !== '*' && m[1] !== '+'
      last = { inlines: parseInlines(m[2]) }
      stack = placeItem(stack, line.indent, ordered, blocks)
      stack[stack.length - 1].list.items.push(last)
      i++
      continue
    }
    if (line.text === '') {
      // Blank lines between items (a "loose" list) do not end it.
      let j = i
      while (j < lines.length && lines[j].text === '') j++
      if (j < lines.length && LIST_ITEM.test(lines[j].text)) {
        i = j
        continue
      }
      break
    }
    // An indented line that starts no other block continues the previous item's text.
    if (line.indent > 0 && last && !startsBlock(lines, i)) {
      appendInlines(last.inlines, [{ type: 'text', text: ' ' }])
      appendInlines(last.inlines, parseInlines(line.text))
      i++
      continue
    }
    break
  }
  return i
}

/** Finds (or creates) the list an item at `indent` belongs to and returns the updated stack. */
function placeItem(stack: Frame[], indent: number, ordered: boolean, blocks: Block[]): Frame[] {
  const newRoot = (): Frame[] => {
    const list: ListBlock = { type: 'list', ordered, items: [] }
    blocks.push(list)
    return [{ indent, list }]
  }
  if (stack.length === 0) return newRoot()
  while (stack.length > 1 && stack[stack.length - 1].indent > indent) stack.pop()
  const top = stack[stack.length - 1]
  if (stack.length === 1 && indent < top.indent) top.indent = indent
  if (indent > top.indent && stack.length < MAX_LIST_DEPTH) {
    const parent = top.list.items[top.list.items.length - 1]
    parent.children ??= { type: 'list', ordered, items: [] }
    stack.push({ indent, list: parent.children })
    return stack
  }
  // Switching between bullets and numbers at the top level starts a new list.
  if (stack.length === 1 && top.list.ordered !== ordered) return newRoot()
  return stack
}

function splitRow(text: string): string[] {
  let t = text
  if (t.startsWith('|')) t = t.slice(1)
  if (t.endsWith('|') && !t.endsWith('\\|')) t = t.slice(0, -1)
  const cells: string[] = []
  let cell = ''
  for (let k = 0; k < t.length; k++) {
    const ch = t[k]
    if (ch === '\\' && t[k + 1] === '|') {
      // Kept escaped so the inline parser turns it into a literal pipe.
      cell += '\\|'
      k++
    } else if (ch === '|') {
      cells.push(cell.trim())
      cell = ''
    } else cell += ch
  }
  cells.push(cell.trim())
  return cells
}

function isSeparator(text: string): boolean {
  if (!text.includes('|') || !text.includes('-')) return false
  return splitRow(text).every((c) => /^:?-+:?$/.test(c.replace(/[ \t]/g, '')))
}

function isTableStart(lines: Line[], i: number): boolean {
  return i + 1 < lines.length && lines[i].text.includes('|') && isSeparator(lines[i + 1].text)
}

function parseTable(lines: Line[], start: number, blocks: Block[]): number {
  const header = splitRow(lines[start].text)
  const rows: string[][] = []
  let i = start + 2
  while (i < lines.length && lines[i].text.includes('|') && asHeading(lines[i].text) === null) {
    if (!isSeparator(lines[i].text)) rows.push(splitRow(lines[i].text))
    i++
  }
  // Ragged rows are padded rather than cut: a cut cell could hide a [MISSING: …] field.
  const cols = rows.reduce((max, r) => Math.max(max, r.length), header.length)
  const pad = (cells: string[]) => Array.from({ length: cols }, (_, k) => parseInlines(cells[k] ?? ''))
  blocks.push({ type: 'table', header: pad(header), rows: rows.map(pad) })
  return i
}
