import { dimensionOfUnit } from '@shared/src/tags/field-input'
import { spokenField } from '@shared/src/tags/spoken-field'
import type { TagInfo } from '../types'
import { BOTH_SIDES, LINKS } from './grammar'
import { heardQuantityAt } from './heard-quantity'
import type { HeardStretch } from './transcribe-decoder'
import { UNSURE_BELOW } from './transcribe-doubt'
import { heardNumbers, inDoubt, wordsOf } from './transcribe-second'
import { dictationShare, looksForced, type GuardOptions, type GuardVocabulary } from './transcribe-guard'

/**
 * A measure whose field's name went unheard. In noise the recogniser often hears a measure to its unit while the name
 * before it is forced into another field's words: "heart four hundred grams" heard as "scar four hundred grams", "spleen
 * one hundred and twenty grams" as "scene one hundred and twenty gram". Such a stretch is decoded again with a grammar of
 * the vocabulary's measured fields alone, where the name must be one that takes a measure.
 */

/** Words that carry a measure's name on to the next measure: lists, corrections, the other side ("… and the left 150 grams"). */
const CARRY = new Set([
  'and', 'comma', 'sorry', 'correction', 'i', 'mean', 'scratch', 'that', 'the', 'respectively', 'no', 'long', 'tall', 'thick', 'in',
  'length', 'thickness', ...BOTH_SIDES.flatMap((s) => s.split(' ')), ...LINKS,
])

const at = (words: readonly string[], i: number, seq: readonly string[]) => seq.every((w, k) => words[i + k] === w)

/** The dimensions of the measured fields named at i (the longest name), and the name's length (0: no name starts there). */
function namedAt(words: readonly string[], i: number, vocabulary: GuardVocabulary): { length: number; dims: Set<string | null> } {
  let length = 0
  let fields: GuardVocabulary['fields'] = []
  for (const f of vocabulary.fields) {
    const n = f.names.filter((name) => at(words, i, name)).reduce((m, name) => Math.max(m, name.length), 0)
    if (n > length) [length, fields] = [n, [f]]
    else if (n && n === length) fields.push(f)
  }
  return { length, dims: new Set(fields.flatMap((f) => (f.kind === 'number' && f.unit ? [dimensionOfUnit(f.unit)] : []))) }
}

/**
 * The measures of a stretch heard surely to their unit (every word at or above the posterior bar) that no name of a field of
 * their dimension governs: the last field named before the measure (since the measure before it) takes no measure of that
 * dimension, or none was named and the measure before it is not carried on by list words, a correction or the other side
 * ("… 780 and 700 grams", "… 160, sorry, 106 grams"). A measure opening the stretch continues a name said before the pause;
 * with wound fields, a length is a wound's measure said without a name ("a 3 cm stab wound"). Returned as the first word of
 * each such measure.
 */
export function unnamedMeasures(h: HeardStretch, vocabulary: GuardVocabulary): number[] {
  if (h.partial) return []
  const words = wordsOf(h)
  const dims = new Set(vocabulary.fields.flatMap((f) => (f.kind === 'number' && f.unit ? [dimensionOfUnit(f.unit)] : [])))
  const found: number[] = []
  // The dimensions the last name since the last measure governs, those the last measure had, and whether only words carrying
  // it on were said since.
  let named: Set<string | null> | null = null
  let before = new Set<string | null>()
  let carried = false
  for (let i = 0; i < words.length; ) {
    const name = namedAt(words, i, vocabulary)
    if (name.length) {
      named = name.dims
      i += name.length
      continue
    }
    const q = heardQuantityAt(words, i)
    if (!q) {
      if (!CARRY.has(words[i])) carried = false
      i++
      continue
    }
    const governed = named ?? (carried ? before : new Set<string | null>())
    const dim = q.unit ? dimensionOfUnit(q.unit) : null
    const sure = h.scores.slice(i, q.last + 1).every((p) => p >= UNSURE_BELOW)
    const wound = vocabulary.wounds && dim === 'length'
    if (dim && i > 0 && sure && !wound && dims.has(dim) && !governed.has(dim)) found.push(i)
    before = governed
    named = null
    carried = true
    i = q.last + 1
  }
  return found
}

/** The dimensions of a stretch's measures that no name governs (`unnamedMeasures`), in a fixed order; none when every name was heard. */
export function unnamedDimensions(h: HeardStretch, vocabulary: GuardVocabulary): string[] {
  const words = wordsOf(h)
  const dims = unnamedMeasures(h, vocabulary).map((i) => dimensionOfUnit(heardQuantityAt(words, i)?.unit ?? ''))
  return [...new Set(dims.filter((d): d is NonNullable<typeof d> => d !== null))].sort()
}

/**
 * The vocabulary's measured fields of those dimensions: the grammar a stretch whose measures' names went unheard is decoded
 * again with. Without the other fields' names, and the measured fields of other dimensions ("sitting height" for a weight),
 * noise cannot force those names before the measure; on the noisy development clips every measured field's names together
 * still put "sitting", "gapes" and "scene" before weights.
 */
export function measuredVocabulary(vocabulary: TagInfo[], dimensions: readonly string[]): TagInfo[] {
  return vocabulary.filter((t) => {
    const f = spokenField(t)
    return f.kind === 'number' && !!f.unit && dimensions.includes(dimensionOfUnit(f.unit) ?? '')
  })
}

/** The measures of a stretch said with their unit, as "digits unit" ("400 g"). */
function measuresOf(h: HeardStretch): string[] {
  return heardNumbers(wordsOf(h)).flatMap(({ q }) => (q.unit ? [`${q.digits} ${q.unit}`] : []))
}

/**
 * The reading kept for a stretch whose measures' names went unheard, given its reading with the measured fields alone: that
 * reading, none of its words sure, where it is whole (not partial), the guard keeps it with a dictation share of at least
 * `share`, a name of its dimension governs each of its measures, and it says again every measure the first reading heard with
 * its unit; otherwise the first reading. Kept, its values are offered below High: the grammar gave the names no choice.
 */
export function chooseNamed(
  first: HeardStretch, named: HeardStretch | null | undefined, vocabulary: GuardVocabulary, guard: GuardOptions, share: number,
): HeardStretch {
  if (!named?.text || named.partial) return first
  const words = wordsOf(named)
  if (looksForced(words, vocabulary, guard) || dictationShare(words, vocabulary) < share) return first
  if (unnamedMeasures({ ...named, scores: named.scores.map(() => 1) }, vocabulary).length) return first
  const again = measuresOf(named)
  if (!measuresOf(first).every((m) => again.includes(m))) return first
  return inDoubt(named)
}
