import { parseNumber } from '@shared/src/tags/numbers'
import { spokenField, type SpokenField } from '@shared/src/tags/spoken-field'
import { MEASURE_NOUNS, phraseWords } from '@shared/src/tags/vocabulary'
import type { TagInfo } from '../types'
import { LINKS, pairedNames, VERBS } from './grammar'
import { choiceSayings } from './grammar-spell'
import { hasWoundFields } from './grammar-wounds'
import { buildWords } from './grammar-person'
import { saysNarrowing } from './extract-reported'
import { organAfterOrgan, pairAfterPair, siteAt, strayAfterSites, woundPhraseAt, zeroMeasures } from './transcribe-guard-wounds'
import { cueAt, woundsNamed } from './transcribe-guard-cues'
import { lostOfThe, lostToTheAfterMeasure } from './transcribe-heard-site'
import { looksForced, type GuardOptions, type GuardVocabulary } from './transcribe-guard'
import {
  capitalise, doubtOf, extractDoubts, heardUtterance, markDoubt, thousandAsPounds, unmarked, type HeardUtterance,
} from './transcribe-doubt'
import type { UncertainSpan } from '@shared/src/jobs/events.schema'

/**
 * Turns the recogniser's bare lower-case words into a readable transcript: spoken punctuation
 * becomes marks, numbers become digits, each named field starts a sentence, spoken corrections
 * stand between commas. "heart weight three hundred and fifty grams period liver weight …" →
 * "Heart weight 350 grams. Liver weight …".
 */

const BREAKS: string[][] = [['period'], ['full', 'stop'], ['next'], ['new', 'line'], ['new', 'paragraph']]
const CORRECTIONS: string[][] = [['correction'], ['scratch', 'that'], ['i', 'mean'], ['sorry']]
// A field named right after these words continues the sentence ("right and left lungs", "no tattoos"), as it does after a
// preposition, whose object it is ("the track passes through the diaphragm into the liver").
const CONTINUES = new Set(['and', 'the', 'no', 'left', 'right', 'of', 'into', 'through', 'to', 'in', 'from', 'within', 'across'])

const LINK_WORDS = new Set(LINKS)
const VERB_WORDS = new Set(VERBS)
const MEASURES = new Set(MEASURE_NOUNS)

/** Shown in the transcript for a stretch of speech the guard took for narrative forced into field words. */
export const GAP_MARK = '…'

const startsWith = (words: string[], i: number, seq: string[]) => seq.every((w, k) => words[i + k] === w)

/** Whether the sentence so far ends with a field's name (and perhaps a linking verb), still waiting for its value. */
function endsWithName(sentence: string[], names: string[][]): boolean {
  const current = sentence.map(unmarked)
  let end = current.length
  if (end && LINK_WORDS.has(current[end - 1])) end -= 1
  return names.some((n) => n.length <= end && n.every((w, k) => current[end - n.length + k] === w))
}

function fieldStarts(vocabs: SpokenField[]): string[][] {
  const names: string[][] = []
  for (const v of vocabs) {
    for (const p of v.phrases) {
      const words = phraseWords(p)
      const last = words[words.length - 1]
      // As the grammar says them: "heart weight", "heart" (weighs …) and "weight of the heart".
      names.push(words, ...(words.length >= 2 && MEASURES.has(last) ? [words.slice(0, -1), [last, 'of', 'the']] : []))
    }
  }
  return names.filter((n) => n.length > 0)
}

/** Field names and choice values of a vocabulary, as the guard against forced words reads them. */
export function guardVocabulary(vocabulary: TagInfo[]): GuardVocabulary {
  const vocabs = vocabulary.map(spokenField)
  // Both sides said at once, as the grammar has them: "the right and left lungs weigh …".
  const plurals = pairedNames(vocabs).plurals.map(phraseWords)
  const sided = (v: SpokenField) => v.kind === 'number' && v.phrases.some((p) => /^(left|right) /.test(p))
  return {
    fields: vocabs.map((v, k) => ({
      names: [...fieldStarts([v]), ...(sided(v) ? plurals : [])],
      kind: v.kind,
      choices: v.values.flatMap((c) => choiceSayings(c)).map(phraseWords).filter((w) => w.length > 0),
      unit: v.unit,
      range: v.kind === 'number' ? v.range : null,
      narrowing: v.kind === 'number' && saysNarrowing(v.phrases, vocabulary[k].description),
    })),
    wounds: hasWoundFields(vocabulary),
    builds: new Set(buildWords(vocabulary)),
  }
}

