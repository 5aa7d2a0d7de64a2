import { HABITUS_SYNONYMS, HABITUS_WORDS, NOURISHMENT_DEGREES } from '@shared/src/tags/lexicon'
import { phraseWords } from '@shared/src/tags/vocabulary'
import type { FieldDefinition } from '@shared/src/tags/field'
import type { FieldSpec } from './extract-phrases'
import type { ValueNamed } from './extract-linked'
import type { Tokenized } from './extract-tokens'
import { TRUST } from './trust'

/**
 * Build and nourishment said of the body ("The deceased is obese", "well nourished", "of muscular build",
 * "Obese, with an abdominal apron"): the words fill the field of build or habitus, when the tag set has one.
 */

/** Nouns that make a field one of build: its name says build, habitus, physique or nourishment. */
const BUILD_NOUNS = new Set(['build', 'habitus', 'physique', 'nourishment', 'nutrition', 'nutritional'])
/** Who the build is said of, and the verbs it is said with ("the body is …", "the deceased was …"). */
export const PERSONS: ReadonlySet<string> = new Set(['deceased', 'decedent', 'body', 'he', 'she', 'infant', 'child', 'victim', 'subject'])
export const COPULAS: ReadonlySet<string> = new Set(['is', 'was', 'appears', 'appeared'])

/** Whether a field is one of build: a described field whose name says build, habitus, physique or nourishment. */
export const isBuildField = (def: Pick<FieldDefinition, 'kind' | 'name'>) =>
  (def.kind === 'text' || def.kind === 'choice') && phraseWords(def.name).some((w) => BUILD_NOUNS.has(w))

/** The field of build: the report's own one first. */
function buildField(fields: FieldSpec[], inReport: ReadonlySet<string>): FieldSpec | undefined {
  const all = fields.filter((f) => isBuildField(f.def))
  return all.find((f) => inReport.has(f.tag.id)) ?? all[0]
}

/** The build words at i: "obese", "well nourished", "well-nourished"; their length in tokens and their text. */
function habitusAt(norms: string[], i: number): { value: string; length: number } | null {
  const w = norms[i] ?? ''
  const joined = /^(\w+)-(nourished|built|developed)$/.exec(w)
  if (joined && NOURISHMENT_DEGREES.has(joined[1])) return { value: `${joined[1]} ${joined[2]}`, length: 1 }
  const next = norms[i + 1] ?? ''
  if (NOURISHMENT_DEGREES.has(w) && ['nourished', 'built', 'developed'].includes(next)) return { value: `${w} ${next}`, length: 2 }
  return HABITUS_WORDS.has(w) ? { value: w, length: 1 } : null
}

/** Nouns that end the words describing the deceased ("a thin, elderly woman"). */
export const PERSON_NOUNS: ReadonlySet<string> = new Set([
  'man', 'woman', 'male', 'female', 'adult', 'person', 'individual', 'boy', 'girl', 'child', 'infant', 'lady', 'gentleman',
])

/**
 * "The body is that of a thin, elderly woman", "The deceased is a well-nourished, muscular young adult male": the build
 * word among the words before the person noun.
 */
function describedPerson(norms: string[], from: number, end: number): { at: number; h: { value: string; length: number } } | null {
  let i = from
  if (norms[i] === 'that' && norms[i + 1] === 'of') i += 2
  if (norms[i] !== 'a' && norms[i] !== 'an') return null
  const found: { at: number; h: { value: string; length: number } }[] = []
  for (let k = i + 1; k < Math.min(end, i + 9); k++) {
    if (PERSON_NOUNS.has(norms[k])) {
      // "that of a well-nourished adult" introduces the body rather than stating its build: only a build word counts.
      return found.find((f) => HABITUS_WORDS.has(f.h.value)) ?? null
    }
    const h = habitusAt(norms, k)
    if (h) found.push({ at: k, h })
  }
  return null
}

/**
 * The value for the field: a choice field takes only one of its own values, a text field the words said; a word with a
 * lexicon synonym is written as the field says it ("emaciated" for a field of builds "from cachectic to obese").
 */
export function valueFor(field: Pick<FieldSpec, 'def' | 'tag'>, said: string): string | null {
  const own = field.def.kind === 'choice' ? field.def.choices.map((c) => c.toLowerCase()) : phraseWords(field.tag.description ?? '')
  const synonym = HABITUS_SYNONYMS[said]
  if (synonym && own.includes(synonym) && !own.includes(said)) return synonym
  if (field.def.kind !== 'choice') return said
  return field.def.choices.find((c) => c.toLowerCase() === said) ?? null
}

export function readHabitus(t: Tokenized, norms: string[], fields: FieldSpec[], inReport: ReadonlySet<string>): ValueNamed[] {
  const field = buildField(fields, inReport)
  if (!field) return []
  const out: ValueNamed[] = []
  for (const s of t.sentences) {
    let i = s.first
    if (['the', 'a', 'an'].includes(norms[i])) i++
    // "The deceased is obese", "The body is well nourished": said of the body after a verb of being.
    const ofBody = PERSONS.has(norms[i]) && COPULAS.has(norms[i + 1] ?? '')
    const described = ofBody ? describedPerson(norms, i + 2, s.end) : null
    const at = described?.at ?? (ofBody ? i + 2 : i)
    const h = described?.h ?? habitusAt(norms, at)
    if (!h) continue
    // "Obese, with …" opens the sentence; a bare word elsewhere describes something else ("thin walls").
    const opens = !ofBody && (t.tokens[at + h.length]?.punct ?? true)
    if (!ofBody && !opens) continue
    const value = valueFor(field, h.value)
    if (value) out.push({ field, value, score: ofBody ? TRUST.likely : TRUST.offered, first: at, last: at + h.length - 1 })
  }
  return out
}
