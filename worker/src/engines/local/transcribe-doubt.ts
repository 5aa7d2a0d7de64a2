import { ONES, parseNumber, TENS } from '@shared/src/tags/numbers'
import { unitInfo } from '@shared/src/tags/units'
import type { UncertainSpan } from '@shared/src/jobs/events.schema'

/**
 * Confidence from the audio: which words of an offline transcript the recogniser was unsure of.
 *
 * A word is unsure when its posterior probability in the recogniser's lattice is below
 * UNSURE_BELOW. A number that holds one word of a -teen/-ty pair ("thirteen"/"thirty") is always
 * doubtful, however sure the recogniser was: these pairs differ by one unstressed syllable and were
 * the recogniser's commonest mistake, so the value said with the other word of the pair is offered
 * as the alternative ("1613?" or "1630").
 *
 * A number ending in a digit word that opens a -ty word ("four"), heard right before a word that opens
 * with the -ty's own /t/ ("four teeth", "six tea"), is doubtful too: the recogniser split the -ty or
 * -teen word it could not match whole, so "forty" is the alternative offered.
 */

/**
 * Words below this posterior probability are marked unsure. On held-out synthetic clips, clean and
 * noisy, right and wrong words alike scored 0.75–0.99 (a word forced into the grammar is as "sure" as
 * a word said), so no threshold raised the share of high-confidence values that are right; this one
 * marks only what the lattice really doubted (bench/RESULTS.md, "Offline recogniser in a room").
 */
export const UNSURE_BELOW = 0.6

const TEEN_TY: [string, string][] = [
  ['thirteen', 'thirty'],
  ['fourteen', 'forty'],
  ['fifteen', 'fifty'],
  ['sixteen', 'sixty'],
  ['seventeen', 'seventy'],
  ['eighteen', 'eighty'],
  ['nineteen', 'ninety'],
]
const OTHER = new Map(TEEN_TY.flatMap(([teen, ty]) => [[teen, ty], [ty, teen]] as [string, string][]))

const TENS_OF: Readonly<Record<string, string>> = {
  two: 'twenty',
  three: 'thirty',
  four: 'forty',
  five: 'fifty',
  six: 'sixty',
  seven: 'seventy',
  eight: 'eighty',
  nine: 'ninety',
}

const isDigitWord = (word: string) => word === 'zero' || Object.hasOwn(ONES, word)

/**
 * "One point three, right ventricular wall" heard as "one point three eight right …", "one fifty" at a pause as "one fifty
 * eight": the recogniser puts an "eight" after a tens word or a decimal's one digit where the number ends unsaid. Such a
 * number without its unit after it is in doubt, the number without the "eight" its alternative; with its unit ("fifty
 * eight centimetres") it was said whole. The digits of the alternative, or null.
 */
export function strayEight(words: readonly string[], from: number, length: number): string | null {
  const last = from + length - 1
  if (length < 2 || words[last] !== 'eight' || unitInfo(words[last + 1] ?? '')) return null
  const decimal = words[last - 2] === 'point' && isDigitWord(words[last - 1])
  if (!Object.hasOwn(TENS, words[last - 1]) && !decimal) return null
  const parsed = parseNumber(words.slice(from, last), 0)
  return parsed && parsed.length === length - 1 ? parsed.digits : null
}

/** Whether the word after a number opens with the /t/ of a -ty or -teen word (spelt "t", not "th"). */
const opensWithT = (word: string | undefined) => !!word && /^t(?!h)/.test(word)

/** The other word of a -teen/-ty pair ("thirty" → "thirteen"), or null. */
export const pairedWord = (word: string): string | null => OTHER.get(word) ?? null

/** A recognised utterance: its words, and for each whether the recogniser was unsure of it. */
export interface HeardUtterance {
  words: string[]
  unsure: boolean[]
}

/** An utterance from the recogniser's words and their posterior probabilities (`unsureBelow`: for calibrating it). */
export function heardUtterance(text: string, scores: readonly number[] = [], unsureBelow = UNSURE_BELOW): HeardUtterance {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean)
  return { words, unsure: words.map((_, i) => (scores[i] ?? 1) < unsureBelow) }
}

