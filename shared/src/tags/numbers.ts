/**
 * Spoken numbers and units as dictated in autopsy findings ("three hundred and fifty grams"),
 * turned into digits and canonical unit symbols, and back into words for speech grammars.
 * Works on lower-case word tokens so the speech grammar and the text extractor agree.
 */

export { UNITS, unitInfo, normaliseUnit, parseUnit, convertUnit, formatQuantity } from './units'
export type { UnitInfo } from './units'

export const ONES: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
}
export const TEENS: Readonly<Record<string, number>> = {
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15,
  sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
}
export const TENS: Readonly<Record<string, number>> = {
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
}

export interface ParsedNumber {
  value: number
  /** The number as digits, exactly as spoken (no float noise): '350', '1.5', '0.25'. */
  digits: string
  /** How many tokens it used. */
  length: number
}

type Kind = 'none' | 'ones' | 'teen' | 'tens' | 'hundred' | 'thousand'

const DIGIT_TOKEN = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$|^\d+(?:\.\d+)?$/

const isSmall = (w: string | undefined) => w !== undefined && (w in ONES || w in TEENS || w in TENS)
const decimalDigitOf = (w: string | undefined): string | null => {
  if (w === undefined) return null
  if (w === 'zero' || w === 'oh' || w === 'nought') return '0'
  if (w in ONES) return String(ONES[w])
  if (/^\d$/.test(w)) return w
  return null
}

/** Reads the spoken digits after "point": "five" → '5', "two five" → '25', "twenty five" → '25'. */
function readDecimals(tokens: readonly string[], i: number): { digits: string; length: number } | null {
  const first = tokens[i]
  if (first !== undefined && (first in TEENS || first in TENS)) {
    if (first in TEENS) return { digits: String(TEENS[first]), length: 1 }
    const next = tokens[i + 1]
    if (next !== undefined && next in ONES) return { digits: String(TENS[first] + ONES[next]), length: 2 }
    return { digits: String(TENS[first]).replace(/0$/, ''), length: 1 }
  }
  let digits = ''
  let j = i
  for (let d = decimalDigitOf(tokens[j]); d !== null; d = decimalDigitOf(tokens[j])) {
    digits += d
    j++
  }
  return digits ? { digits, length: j - i } : null
}

function twoDigitTail(tokens: readonly string[], i: number): { value: number; length: number } | null {
  const [w, next] = [tokens[i], tokens[i + 1]]
  if (w === undefined) return null
  if (w in TEENS) return { value: TEENS[w], length: 1 }
  if (w in TENS) return next !== undefined && next in ONES ? { value: TENS[w] + ONES[next], length: 2 } : { value: TENS[w], length: 1 }
  if (w === 'oh' && next !== undefined && next in ONES) return { value: ONES[next], length: 2 }
  return null
}

function join(intPart: number, decimals: string): string {
  return decimals ? `${intPart}.${decimals}` : String(intPart)
}

function withHalf(res: ParsedNumber, tokens: readonly string[], i: number): ParsedNumber {
  // "one and a half kilograms"
  if (tokens[i] === 'and' && tokens[i + 1] === 'a' && tokens[i + 2] === 'half' && !res.digits.includes('.')) {
    return { value: res.value + 0.5, digits: `${res.digits}.5`, length: res.length + 3 }
  }
  return res
}

function parseDigitToken(tokens: readonly string[], start: number): ParsedNumber | null {
  const tok = tokens[start]
  if (!DIGIT_TOKEN.test(tok)) return null
  const digits = tok.replace(/,/g, '')
  const value = Number(digits)
  const next = tokens[start + 1]
  if (!digits.includes('.') && (next === 'hundred' || next === 'thousand')) {
    const v = value * (next === 'hundred' ? 100 : 1000)
    return { value: v, digits: String(v), length: 2 }
  }
  return withHalf({ value, digits, length: 1 }, tokens, start + 1)
}

/**
 * Parses the longest well-formed number starting at tokens[start] ("three hundred and fifty",
 * "one point five", "a hundred", "sixteen hundred", "350", "1,600"). Stops before a word that
 * cannot continue it, so "four hundred four hundred and twenty" reads as 400 then 420.
 */
