import { SEX_NOUNS } from '@shared/src/tags/lexicon'
import type { FieldSpec } from './extract-phrases'
import type { ValueNamed } from './extract-linked'
import { dimensionOf, quantityAt, unitDimension } from './extract-quantity'
import type { Tokenized } from './extract-tokens'
import { composeQuantity } from './extract-values'
import { TRUST } from './trust'

/** What a sentence about the deceased says of them: a choice value that names its field ("She is edentulous"), and their age. */

/** Who a sentence about the deceased starts with: "The deceased was …", "She is …", "The body is that of …". */
const PERSONS = new Set([
  'deceased', 'decedent', 'body', 'he', 'she', 'infant', 'child', 'baby', 'man', 'woman', 'boy', 'girl', 'victim', 'subject',
])
const COPULAS = new Set(['is', 'was'])

/**
 * "The deceased was a pedestrian", "She is edentulous", "The body is that of an adult male": a choice value
 * that only one field offers, said of the deceased, names its field without the field's name. Offered, not trusted.
 */
export function readValueNamed(t: Tokenized, norms: string[], fields: FieldSpec[]): ValueNamed[] {
  const owners = new Map<string, FieldSpec[]>()
  for (const f of fields) {
    if (f.def.kind !== 'choice') continue
    for (const c of f.def.choices) {
      const key = c.toLowerCase()
      owners.set(key, [...(owners.get(key) ?? []), f])
    }
  }
  const out: ValueNamed[] = []
  for (const s of t.sentences) {
    let i = s.first
    if (norms[i] === 'the') i++
    if (!PERSONS.has(norms[i]) || !COPULAS.has(norms[i + 1] ?? '')) continue
    for (let j = i + 2; j < s.end; j++) {
      if (norms[j] === 'not' || norms[j] === 'no') break
      // "… that of an elderly woman": the person noun says the sex, where one field offers it.
      const sex = SEX_NOUNS[norms[j]]
      const sexField = sex && norms[j + 1] !== "'s" ? owners.get(sex) : undefined
      if (sexField?.length === 1) {
        const value = sexField[0].def.choices.find((c) => c.toLowerCase() === sex)!
        out.push({ field: sexField[0], value, score: 0.7, first: j, last: j })
      }
      for (const [value, fs] of owners) {
        if (fs.length !== 1) continue
        const words = value.split(/\s+/)
        if (!words.every((w, k) => norms[j + k] === w)) continue
        // Whole words only: "driver's" in "the driver's seat" is another token than "driver".
        out.push({
          field: fs[0],
          value: fs[0].def.choices.find((c) => c.toLowerCase() === value)!,
          score: TRUST.possible,
          first: j,
          last: j + words.length - 1,
        })
      }
    }
  }
  return out
}

/**
 * "The deceased was a 54-year-old male", "a man aged 71 years": the age of the deceased, said in a sentence
 * about them, fills the age field (a duration field whose name holds "age"). Offered, not trusted: a
 * sentence may name someone else's age.
 */
export function readAges(t: Tokenized, norms: string[], fields: FieldSpec[]): ValueNamed[] {
  // The deceased's age: "Age", "Age estimate", "Stated age", not "Gestational age" (an age of its own kind).
  const ages = fields.filter((f) => {
    const words = f.def.name.toLowerCase().split(/[\s_-]+/)
    const qualified = words.length === 2 && words[1] === 'age' && ['stated', 'apparent', 'estimated'].includes(words[0])
    return dimensionOf(f) === 'duration' && (words[0] === 'age' || qualified)
  })
  if (ages.length !== 1) return []
  const field = ages[0]
  const out: ValueNamed[] = []
  for (const s of t.sentences) {
    let i = s.first
    if (norms[i] === 'the') i++
    if (!PERSONS.has(norms[i])) continue
    for (let j = i + 1; j < s.end; j++) {
      const aged = norms[j - 1] === 'aged'
      const q = t.tokens[j].punct ? null : quantityAt(norms, j, s.end)
      if (!q || (!aged && !(q.unit === 'years' && norms[q.last + 1] === 'old'))) continue
      if (q.unit && unitDimension(q.unit) !== 'duration') continue
      const fit = composeQuantity(field, q.digits, q.value, q.unit ?? 'years')
      if (fit) out.push({ field, value: fit.value, score: Math.min(fit.score, TRUST.probable), first: q.first, last: q.last })
      break
    }
  }
  return out
}
