/**
 * The grammar's way out for speech it has no words for. Without it the recogniser must explain
 * every sound with the grammar's own words, so "the body is that of a well-nourished adult male"
 * came out as a field name and a number nobody said. Here each phone of the acoustic model is a
 * filler word, and a loop of them (a "gap") can stand for any stretch of speech. Each filler phone
 * costs GAP_PHONE_WEIGHT, so speech that the grammar's words fit well still decodes as words, and
 * the transcript shows a gap as "…".
 */

/** The 39 phones of the CMU dictionary (soundswallower's US English model). */
export const PHONES = 'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(' ')

/** Recognised words that stand for a filler phone start with this. */
export const GAP_PREFIX = 'gap_'

/** Shown in the transcript where the recogniser heard speech outside its grammar. */
export const GAP_MARK = '…'

/**
 * Probability factor of each filler phone (scaled by the recogniser's language weight). Tuned on
 * synthesised field dictation and narrative (flite and espeak-ng voices): lower lets fields
 * through that narrative did not name, higher swallows real field dictation into gaps.
 */
export const GAP_PHONE_WEIGHT = 0.05

/** Dictionary entries of the filler words: [word, phone]. */
export function gapWords(): [string, string][] {
  return PHONES.map((p) => [`${GAP_PREFIX}${p.toLowerCase()}`, p])
}

/** JSGF rule <gap>: one or more filler phones. */
export function gapRule(weight = GAP_PHONE_WEIGHT): string {
  return `<gap> = (${gapWords()
    .map(([w]) => `/${weight}/ ${w}`)
    .join(' | ')})+;`
}

export const isGapWord = (word: string) => word.startsWith(GAP_PREFIX)
