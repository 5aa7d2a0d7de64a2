import { NEGATIONS } from '@shared/src/tags/lexicon'
import type { FieldSpec, PhraseMatch } from './extract-phrases'
import { subjectBefore, type ValueNamed } from './extract-linked'
import { dimensionOf, quantityAt, unitDimension } from './extract-quantity'
import type { Tokenized } from './extract-tokens'
import { composeQuantity, outOfRange } from './extract-values'
import { TRUST } from './trust'

/**
 * "The spleen is firm and dark, 160 grams", "the liver is pale and fatty, 1,850 g": an organ described first and its
 * weight said after the description without a verb. The weight or volume, said with its unit, is the quantity of
 * the field of that dimension named as the sentence's subject (its first words, "the" or a side before the name),
 * when no other name and no other quantity of that dimension stand between and the value lies in the field's range.
 * A verb lost in noise ("firm and dark hemorrhage 160 grams") leaves the same words. Offered, not trusted: nothing
 * but the unit ties the quantity to the name.
 */

/** Dimensions a quantity said after a description may give: lengths are places ("5 cm from the midline"), so not those. */
export const DESCRIBED_DIMENSIONS: ReadonlySet<string> = new Set(['mass', 'volume'])
/** Words that say the quantity is of another thing than the subject. */
const OTHER_THING = new Set([
  'a', 'an', 'of', 'with', 'containing', 'by', 'from', 'to', 'in', 'into', 'on', 'at', 'for', 'after', 'which', 'that', 'his', 'her',
  'there', 'its', 'their', 'he', 'she', 'some', 'right', 'left', ':', ';',
])
const VERBS = new Set(['weigh', 'measure', 'contain', 'containing'])
/** Words that may open a sentence before its subject's name. */
const OPENING = new Set(['the', 'a', 'an', 'left', 'right', 'both'])

export function readDescribedMeasures(t: Tokenized, norms: string[], fields: FieldSpec[], all: PhraseMatch[]): ValueNamed[] {
  const out: ValueNamed[] = []
  for (const s of t.sentences) {
    for (let i = s.first + 2; i < s.end; i++) {
      const q = t.tokens[i].punct || /^\d/.test(norms[i - 1]) ? null : quantityAt(norms, i, s.end)
      const dim = q?.unit ? unitDimension(q.unit) : null
      if (!q || !dim || !DESCRIBED_DIMENSIONS.has(dim) || NEGATIONS.has(norms[i - 1])) continue
      const subject = subjectBefore(norms, all, s.first, i, dim, fields)
      if (!subject || !opensSentence(norms, s.first, subject.start) || subject.end >= i) continue
      // Only the subject is named before the quantity, and only its description stands between: another name, or a thing
      // said with an article or a preposition ("… and a clot of 30 grams lies beside it"), would be what the quantity is of.
      // A verb or a side between ("the adrenals weigh 8 g on the right", "adrenals: right 6 g") is read by the verb's and
      // the sides' readings.
      const between = t.tokens.slice(subject.end, i)
      const other = (x: (typeof between)[number]) => OTHER_THING.has(x.norm) || VERBS.has(x.stem)
      if (all.some((m) => m.start > subject.start && m.start < i) || between.some(other)) continue
      const field = [subject.field, ...subject.rivals].find((f) => dimensionOf(f) === dim)
      const fit = field && !outOfRange(field, q.value, q.unit) ? composeQuantity(field, q.digits, q.value, q.unit) : null
      if (field && fit) out.push({ field, value: fit.value, score: Math.min(fit.score, TRUST.probable), first: q.first, last: q.last })
      i = q.last
    }
  }
  return out
}

const opensSentence = (norms: string[], first: number, at: number) => norms.slice(first, at).every((w) => OPENING.has(w))
