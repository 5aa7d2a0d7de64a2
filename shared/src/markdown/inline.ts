import type { Inline, TextInline } from './ast'

// Inline syntax of the cleaned-report dialect: **bold**, *italic*, ***both***, <u>underline</u>,
// [MISSING: name] and backslash escapes of punctuation. Every marker that finds no partner stays
// literal text, so an unclosed `**` never turns the rest of a line bold. One pass to tokenise,
// one to pair delimiters (a stack, amortised O(1) per token), one to emit: linear in the line.

type Tok =
  | { kind: 'text'; text: string }
  | { kind: 'missing'; name: string }
  | { kind: 'star'; count: number; canOpen: boolean; canClose: boolean; left: number; opens: number; closes: number }
  | { kind: 'u'; open: boolean; matched: boolean }

const SPECIAL = /[\\*<[]/g
const PUNCT = new Set('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~')
const UNDERLINE_TAG = /<(\/?)u\s*>/iy
const MISSING_FIELD = /\[MISSING:[ \t]*([^\]\s][^\]\n]{0,199}?)[ \t]*\]/iy
const BOLD = 2
const ITALIC = 1

/** Parses one line of dialect text into inlines; never throws, never drops text. */
export function parseInlines(line: string): Inline[] {
  const toks = tokenize(line)
  pairStars(toks)
  pairUnderlines(toks)
  return emit(toks)
}

/** Appends inlines, merging the joint when both sides are text with the same marks. */
export function appendInlines(target: Inline[], more: Inline[]): void {
  const last = target[target.length - 1]
  const first = more[0]
  if (last?.type === 'text' && first?.type === 'text' && !!last.bold === !!first.bold && !!last.italic === !!first.italic && !!last.underline === !!first.underline) {
    last.text += first.text
    for (let k = 1; k < more.length; k++) target.push(more[k])
  } else for (const inline of more) target.push(inline)
}

function isSpace(ch: string | undefined): boolean {
  return ch === undefined || ch === ' ' || ch === '\t' || ch === '\u00a0'
}

function tokenize(line: string): Tok[] {
  const toks: Tok[] = []
  let buf = ''
  const flush = () => {
    if (buf) toks.push({ kind: 'text', text: buf })
    buf = ''
  }
  let i = 0
  while (i < line.length) {
    SPECIAL.lastIndex = i
    const m = SPECIAL.exec(line)
    const at = m ? m.index : line.length
    buf += line.slice(i, at)
    if (!m) break
    i = at
    const ch = line[i]
    if (ch === '\\') {
      const next = line[i + 1]
      if (next !== undefined && PUNCT.has(next)) {
        buf += next
        i += 2
      } else {
        buf += ch
        i += 1
      }
    } else if (ch === '*') {
      let n = 1
      while (line[i + n] === '*') n++
      if (n > 3) {
        buf += '*'.repeat(n)
      } else {
        flush()
        const prev = line[i - 1]
        const next = line[i + n]
        toks.push({ kind: 'star', count: n, canOpen: !isSpace(next), canClose: !isSpace(prev), left: n, opens: 0, closes: 0 })
      }
      i += n
    } else if (ch === '<') {
      UNDERLINE_TAG.lastIndex = i
      const u = UNDERLINE_TAG.exec(line)
      if (u) {
        flush()
        toks.push({ kind: 'u', open: u[1] === '', matched: false })
        i += u[0].length
      } else {
        buf += ch
        i += 1
      }
    } else {
      MISSING_FIELD.lastIndex = i
      const f = MISSING_FIELD.exec(line)
      if (f) {
        flush()
        toks.push({ kind: 'missing', name: f[1].trim() })
        i += f[0].length
      } else {
        buf += ch
        i += 1
      }
    }
  }
  flush()
  return toks
}

type StarTok = Extract<Tok, { kind: 'star' }>

function pairStars(toks: Tok[]): void {
  const openers: StarTok[] = []
  for (const t of toks) {
    if (t.kind !== 'star') continue
    if (t.canClose) {
      while (t.left > 0 && openers.length > 0) {
        const o = openers[openers.length - 1]
        const use = Math.min(t.left, o.left)
        // use 1 = italic, 2 = bold, 3 = both; the bit values make that a plain OR.
        const marks = use === 3 ? BOLD | ITALIC : use === 2 ? BOLD : ITALIC
        o.opens = addMarks(o.opens, marks)
        t.closes = addMarks(t.closes, marks)
        o.left -= use
        t.left -= use
        if (o.left === 0) openers.pop()
      }
    }
    if (t.left > 0 && t.canOpen) openers.push(t)
  }
}

// Marks are counted per delimiter token as packed counters so one token can open bold twice.
function addMarks(packed: number, marks: number): number {
  return packed + ((marks & BOLD) !== 0 ? 1 << 8 : 0) + ((marks & ITALIC) !== 0 ? 1 : 0)
}

function pairUnderlines(toks: Tok[]): void {
  const open: Extract<Tok, { kind: 'u' }>[] = []
  for (const t of toks) {
    if (t.kind !== 'u') continue
    if (t.open) open.push(t)
    else {
      const o = open.pop()
      if (o) {
        o.matched = true
        t.matched = true
      }
    }
  }
}

function emit(toks: Tok[]): Inline[] {
  const out: Inline[] = []
  let bold = 0
  let italic = 0
  let underline = 0
  const text = (s: string) => {
    if (!s) return
    const last = out[out.length - 1]
    const marks = { bold: bold > 0, italic: italic > 0, underline: underline > 0 }
    if (last && last.type === 'text' && !!last.bold === marks.bold && !!last.italic === marks.italic && !!last.underline === marks.underline) {
      last.text += s
      return
    }
    const inline: TextInline = { type: 'text', text: s }
    if (marks.bold) inline.bold = true
    if (marks.italic) inline.italic = true
    if (marks.underline) inline.underline = true
    out.push(inline)
  }
  for (const t of toks) {
    if (t.kind === 'text') text(t.text)
    else if (t.kind === 'missing') out.push({ type: 'missing', name: t.name })
    else if (t.kind === 'u') {
      if (!t.matched) text(t.open ? '<u>' : '</u>')
      else underline += t.open ? 1 : -1
    } else {
      bold -= t.closes >> 8
      italic -= t.closes & 0xff
      text('*'.repeat(t.left))
      bold += t.opens >> 8
      italic += t.opens & 0xff
    }
  }
  return out
}
