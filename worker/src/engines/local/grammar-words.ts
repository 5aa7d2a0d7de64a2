/**
 * Makes every word of a speech grammar pronounceable. The recogniser only decodes words in its
 * CMU dictionary (American spelling, no medical acronyms), so a missing word is spelled through
 * known words: a forensic lexicon, the American spelling ("haemorrhage" → hemorrhage), a compound of known words
 * ("subscapular" → sub + scapular), or letter by letter for short acronyms ("csf" → c s f).
 */

import { FORENSIC_LEXICON } from './grammar-lexicon'

/** Pronunciation of a dictionary word (ArpaBet phones), or null when the dictionary lacks it. */
export type WordLookup = (word: string) => string | null

export interface ResolvedWord {
  word: string
  /** Set when the word must be added to the dictionary with this pronunciation. */
  pron?: string
}

const SPELLING_RULES: [RegExp, string][] = [
  [/ae/g, 'e'],
  [/oe/g, 'e'],
  [/our(s?)$/, 'or$1'],
  [/tre(s?)$/, 'ter$1'],
  [/isation(s?)$/, 'ization$1'],
  [/is(e|ed|es|ing)$/, 'iz$1'],
  [/ys(e|ed|es|ing)$/, 'yz$1'],
  [/ogue(s?)$/, 'og$1'],
  [/mme(s?)$/, 'm$1'],
  [/ll(ed|ing)$/, 'l$1'],
]

/** Lower-case ASCII form of a word: diacritics dropped, only letters, digits and apostrophes kept. */
export function asciiWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9']/g, '')
}

function americanSpelling(word: string, lookup: WordLookup): string | null {
  let w = word
  for (const [pattern, replacement] of SPELLING_RULES) {
    const next = w.replace(pattern, replacement)
    if (next === w) continue
    const single = lookup(word.replace(pattern, replacement))
    if (single) return single
    w = next
    const combined = lookup(w)
    if (combined) return combined
  }
  return null
}

/** Splits a word into at most three dictionary words of three letters or more. */
function compound(word: string, lookup: WordLookup, depth = 0): string | null {
  if (depth > 2) return null
  for (let cut = word.length - 3; cut >= 3; cut--) {
    const head = lookup(word.slice(0, cut)) ?? americanSpelling(word.slice(0, cut), lookup)
    if (!head) continue
    const tailWord = word.slice(cut)
    const tail = lookup(tailWord) ?? americanSpelling(tailWord, lookup) ?? compound(tailWord, lookup, depth + 1)
    if (tail) return `${head} ${tail}`
  }
  return null
}

// Spelled letter by letter: short acronyms ("csf", "gsw", "dna"), never real words like "ileum".
function spelled(word: string, lookup: WordLookup): string | null {
  if (!/^[a-z]+$/.test(word) || (word.length > 3 && (word.length > 5 || /[aeiouy]/.test(word)))) return null
  const letters = [...word].map((ch) => lookup(ch))
  return letters.every((p): p is string => p !== null) ? letters.join(' ') : null
}

const SIBILANTS = new Set(['S', 'Z', 'SH', 'ZH', 'CH', 'JH'])
const VOICELESS = new Set(['P', 'T', 'K', 'F', 'TH'])

/** A verb's third person spelled from its stem in the dictionary: "blanches" as blanch + IH Z, "develops" as develop + S. */
export function thirdPerson(word: string, lookup: WordLookup): string | null {
  for (const [stem, ending] of [[word.slice(0, -2), 'es'], [word.slice(0, -1), 's']]) {
    const pron = stem.length >= 3 && word.endsWith(ending) ? lookup(stem) : null
    if (!pron) continue
    const last = pron.split(' ').at(-1) ?? ''
    if (SIBILANTS.has(last)) {
      if (ending === 'es' || stem.endsWith('e')) return `${pron} IH Z`
    } else if (ending === 's') return `${pron} ${VOICELESS.has(last) ? 'S' : 'Z'}`
  }
  return null
}

/**
 * The word as the recogniser can decode it, or null when no spelling through known words exists.
 * With loose false only the American spelling is tried (for the grammar's own fixed words).
 */
export function resolveWord(raw: string, lookup: WordLookup, loose = true): ResolvedWord | null {
  const word = asciiWord(raw)
  if (!word || /^\d/.test(word)) return null
  if (lookup(word)) return { word }
  const known: WordLookup = (w) => lookup(w) ?? FORENSIC_LEXICON[w] ?? null
  const pron = known(word) ?? americanSpelling(word, known) ?? (loose ? (compound(word, known) ?? spelled(word, lookup)) : null)
  return pron ? { word, pron } : null
}
