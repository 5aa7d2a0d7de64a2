import { ONES, TEENS, TENS } from '@shared/src/tags/numbers'

/** One word, number or punctuation mark of a transcript, with its place in the original text. */
export interface Token {
  /** Lower case: 'heart', '350', '°c', '.', ','. Spoken punctuation ("full stop") becomes the mark. */
  norm: string
  /** Comparison key: plural, verb form and British/American spelling folded ("weighs" → "weigh"). */
  stem: string
  start: number
  end: number
  punct: boolean
  /** Ends a sentence: . ! ? ; newline, or their spoken forms. */
  boundary: boolean
  sentence: number
}

export interface Sentence {
  first: number
  /** Exclusive token index. */
  end: number
}

export interface Tokenized {
  text: string
  tokens: Token[]
  sentences: Sentence[]
}

const TOKEN = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|°\s?[cf]\b|\p{L}[\p{L}\p{M}'’]*|\n|[.!?;:,=%×]/giu

const WEIGH = ['weigh', 'weighs', 'weighed', 'weighing', 'weight', 'weights']
const MEASURE = ['measure', 'measures', 'measured', 'measuring', 'measurement', 'measurements']
const IRREGULAR = new Map<string, string>([
  ...WEIGH.map((w) => [w, 'weigh'] as [string, string]),
  ...MEASURE.map((w) => [w, 'measure'] as [string, string]),
  ['is', 'is'],
  ['was', 'was'],
  ['has', 'has'],
  ['this', 'this'],
  ['its', 'its'],
  ['testes', 'testis'],
  ['irides', 'iris'],
  ['fell', 'fall'],
  ['fallen', 'fall'],
  ['falling', 'fall'],
  ['lividities', 'lividity'],
  ['stenosed', 'stenosis'],
  ['stenoses', 'stenosis'],
])
/** A quantity followed by one of these places something ("4 cm from the midline"): it is not the field's own measure. */
export const RELATIONS = new Set([
  'from', 'above', 'below', 'beneath', 'lateral', 'medial', 'behind', 'proximal', 'distal', 'anterior', 'posterior', 'inferior', 'superior',
  'away',
])

/** Hesitations carry nothing: "seven hundred and, er, thirty" is 730. */
const HESITATIONS = new Set(['um', 'umm', 'er', 'erm', 'uh', 'uhm', 'ah', 'eh', 'hmm'])
const NUMBER_WORDS: Record<string, number> = { zero: 0, ...ONES, ...TEENS, ...TENS }

/** Folds a lower-case word to its comparison key, so "Lungs" ~ "lung", "weighed" ~ "weight", "haemorrhage" ~ "hemorrhage". */
export function stemWord(word: string): string {
  let w = word.toLowerCase().replace(/’/g, "'").replace(/'s$/, '')
  const irregular = IRREGULAR.get(w)
  if (irregular) return irregular
  if (w in NUMBER_WORDS) return String(NUMBER_WORDS[w])
  if (/^\d/.test(w)) return w
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`
  else if (w.length > 4 && /(ches|shes|sses|xes)$/.test(w)) w = w.slice(0, -2)
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1)
  return w.replace(/ae/g, 'e').replace(/oe/g, 'e').replace(/our$/, 'or').replace(/tre$/, 'ter')
}

/** Spoken punctuation, as a dictating pathologist says it, mapped to the mark it stands for. */
function spokenMark(words: string[], i: number): { mark: string; length: number } | null {
  const w = words[i]
  const next = words[i + 1]
  if ((w === 'full' && next === 'stop') || (w === 'new' && (next === 'line' || next === 'paragraph'))) {
    return { mark: '.', length: 2 }
  }
  if (w === 'period' && next !== 'of') return { mark: '.', length: 1 }
  if (w === 'semicolon') return { mark: ';', length: 1 }
  if (w === 'comma') return { mark: ',', length: 1 }
  if (w === 'next') {
    // "next" is a dictation command after a value or at the end, but ordinary prose in "next to".
    const prev = words[i - 1]
    const afterValue = prev === undefined || /^[\d.,;:]/.test(prev) || prev === '%' || /s$|^(g|kg|mg|mm|cm|ml|l)$/.test(prev)
    if (next === 'field' || next === 'item') return { mark: '.', length: 2 }
    if (next === undefined || /^[.,;:!?\n]$/.test(next) || (afterValue && next !== 'to')) return { mark: '.', length: 1 }
  }
  return null
}

const isBoundaryMark = (s: string) => s === '.' || s === '!' || s === '?' || s === ';' || s === '\n'

/** Splits a transcript into tokens and sentences, turning spoken punctuation into marks. */
export function tokenize(text: string): Tokenized {
  const raw: { norm: string; start: number; end: number }[] = []
  let hesitated = false
  for (const m of text.matchAll(TOKEN)) {
    const norm = m[0].toLowerCase().replace(/’/g, "'").replace(/\s+/g, '')
    if (HESITATIONS.has(norm)) {
      // "and, er, thirty": the commas around a hesitation are not a pause between values.
      if (raw[raw.length - 1]?.norm === ',') raw.pop()
      hesitated = true
      continue
    }
    const afterHesitation = hesitated
    hesitated = false
    if (norm === ',' && afterHesitation) continue
    raw.push({ norm, start: m.index, end: m.index + m[0].length })
  }
  const words = raw.map((r) => r.norm)
  const tokens: Token[] = []
  let sentence = 0
  for (let i = 0; i < raw.length; i++) {
    const spoken = spokenMark(words, i)
    const said = spoken ? spoken.mark : raw[i].norm
    const norm = said === '=' ? ':' : said
    const last = spoken ? raw[i + spoken.length - 1] : raw[i]
    const punct = spoken !== null || /^[.!?;:,%\n]$/.test(norm)
    const boundary = punct && isBoundaryMark(norm)
    tokens.push({
      norm,
      stem: punct ? norm : stemWord(norm),
      start: raw[i].start,
      end: last.end,
      punct: punct && norm !== '%',
      boundary,
      sentence,
    })
    if (boundary) sentence++
    if (spoken) i += spoken.length - 1
  }
  const sentences: Sentence[] = []
  for (let i = 0; i < tokens.length; i++) {
    const s = tokens[i].sentence
    if (!sentences[s]) sentences[s] = { first: i, end: i + 1 }
    else sentences[s].end = i + 1
  }
  return { text, tokens, sentences: sentences.filter(Boolean) }
}

/** Original text from token a to token b (inclusive), without trailing punctuation. */
export function textBetween(t: Tokenized, a: number, b: number): string {
  let last = b
  while (last > a && t.tokens[last].punct) last--
  let first = a
  while (first < last && t.tokens[first].punct) first++
  if (first > last || t.tokens[first].punct) return ''
  return t.text.slice(t.tokens[first].start, t.tokens[last].end).replace(/\s+/g, ' ').trim()
}

/** "blanches", "protrudes": the verb said for a value written as its participle ("blanching", "protruding"). */
export function saysParticiple(norm: string, participle: string): boolean {
  const base = /^(\p{L}{3,})ing$/u.exec(participle)?.[1]
  return !!base && (norm === `${base}s` || norm === `${base}es`)
}
