import { numberToWords } from '@shared/src/tags/numbers'
import { phraseWords } from '@shared/src/tags/vocabulary'
import { MORE_PRONUNCIATIONS } from './grammar-lexicon'
import { resolveWord, thirdPerson, type WordLookup } from './grammar-words'

/**
 * A choice as it may be said, as the extractor reads it: as written, and with a participle's first word said as its
 * verb ("blanching" as "blanches", "blanching on pressure" as "blanches on pressure").
 */
export function choiceSayings(value: string): string[] {
  const [first, ...rest] = value.split(' ')
  const base = /^([a-z]{3,})ing$/.exec(first)?.[1]
  return base ? [value, ...[`${base}s`, `${base}es`].map((verb) => [verb, ...rest].join(' '))] : [value]
}

interface Alternative {
  text: string
  /** Pronunciation of the whole alternative, to spot spellings that sound the same. */
  sound: string
  added: [string, string][]
}

/** Collects grammar alternatives, spelling or dropping words the dictionary lacks. */
export class Words {
  readonly newWords = new Map<string, string>()
  readonly dropped: string[] = []
  /** Words spelled here for the grammar's own sayings (`sayings`). */
  private readonly taught = new Map<string, string>()
  constructor(private readonly lookup: WordLookup) {}

  /** One alternative, or null when a word cannot be pronounced. Only tag words are spelled loosely. */
  private phrase(text: string, fixed: boolean): Alternative | null {
    const words: string[] = []
    const sounds: string[] = []
    const added: [string, string][] = []
    for (const raw of phraseWords(text)) {
      // Digits are said as words: "rib 4" → "rib four".
      const spoken = /^\d+(\.\d+)?$/.test(raw) ? numberToWords(raw).split(' ') : [raw === '%' ? 'percent' : raw]
      for (const w of spoken) {
        const taught = this.taught.get(w)
        const r = taught ? { word: w, pron: taught } : resolveWord(w, this.lookup, !fixed)
        if (!r) {
          if (!fixed) this.dropped.push(text)
          return null
        }
        if (r.pron) added.push([r.word, r.pron])
        added.push(...this.morePronunciations(r.word))
        words.push(r.word)
        sounds.push(r.pron ?? this.lookup(r.word) ?? r.word)
      }
    }
    return words.length ? { text: words.join(' '), sound: sounds.join(' | '), added } : null
  }

  /**
   * The choices with their sayings (`choiceSayings`): a verb form the dictionary lacks is spelled from its stem there
   * ("blanches" from "blanch"), a form with no such stem ("blanchs", "sitts") is left out.
   */
  sayings(values: Iterable<string>): string[] {
    const said: string[] = []
    for (const value of values) {
      for (const saying of choiceSayings(value)) {
        if (saying === value) said.push(value)
        else {
          const verb = saying.split(' ')[0]
          const pron = thirdPerson(verb, this.lookup)
          if (!pron) continue
          if (!this.lookup(verb)) this.taught.set(verb, pron)
          said.push(saying)
        }
      }
    }
    return said
  }

  /** The further pronunciations of a word as the dictionary's alternates ("livor(2)"), numbered after those it has. */
  private morePronunciations(word: string): [string, string][] {
    let k = 2
    while (this.lookup(`${word}(${k})`)) k++
    return (MORE_PRONUNCIATIONS[word] ?? []).map((pron, i) => [`${word}(${k + i})`, pron])
  }

  /**
   * JSGF alternatives "(a | b c)", or null when none survives. Among the grammar's own words,
   * spellings that sound the same keep the first listed ("millimetres" over "millimeters").
   */
  alternatives(texts: Iterable<string>, fixed = false): string | null {
    const seen = new Set<string>()
    const alts: string[] = []
    for (const t of texts) {
      const alt = this.phrase(t, fixed)
      if (!alt || seen.has(alt.text) || (fixed && seen.has(alt.sound))) continue
      seen.add(alt.text).add(alt.sound)
      alts.push(alt.text)
      for (const [word, pron] of alt.added) this.newWords.set(word, pron)
    }
    return alts.length ? `(${alts.join(' | ')})` : null
  }
}