/**
 * Where wound phrases (./transcribe-guard-wounds) shape the sentences: the words inside one (its first
 * excepted), where a comma ends or starts a site ("on the left side of the chest, 140 cm above the
 * heel") or follows a cue, and where a cue of a wound starts.
 */
function woundPhrases(words: string[]): { inside: Set<number>; commas: Set<number>; cues: Set<number> } {
  const inside = new Set<number>()
  const commas = new Set<number>()
  const cues = new Set<number>()
  for (let i = 0; i < words.length; i++) {
    const site = siteAt(words, i)
    if (site > 0 && site < words.length && words[site] !== 'comma') commas.add(site)
    // "Back to front left to right", "the skin the left lung": a comma between two pairs of directions or two organs.
    if (pairAfterPair(words, i) || organAfterOrgan(words, i)) commas.add(i)
    // "… to the right of the midline on the front of the abdomen": a site after another part.
    const bare = ['on', 'over', 'in', 'at'].includes(words[i])
    const joined = ['and', 'comma', 'is', 'was', 'lies', 'lying', 'situated', 'located'].includes(words[i - 1])
    if (site > 0 && bare && i > 0 && !joined) commas.add(i)
    const cue = cueAt(words, i)
    if (cue > i && !inside.has(i) && words.slice(i, cue).some((w) => w === 'wound' || w === 'laceration')) {
      cues.add(i)
      // "Stab wound 3 112 cm above the heel": a number right after a cue starts the description.
      if (parseNumber(words, cue)) commas.add(cue)
    }
    const end = woundPhraseAt(words, i)
    for (let k = i + 1; k < end; k++) inside.add(k)
  }
  return { inside, commas, cues }
}

/**
 * Formats recognised utterances (one per stretch of speech) as sentences. A pause between a
 * field's name and its value ("brain weight … one thousand four hundred grams", "eye colour …
 * blue") splits them into two utterances; they are joined back into one sentence. With `guard`,
 * an utterance that looks like forced field words rather than dictation (./transcribe-guard) is
 * shown as a gap.
 */
export function formatTranscript(utterances: string[], vocabulary: TagInfo[], guard?: GuardOptions | null): string {
  return formatHeard(utterances.map((u) => heardUtterance(u)), vocabulary, guard).text
}

/**
 * As `formatTranscript`, from utterances that carry which words the recogniser was unsure of
 * (./transcribe-doubt): the transcript, and the spans of it in doubt (unsure words, and numbers
 * resting on a -teen/-ty word with the other reading as alternative).
 */