/**
 * Whether the words [from, from + length) of an utterance, shown as one token, are in doubt, and the
 * alternative to offer: for a number, the value with its -teen/-ty word swapped (undefined when the
 * swap reads as no number of the same length).
 */
export function doubtOf(heard: HeardUtterance, from: number, length: number, isNumber: boolean): { alternative?: string } | null {
  const span = heard.words.slice(from, from + length)
  const last = span.length - 1
  const withoutEight = isNumber ? strayEight(heard.words, from, length) : null
  if (withoutEight) return { alternative: withoutEight }
  if (isNumber && TENS_OF[span[last]] && opensWithT(heard.words[from + length])) {
    const parsed = parseNumber(span.map((w, i) => (i === last ? TENS_OF[w] : w)), 0)
    return parsed && parsed.length === length ? { alternative: parsed.digits } : {}
  }
  const pair = span.findIndex((w) => pairedWord(w) !== null)
  const unsure = heard.unsure.slice(from, from + length).some(Boolean)
  if (pair < 0 && !unsure) return null
  if (pair < 0) return {}
  const swapped = span.map((w, i) => (i === pair ? pairedWord(w)! : w))
  if (!isNumber) return { alternative: swapped.join(' ') }
  const parsed = parseNumber(swapped, 0)
  return parsed && parsed.length === length ? { alternative: parsed.digits } : {}
}

/**
 * "One pounds and four hundred and sixty grams": the recogniser hears "thousand" as "pounds" (the same vowel and
 * closing /n(d)z/), and a weight is never said in pounds and grams together. A digit word, "pound(s) and", a number under
 * a thousand and "gram(s)" read as the thousands and the rest of one number of grams; the number is in doubt (the user
 * confirms it). Its digits and how many words it spans (the unit excepted); null if the words are not so.
 */
export function thousandAsPounds(words: readonly string[], i: number): { digits: string; length: number } | null {
  const head = parseNumber(words, i)
  if (!head || head.length !== 1 || !/^[1-9]$/.test(head.digits)) return null
  if (!['pound', 'pounds'].includes(words[i + 1]) || words[i + 2] !== 'and') return null
  const rest = parseNumber(words, i + 3)
  if (!rest || !/^\d{1,3}$/.test(rest.digits) || !['gram', 'grams'].includes(words[i + 3 + rest.length])) return null
  return { digits: String(Number(head.digits) * 1000 + Number(rest.digits)), length: 3 + rest.length }
}

// A doubtful token is written into the sentence between private-use marks, with its alternative,
// so it survives the formatter's joins, commas and capitals; `extractDoubts` takes them out again.
const OPEN = '\uE000'
const ALT = '\uE002'
const CLOSE = '\uE001'
const MARKS = new RegExp(`${OPEN}[^${ALT}]*${ALT}|${CLOSE}`, 'g')

/** `token` marked as doubtful inside the formatter's text. */
export const markDoubt = (token: string, alternative = '') => `${OPEN}${alternative}${ALT}${token}${CLOSE}`

/** A token of the formatter without its doubt mark. */
export const unmarked = (token: string) => token.replace(MARKS, '')

/** Upper-cases the first letter of a sentence even when a doubt mark opens it. */
export const capitalise = (text: string) =>
  text.replace(new RegExp(`^((?:${OPEN}[^${ALT}]*${ALT})?)(.)`), (_, mark: string, first: string) => `${mark}${first.toUpperCase()}`)

/** The plain transcript and its doubtful spans (offsets into the plain text). */
export function extractDoubts(marked: string): { text: string; uncertain: UncertainSpan[] } {
  const uncertain: UncertainSpan[] = []
  let text = ''
  for (let i = 0; i < marked.length; ) {
    if (marked[i] !== OPEN) {
      text += marked[i++]
      continue
    }
    const alt = marked.indexOf(ALT, i)
    const close = marked.indexOf(CLOSE, alt)
    const alternative = marked.slice(i + 1, alt)
    const word = marked.slice(alt + 1, close)
    uncertain.push({ start: text.length, end: text.length + word.length, text: word, ...(alternative ? { alternative } : {}) })
    text += word
    i = close + 1
  }
  return { text, uncertain }
}
