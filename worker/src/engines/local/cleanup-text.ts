import type { TextContext } from '@shared/src/editor/to-markdown'

/** Body text of a chapter added in the editor and never written (spec: new chapters). */
export const NEW_CHAPTER_PLACEHOLDER = 'Enter your content here...'

const SPOKEN = /(\s*)\b(full stop|period|comma|new paragraph)\b/gi

// "period" is also a noun in reports ("the postmortem period was 12 hours"). A dictated one
// follows a finding and starts nothing; these words around it mean the noun.
const NOUN_BEFORE = new Set([
  'a', 'an', 'the', 'this', 'that', 'these', 'those', 'each', 'every', 'any', 'no', 'some', 'same',
  'whole', 'entire', 'his', 'her', 'their', 'its', 'our', 'one', 'first', 'second', 'third', 'final',
  'initial', 'early', 'late', 'short', 'long', 'brief', 'prolonged', 'extended', 'given', 'certain',
  'postmortem', 'post-mortem', 'perimortem', 'antemortem', 'agonal', 'survival', 'time', 'incubation',
  'latent', 'refractory', 'menstrual', 'interval', 'observation', 'neonatal', 'perinatal', 'postpartum',
  'postoperative', 'follow-up', 'study', 'reporting', 'separate', 'new',
])
const NOUN_AFTER = new Set(['of', 'was', 'is', 'were', 'has', 'had', 'lasting', 'between', 'ended', 'began'])
const TIME_UNIT = /(?:^|-)(?:minute|hour|day|week|month|year)s?$/

// Words whose trailing dot does not end a sentence.
const ABBREVIATIONS = new Set([
  'approx', 'cf', 'vs', 'dr', 'mr', 'mrs', 'ms', 'prof', 'no', 'fig', 'st', 'ca', 'resp', 'incl', 'max', 'min', 'e.g', 'i.e',
])

const lastWord = (s: string) => /([\p{L}\p{N}'’-]+)\W*$/u.exec(s)?.[1]?.toLowerCase() ?? ''
const firstWord = (s: string) => /^\s*([\p{L}\p{N}'’-]+)/u.exec(s)?.[1]?.toLowerCase() ?? ''

function isDictated(word: string, before: string, after: string): boolean {
  const prev = lastWord(before)
  if (NOUN_BEFORE.has(prev)) return false
  if (word === 'new paragraph') return true
  if (word === 'period' && (TIME_UNIT.test(prev) || NOUN_AFTER.has(firstWord(after)))) return false
  // Typed prose punctuates itself: "for a 3 day period, then" is the noun.
  return !/^\s*[.,;:!?)]/.test(after)
}

/** Turns dictated "period", "full stop", "comma" and "new paragraph" into punctuation. */
export function spokenPunctuation(text: string, ctx: TextContext): string {
  let out = ''
  let last = 0
  for (const m of text.matchAll(SPOKEN)) {
    const at = m.index!
    out += text.slice(last, at)
    last = at + m[0].length
    const word = m[2].toLowerCase().replace(/\s+/g, ' ')
    const before = ctx.before + out
    const after = text.slice(last)
    if (!isDictated(word, before, after)) {
      out += m[0]
      continue
    }
    const ended = /[.,;:!?]\s*$/.test(before)
    if (word === 'new paragraph') {
      if (!before.trim()) continue
      // Only a top-level paragraph can split; elsewhere the break becomes a sentence end.
      out += ctx.container === 'paragraph' ? '\n\n' : ended ? '' : '.'
      if (ctx.container === 'paragraph') last += /^\s*/.exec(after)![0].length
      continue
    }
    // Nothing to end at the start of a block, and no doubled marks after typed punctuation.
    if (!before.trim()) {
      out += m[0]
      continue
    }
    if (ended) {
      out = out.replace(/\s+$/, '')
      continue
    }
    out += word === 'comma' ? ',' : '.'
  }
  return out + text.slice(last)
}

/** Single spaces, no space before punctuation, a space after a comma or semicolon. */
export function fixSpacing(text: string, ctx: TextContext): string {
  let out = text.replace(/[ \t\u00a0]{2,}/g, ' ')
  if (/\s$/.test(ctx.before) || !ctx.before) out = out.replace(/^[ \t]+/, '')
  return out.replace(/[ \t]+([.,;:!?])(?!\d)/g, '$1').replace(/([,;])(?=\p{L})/gu, '$1 ')
}

function endsSentence(pre: string): boolean {
  if (!pre.trim() || /\n\s*$/.test(pre)) return true
  const m = /(\S*?)[.!?]["')\]]?\s+$/.exec(pre)
  if (!m) return false
  const token = m[1].toLowerCase().replace(/^["'([]+/, '')
  return !ABBREVIATIONS.has(token) && !/^\p{L}\.\p{L}$/u.test(token)
}

/** Capitalises an all-lower-case word that starts a sentence; words like 'mL' or 'pH' stay as written. */
export function capitaliseSentences(text: string, ctx: TextContext): string {
  if (ctx.container === 'cell') return text // cells hold units ('g', 'mL') and short values
  return text.replace(/\p{L}[\p{L}'’-]*/gu, (word, at: number) => {
    if (!/^[\p{Ll}][\p{Ll}'’-]*$/u.test(word)) return word
    const pre = ctx.before + text.slice(0, at)
    if (pre && !/\s$/.test(pre)) return word
    return endsSentence(pre) ? word[0].toUpperCase() + word.slice(1) : word
  })
}

/** Every plain-text fix of the local cleanup, in order; field values never pass through here. */
export function fixDictatedText(text: string, ctx: TextContext): string {
  let out = text.split(NEW_CHAPTER_PLACEHOLDER).join('')
  out = spokenPunctuation(out, ctx)
  out = fixSpacing(out, ctx)
  return capitaliseSentences(out, ctx)
}
