import { BEING_VERBS as BEING, NEGATIONS } from '@shared/src/tags/lexicon'
import { quantityAt, type Quantity } from '@shared/src/tags/quantity'
import { unitInfo } from '@shared/src/tags/units'
import { phraseWords } from '@shared/src/tags/vocabulary'
import type { FieldSpec, PhraseMatch } from './extract-phrases'
import { lastWord, lengthFieldOf, subjectBefore, type ValueNamed } from './extract-linked'
import { dimensionOf } from './extract-quantity'
import { stemWord, textBetween, type Tokenized } from './extract-tokens'
import { composeQuantity } from './extract-values'
import { DISCOUNT, TRUST } from './trust'

/**
 * Values whose field is said by the grammar around them rather than by its name: a share said with
 * what it is a share of ("60 % of the body surface"), a method said with its verb ("identified by
 * fingerprints"), a finding said to be present ("soot is present …"), and a size said before the thing
 * ("a 5 cm laceration"). Each is offered below the confidence of a named value.
 */

const negatedAt = (norms: string[], i: number) => [norms[i - 1], norms[i - 2]].some((w) => NEGATIONS.has(w ?? ''))
const stemsOf = (phrase: string) => phraseWords(phrase).map(stemWord)
/** The number at token i with a unit of the given dimension ("60 %", "5 cm", "30 mL"), or null. */
function measureAt(t: Tokenized, norms: string[], i: number, dimension: string): (Quantity & { unit: string }) | null {
  const q = t.tokens[i].punct ? null : quantityAt(norms, i)
  return q?.unit && unitInfo(q.unit)?.dimension === dimension ? { ...q, unit: q.unit } : null
}

const stemsAt = (t: Tokenized, i: number, stems: string[]) =>
  stems.length > 0 && stems.every((s, k) => t.tokens[i + k] && !t.tokens[i + k].punct && t.tokens[i + k].stem === s)

/** "Burns involve 60 % of the body surface": a percentage field named "percentage of the body surface". */
export function readShares(t: Tokenized, norms: string[], fields: FieldSpec[]): ValueNamed[] {
  const out: ValueNamed[] = []
  for (const field of fields) {
    if (dimensionOf(field) !== 'percentage') continue
    const wholes = field.def.phrases.flatMap((p) => {
      const m = /^(?:percentage|proportion|fraction) of (?:the )?(.+)$/.exec(p)
      return m ? [stemsOf(m[1])] : []
    })
    for (let i = 0; i < t.tokens.length; i++) {
      const q = measureAt(t, norms, i, 'ratio')
      if (!q) continue
      let at = q.last + 1
      if (norms[at] !== 'of') continue
      at += norms[at + 1] === 'the' ? 2 : 1
      const whole = wholes.find((w) => stemsAt(t, at, w))
      const fit = whole && !negatedAt(norms, i) && composeQuantity(field, q.digits, q.value, q.unit)
      if (whole && fit) out.push({ field, value: fit.value, score: fit.score * DISCOUNT.implied, first: i, last: at + whole.length - 1 })
    }
  }
  return out
}

/** Past participles of a noun of action: "identification" → "identified", "examination" → "examined". */
export function participlesOf(noun: string): string[] {
  if (/ification$/.test(noun)) return [noun.replace(/ification$/, 'ified')]
  if (/ation$/.test(noun)) return [noun.replace(/ation$/, 'ated'), noun.replace(/ation$/, 'ed')]
  if (/[ct]ion$/.test(noun)) return [noun.replace(/ion$/, 'ed')]
  return []
}

/** Words that end a method said after "by": another statement or an aside. */
const METHOD_ENDS = new Set([',', '.', ';', ':', 'and', 'which', 'after', 'before', 'when', 'at', 'on'])

/**
 * "Identified by fingerprints", "the body was identified by DNA": a "… method" field whose first word is a
 * noun of action is filled by what follows its participle and "by".
 */
export function readMethods(t: Tokenized, norms: string[], fields: FieldSpec[]): ValueNamed[] {
  const out: ValueNamed[] = []
  for (const field of fields) {
    const words = phraseWords(field.def.name)
    if (field.def.kind === 'measurement' || words.length !== 2 || !['method', 'means', 'mode'].includes(words[1])) continue
    const participles = new Set(participlesOf(words[0]))
    for (let i = 0; i < t.tokens.length; i++) {
      if (!participles.has(norms[i]) || norms[i + 1] !== 'by' || negatedAt(norms, i)) continue
      let stop = i + 2
      while (stop < t.tokens.length && !t.tokens[stop].boundary && !METHOD_ENDS.has(norms[stop])) stop++
      if (stop === i + 2 || stop - (i + 2) > 6) continue
      const said = textBetween(t, i + 2, stop - 1).toLowerCase()
      const choice = field.def.kind === 'choice' ? field.def.choices.find((c) => c.toLowerCase() === said) : undefined
      if (field.def.kind === 'choice' && !choice) continue
      out.push({ field, value: choice ?? textBetween(t, i + 2, stop - 1), score: TRUST.possible, first: i + 2, last: stop - 1 })
    }
  }
  return out
}


/**
 * "Soot is present around the entrance wound", "fine white froth is present in the airways": a finding
 * whose description opens with the thing found ("Soot around or in …", "Froth in the mouth …") is filled
 * with "present" when that thing is said to be present. Absence is left to the field's own name.
 */
