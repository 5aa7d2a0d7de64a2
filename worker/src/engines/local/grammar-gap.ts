/**
 * The grammar's way out for speech it has no words for. Without it the recogniser must explain
 * every sound with the grammar's own words, so "the body is that of a well-nourished adult male"
 * came out as a field name and a number nobody said. Here filler units of the acoustic model are
 * words, and a loop of them (a "gap") can stand for any stretch of speech. Entering a gap costs
 * GAP_ENTRY_WEIGHT and each unit GAP_PHONE_WEIGHT, so speech that the grammar's words fit well still
 * decodes as words, and the transcript shows a gap as "…".
 */

/** The 39 phones of the CMU dictionary (soundswallower's US English model). */
export const PHONES = 'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(' ')

/** One phone of each broad class (vowels front, central, back and diphthong; stops, fricatives, nasals, liquids, glides). */
export const BROAD_PHONES = 'IY EH AH AA UW AY ER P T K S F SH Z N M L R W'.split(' ')

/** The model's own unit for speech it cannot place (+SPN+, trained on unintelligible speech). */
export const SPEECH_NOISE = '+SPN+'

/**
 * Which units a gap is made of: every phone, one phone per broad class, the speech-noise unit
 * alone, or the broad phones and the speech-noise unit.
 */
export type GapUnits = 'phones' | 'broad' | 'spn' | 'broad+spn'

/** Recognised words that stand for a filler unit start with this. */
export const GAP_PREFIX = 'gap_'

/** Shown in the transcript where the recogniser heard speech outside its grammar. */
export const GAP_MARK = '…'

/**
 * Probability factor of each filler unit (scaled by the recogniser's language weight). Tuned on
 * synthesised field dictation and narrative (bench/dictation-audio.bench.ts): lower lets fields
 * through that narrative did not name, higher swallows real field dictation into gaps.
 */
export const GAP_PHONE_WEIGHT = 0.05

/** Probability factor of entering a gap at all (against 1 for any other item of the grammar). */
export const GAP_ENTRY_WEIGHT = 1

export const GAP_UNITS: GapUnits = 'phones'

export interface GapOptions {
  units?: GapUnits
  /** Per unit. */
  weight?: number
  /** Per gap. */
  entry?: number
}

/** Dictionary entries of the filler words: [word, pronunciation]. */
export function gapWords(units: GapUnits = GAP_UNITS): [string, string][] {
  const phones = units === 'phones' ? PHONES : units === 'spn' ? [] : BROAD_PHONES
  const words: [string, string][] = phones.map((p) => [`${GAP_PREFIX}${p.toLowerCase()}`, p])
  if (units === 'spn' || units === 'broad+spn') words.push([`${GAP_PREFIX}spn`, SPEECH_NOISE])
  return words
}

/**
 * JSGF rule <gap>: one or more filler units. Each unit is in parentheses: PocketSphinx's JSGF
 * compiler applies a weight to an alternative that is a group or rule, and silently ignores it on
 * a bare word ("/0.05/ gap_aa" costs nothing; "/0.05/ (gap_aa)" does).
 */
export function gapRule(options: GapOptions = {}): string {
  const weight = options.weight ?? GAP_PHONE_WEIGHT
  return `<gap> = (${gapWords(options.units)
    .map(([w]) => `/${weight}/ (${w})`)
    .join(' | ')})+;`
}

/** The grammar item of a gap, with its entry weight. */
export function gapItem(options: GapOptions = {}): string {
  const entry = options.entry ?? GAP_ENTRY_WEIGHT
  return entry === 1 ? '(<gap>)' : `/${entry}/ (<gap>)`
}

export const isGapWord = (word: string) => word.startsWith(GAP_PREFIX)
