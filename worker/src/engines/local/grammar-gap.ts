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

/** 19 phones, a few of each broad class (vowels, stops, fricatives, nasals, liquids, glides). */
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
 * Probability factor of each further filler unit of a gap (against ending the gap), scaled by the
 * recogniser's language weight like every grammar probability.
 */
export const GAP_PHONE_WEIGHT = 0.001

/**
 * Probability factor of entering a gap at all (against 1 for any other item of the grammar). A
 * free loop of phones always fits speech better than words do, so the gap must be expensive: at
 * 1e-10 flite's "one point six centimetres" still became "one … and six ten" (the gap took
 * "point"); at 1e-20 the field clips decode as without a gap, and narrative paragraphs give nothing
 * (bench/dictation-audio.bench.ts; figures in bench/RESULTS.md).
 */
export const GAP_ENTRY_WEIGHT = 1e-20

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
 * JSGF rules <gap> (one or more filler units) and <gap_unit>. PocketSphinx takes JSGF weights as
 * relative probabilities among the alternatives of one choice, so equal weights on every unit cost
 * nothing; the cost of each unit is the weight of going on against stopping: "<gap> = /1/ <gap_unit> |
 * /w/ <gap_unit> <gap>" (right recursion). Weights apply only to alternatives that begin with a
 * rule or group, never to a bare word.
 */
export function gapRule(options: GapOptions = {}): string {
  const weight = options.weight ?? GAP_PHONE_WEIGHT
  return [`<gap> = /1/ <gap_unit> | /${weight}/ <gap_unit> <gap>;`, `<gap_unit> = ${gapWords(options.units).map(([w]) => w).join(' | ')};`].join('\n')
}

/** The grammar item of a gap, with its entry weight. */
export function gapItem(options: GapOptions = {}): string {
  const entry = options.entry ?? GAP_ENTRY_WEIGHT
  return `/${entry}/ (<gap>)`
}

export const isGapWord = (word: string) => word.startsWith(GAP_PREFIX)