export function parseNumber(tokens: readonly string[], start = 0): ParsedNumber | null {
  if (start >= tokens.length) return null
  const fromDigits = parseDigitToken(tokens, start)
  if (fromDigits) return fromDigits

  let total = 0
  let chunk = 0
  let hasHundred = false
  let kind: Kind = 'none'
  let i = start
  let decimals = ''

  if (tokens[i] === 'zero' || tokens[i] === 'nought') {
    i++
    kind = 'ones'
  }
  // State before the words that followed a hundred/thousand: if a multiplier then shows they
  // began a new number ("four hundred | four hundred and twenty"), the parse backs up to it.
  let checkpoint: { i: number; total: number; chunk: number } | null = null
  for (; i < tokens.length; i++) {
    const w = tokens[i]
    const next = tokens[i + 1]
    if ((kind === 'hundred' || kind === 'thousand') && (w === 'and' || (isSmall(w) && tokens[i - 1] !== 'and')))
      checkpoint = { i, total, chunk }
    if (w === 'a' && kind === 'none' && (next === 'hundred' || next === 'thousand')) {
      chunk = 1
      kind = 'ones'
    } else if (w in ONES) {
      const afterTens = kind === 'tens' && chunk % 10 === 0
      if (!(kind === 'none' || afterTens || kind === 'hundred' || kind === 'thousand')) break
      chunk += ONES[w]
      kind = 'ones'
    } else if (w in TEENS || w in TENS) {
      if (!(kind === 'none' || kind === 'hundred' || kind === 'thousand')) break
      chunk += w in TEENS ? TEENS[w] : TENS[w]
      kind = w in TEENS ? 'teen' : 'tens'
    } else if (w === 'hundred') {
      if (kind === 'none' || kind === 'hundred' || kind === 'thousand') break
      if (hasHundred || chunk < 1 || chunk > 99 || (chunk >= 10 && total > 0)) {
        if (checkpoint) ({ i, total, chunk } = checkpoint)
        break
      }
      chunk *= 100
      hasHundred = true
      kind = 'hundred'
    } else if (w === 'thousand') {
      if (kind === 'none' || kind === 'thousand') break
      if (total > 0 || chunk < 1) {
        if (checkpoint) ({ i, total, chunk } = checkpoint)
        break
      }
      total = chunk * 1000
      chunk = 0
      hasHundred = false
      kind = 'thousand'
    } else if (w === 'and') {
      // "and" only joins a hundred/thousand to what follows; otherwise it separates two values.
      if ((kind !== 'hundred' && kind !== 'thousand') || !isSmall(next)) break
    } else if (w === 'point') {
      const dec = readDecimals(tokens, i + 1)
      if (!dec) break
      decimals = dec.digits
      i += 1 + dec.length
      if (kind === 'none') kind = 'ones'
      break
    } else {
      break
    }
  }
  if (kind === 'none') return null
  // "three fifty" = 350, "twelve fifty" = 1250, "three oh five" = 305: how weights are often dictated.
  if (!decimals && i === start + 1 && (kind === 'ones' || kind === 'teen') && chunk > 0) {
    const tail = twoDigitTail(tokens, i)
    if (tail) {
      chunk = chunk * 100 + tail.value
      i += tail.length
    }
  }
  const intPart = total + chunk
  const digits = join(intPart, decimals)
  return withHalf({ value: Number(digits), digits, length: i - start }, tokens, i)
}

/** Converts a whole phrase of number words ("twenty two") to a number, or null if any word is left over. */
export function wordsToNumber(text: string): number | null {
  const tokens = text.toLowerCase().replace(/-/g, ' ').split(/\s+/).filter(Boolean)
  const res = parseNumber(tokens, 0)
  return res && res.length === tokens.length ? res.value : null
}

const ONES_WORDS = ['zero', ...Object.keys(ONES)]
const TEEN_WORDS = Object.keys(TEENS)
const TENS_WORDS = Object.keys(TENS)

function below100(n: number): string {
  if (n < 10) return ONES_WORDS[n]
  if (n < 20) return TEEN_WORDS[n - 10]
  const t = TENS_WORDS[Math.floor(n / 10) - 2]
  return n % 10 ? `${t} ${ONES_WORDS[n % 10]}` : t
}

function below1000(n: number): string {
  if (n < 100) return below100(n)
  const h = `${ONES_WORDS[Math.floor(n / 100)]} hundred`
  return n % 100 ? `${h} and ${below100(n % 100)}` : h
}

/** Spells a number the way it is dictated: 350 → "three hundred and fifty", 1.5 → "one point five". */
export function numberToWords(n: number | string): string {
  const text = typeof n === 'number' ? formatNumber(n) : n.trim()
  if (!/^\d+(\.\d+)?$/.test(text)) throw new RangeError(`Not a non-negative number: ${text}`)
  const [intText, decText] = text.split('.')
  const int = Number(intText)
  if (int >= 1_000_000) throw new RangeError(`Number too large to spell: ${text}`)
  let words: string
  if (int < 1000) words = below1000(int)
  else {
    const rest = int % 1000
    words = `${below1000(Math.floor(int / 1000))} thousand`
    if (rest) words += rest < 100 ? ` and ${below100(rest)}` : ` ${below1000(rest)}`
  }
  if (decText) words += ` point ${[...decText].map((d) => ONES_WORDS[Number(d)]).join(' ')}`
  return words
}

/** Prints a number without float noise: 1600.0000000002 → '1600', 1.50 → '1.5'. */
export function formatNumber(n: number): string {
  return String(Number(n.toFixed(6)))
}