export function readPresence(t: Tokenized, norms: string[], fields: FieldSpec[]): ValueNamed[] {
  const out: ValueNamed[] = []
  for (const field of fields) {
    if (field.def.kind === 'measurement' || field.def.kind === 'date') continue
    const present = field.def.kind === 'choice' ? field.def.choices.find((c) => c.toLowerCase() === 'present') : 'present'
    const name = phraseWords(field.def.name).map(stemWord)
    const opening = stemWord(phraseWords(field.tag.description ?? '')[0] ?? '')
    if (!present || name.length < 2 || !name.includes(opening)) continue
    for (let i = 0; i < t.tokens.length; i++) {
      if (t.tokens[i].stem !== opening || !BEING.has(norms[i + 1] ?? '') || norms[i + 2] !== 'present' || negatedAt(norms, i)) continue
      out.push({ field, value: present, score: TRUST.possible, first: i + 2, last: i + 2 })
    }
  }
  return out
}

const SIZE_NOUNS = new Set(['length', 'width', 'diameter', 'size', 'depth'])

/**
 * "There is a 5 cm laceration of the scalp", "with a 1 mm abrasion collar": a length said between the
 * article and the thing is the thing's length (or its only measured length). The longest thing wins
 * ("abrasion collar" over "abrasion").
 */
export function readSizedThings(t: Tokenized, norms: string[], fields: FieldSpec[]): ValueNamed[] {
  const things: { stems: string[]; fields: FieldSpec[]; own: FieldSpec[] }[] = []
  for (const field of fields) {
    if (dimensionOf(field) !== 'length') continue
    const name = stemsOf(field.def.name).join(' ')
    for (const phrase of field.def.phrases) {
      const words = phraseWords(phrase)
      if (words.length < 2 || !SIZE_NOUNS.has(words[words.length - 1])) continue
      const stems = words.slice(0, -1).map(stemWord)
      let known = things.find((x) => x.stems.join(' ') === stems.join(' '))
      if (!known) things.push((known = { stems, fields: [], own: [] }))
      if (!known.fields.includes(field)) known.fields.push(field)
      // "Laceration length" by its own name beats "wound length" said of a laceration.
      if (stemsOf(phrase).join(' ') === name && !known.own.includes(field)) known.own.push(field)
    }
  }
  things.sort((a, b) => b.stems.length - a.stems.length)
  const out: ValueNamed[] = []
  for (let i = 1; i < t.tokens.length; i++) {
    if (norms[i - 1] !== 'a' && norms[i - 1] !== 'an') continue
    const q = measureAt(t, norms, i, 'length')
    if (!q) continue
    const at = q.last + 1
    const thing = things.find((x) => stemsAt(t, at, x.stems))
    const pick = thing && lengthFieldOf(thing.own.length ? thing.own : thing.fields, norms, at + thing.stems.length - 1)
    const fit = pick && composeQuantity(pick.field, q.digits, q.value, q.unit)
    if (pick && fit) out.push({ field: pick.field, value: fit.value, score: Math.min(fit.score, TRUST.probable), first: i, last: at - 1 })
  }
  return out
}

/** Nouns that, said after a percentage, say what it measures: "90 % stenosis", "70 % narrowing". */
const SHARE_NOUNS = new Set(['stenosis', 'narrowing', 'occlusion'])

/**
 * "The LAD has a 3 cm segment of plaque with 90 % stenosis": the measure's noun after the quantity plays the
 * part of a verb, and the field is the nearest one named before it in the sentence that is measured so.
 */
export function readMeasureAfter(t: Tokenized, norms: string[], fields: FieldSpec[], all: PhraseMatch[]): ValueNamed[] {
  const out: ValueNamed[] = []
  for (const s of t.sentences) {
    for (let i = s.first; i < s.end; i++) {
      const q = measureAt(t, norms, i, 'ratio')
      if (!q) continue
      const noun = t.tokens[q.last + 1]?.stem ?? ''
      if (!SHARE_NOUNS.has(noun)) continue
      const subject = subjectBefore(norms, all, s.first, i, 'percentage', fields)
      const field = subject && [subject.field, ...subject.rivals].find((f) =>
        dimensionOf(f) === 'percentage' && SHARE_NOUNS.has(lastWord(f)))
      const fit = field && !negatedAt(norms, i) && composeQuantity(field, q.digits, q.value, q.unit)
      if (field && fit) out.push({ field, value: fit.value, score: fit.score * DISCOUNT.implied, first: i, last: q.last + 1 })
    }
  }
  return out
}

/**
 * "With 30 mL of subdural blood": a volume said before "of" and a volume field's name that opens with a word of
 * the field's own name ("subdural" of "Subdural haematoma volume"); "500 mL of blood" names no one field.
 */
export function readAmountsOf(t: Tokenized, norms: string[], all: PhraseMatch[]): ValueNamed[] {
  const out: ValueNamed[] = []
  for (let i = 0; i < t.tokens.length; i++) {
    const q = measureAt(t, norms, i, 'volume')
    if (!q) continue
    const of = q.last + 1
    if (norms[of] !== 'of') continue
    // The field's own word opens the name ("urine", "clear urine") or qualifies a shortened one ("subdural blood").
    const m = all.find((x) => x.start === of + 1 || x.start === of + 2)
    const own = (f: FieldSpec) => {
      const stems = stemsOf(f.def.name)
      return stems.includes(t.tokens[of + 1]?.stem ?? '') || (m?.start === of + 2 && stems.includes(t.tokens[of + 2].stem))
    }
    const field = m && [m.field, ...m.rivals].find((f) => dimensionOf(f) === 'volume' && own(f))
    const fit = field && !negatedAt(norms, i) && composeQuantity(field, q.digits, q.value, q.unit)
    if (field && fit) out.push({ field, value: fit.value, score: fit.score * DISCOUNT.implied, first: i, last: of - 1 })
  }
  return out
}