export function formatHeard(
  utterances: HeardUtterance[],
  vocabulary: TagInfo[],
  guard?: GuardOptions | null,
): { text: string; uncertain: UncertainSpan[] } {
  const names = fieldStarts(vocabulary.map(spokenField))
  const choices = vocabulary.flatMap((t) => spokenField(t).values.map(phraseWords)).filter((w) => w.length > 0)
  const guarded = guard ? guardVocabulary(vocabulary) : null
  const wounds = hasWoundFields(vocabulary)
  const startsWithValue = (words: string[]) => parseNumber(words, 0) !== null || choices.some((c) => startsWith(words, 0, c))
  const sentences: string[] = []
  let current: string[] = []
  const flush = () => {
    const text = current.join(' ').replace(/\s+,/g, ',').replace(/^[\s,]+|[\s,]+$/g, '')
    if (text) sentences.push(`${capitalise(text)}.`)
    current = []
  }
  // Speech the recogniser had no words for stands alone as "…": it ends the sentence before it, so
  // a field's name is never joined to a value across something unheard.
  const gap = () => {
    // A number cut short by the gap ("five hundred … and ten grams") may be only part of the value said.
    if (/^\d/.test(unmarked(current[current.length - 1] ?? ''))) current.pop()
    flush()
    if (sentences[sentences.length - 1] !== GAP_MARK) sentences.push(GAP_MARK)
  }
  // The wounds named in the stretches kept so far: a cue counting its wound out of turn is read against them.
  let woundsBefore = 0
  for (const said of utterances) {
    const { words } = said
    // A word forced after a wound's site is in doubt, as the site read on to it is ("on the crown, none"), and so is a wound's
    // measure of zero ("gapes to 0 inch": noise cut "zero point eight" short).
    const stray = wounds ? [...strayAfterSites(words), ...zeroMeasures(words)] : []
    const heard = stray.length ? { words, unsure: said.unsure.map((u, k) => u || stray.includes(k)) } : said
    const shown = (token: string, from: number, length: number, isNumber: boolean) => {
      const doubt = doubtOf(heard, from, length, isNumber)
      return doubt ? markDoubt(token, doubt.alternative) : token
    }
    if (guard && guarded && looksForced(words, guarded, guard, woundsBefore, endsWithName(current, names))) {
      gap()
      continue
    }
    woundsBefore = woundsNamed(words, words.length, woundsBefore)
    if (!(words.length && startsWithValue(words) && endsWithName(current, names))) flush()
    const { inside: inWound, commas, cues } = wounds ? woundPhrases(words) : {
      inside: new Set<number>(),
      commas: new Set<number>(),
      cues: new Set<number>(),
    }
    for (let i = 0; i < words.length; ) {
      const brk = BREAKS.find((b) => startsWith(words, i, b))
      if (brk) {
        flush()
        i += brk.length
        continue
      }
      if (words[i] === 'comma') {
        current.push(',')
        i++
        continue
      }
      const corr = CORRECTIONS.find((c) => startsWith(words, i, c))
      if (corr) {
        current.push(`, ${corr.join(' ')},`)
        i += corr.length
        continue
      }
      // A site ends where the next part of the description starts, as a comma would end it in writing.
      if (commas.has(i) && current.length) current.push(',')
      // A wound cue ("stab wound 2", "the next wound") starts a sentence of its own, unless it ends a subject ("the track of wound 2").
      if (cues.has(i) && current.length && words[i - 1] !== 'of') flush()
      const at = words[i] === 'the' || words[i] === 'no' ? i + 1 : i
      const prev = unmarked(current[current.length - 1] ?? '')
      // A field's name inside a wound phrase ("stab wound 2", "4 cm above the heel") starts no sentence, nor one the recogniser
      // forced before "and" and a verb of weighing or measuring: the verb's measure is of the thing named before.
      const named = names.filter((n) => startsWith(words, at, n)).reduce((m, n) => Math.max(m, n.length), 0)
      const verbNext = words[at + named] === 'and' && VERB_WORDS.has(words[at + named + 1])
      if (current.length && !CONTINUES.has(prev) && !inWound.has(at) && named && !verbNext) flush()
      // A site's "of the" or a distance's "to the" heard as another word ("the left side outer chest"): written as said, in doubt.
      const ofThe = !wounds ? null : lostToTheAfterMeasure(words, i) ? 'to the' : lostOfThe(words, i)
      if (ofThe) {
        current.push(markDoubt(ofThe, words[i]))
        i++
        continue
      }
      const pounds = thousandAsPounds(words, i)
      if (pounds) {
        current.push(markDoubt(pounds.digits))
        i += pounds.length
        continue
      }
      const num = parseNumber(words, i)
      if (num && !(words[i] === 'a' && num.length === 1)) {
        current.push(shown(num.digits, i, num.length, true))
        i += num.length
        continue
      }
      current.push(shown(words[i] === 'i' ? 'I' : words[i], i, 1, false))
      i++
    }
  }
  flush()
  return extractDoubts(sentences.join(' '))
}
