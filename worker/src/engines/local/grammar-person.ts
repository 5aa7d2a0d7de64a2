import { fieldDefinition } from '@shared/src/tags/field-definition'
import { HABITUS_WORDS, NOURISHMENT_DEGREES } from '@shared/src/tags/lexicon'
import type { TagInfo } from '../types'
import { COPULAS, isBuildField, PERSON_NOUNS, PERSONS, valueFor } from './extract-habitus'
import type { Spell } from './grammar-wounds'

/** How well a body is nourished or developed, and words of age said around its build ("a well nourished muscular young adult man"). */
const NOURISHED = ['nourished', 'built', 'developed']
const AGED = ['elderly', 'young', 'old', 'middle aged']
const NOURISHED_SAID = [...NOURISHMENT_DEGREES].flatMap((d) => NOURISHED.map((n) => [d, n]))
const AGED_SAID = AGED.map((a) => a.split(' '))

/** The build words the extractor reads as a value of a field of build ("slim" for a field whose choices say "thin"). */
export function buildWords(vocabulary: TagInfo[]): string[] {
  const fields = vocabulary.map((tag) => ({ tag, def: fieldDefinition(tag) })).filter((f) => isBuildField(f.def))
  return [...HABITUS_WORDS].filter((w) => fields.some((f) => valueFor(f, w) !== null))
}

/**
 * The body described as a person with its build, as the extractor reads the build from it ("the body is that of a well
 * nourished muscular man", "the deceased is a thin elderly woman"): who, a verb of being, a build word of the vocabulary's
 * field of build among words of nourishment and age, and a person noun. Without it the description was forced into names
 * and numbers. Null when the vocabulary has no field of build. Defines <person>.
 */
export function personRules(vocabulary: TagInfo[], spell: Spell): { rules: string[]; items: string[] } | null {
  const build = spell(buildWords(vocabulary), true)
  const who = spell(PERSONS, true)
  const being = spell(COPULAS, true)
  // "Adult" is said before a noun too ("a young adult man"): said so, not as the noun.
  const nouns = spell([...PERSON_NOUNS].filter((n) => n !== 'adult'), true)
  const nourished = spell(NOURISHED_SAID.map((n) => n.join(' ')), true)
  const aged = spell(AGED, true)
  if (!build || !who || !being || !nouns || !nourished || !aged) return null
  // Each word in a slot of its own, no repeat: beside the loop of words of description after "the body is", a repeat made
  // the word graph endless.
  return {
    rules: [`<person> = [the] ${who} ${being} [that of] (a | an) [${nourished}] [${aged}] ${build} [${aged}] [adult] [${nouns}];`],
    items: ['<person>'],
  }
}

const saysAt = (words: readonly string[], i: number, said: string[][]) =>
  said.find((s) => s.every((w, k) => words[i + k] === w))?.length ?? 0

/**
 * The end of the body described as a person with one of `builds` at i, as the grammar says it ("the body is that of a well
 * nourished muscular man"), or -1.
 */
export function personAt(words: readonly string[], i: number, builds: ReadonlySet<string>): number {
  let j = words[i] === 'the' ? i + 1 : i
  if (!PERSONS.has(words[j]) || !COPULAS.has(words[j + 1])) return -1
  j += words[j + 2] === 'that' && words[j + 3] === 'of' ? 4 : 2
  if (words[j] !== 'a' && words[j] !== 'an') return -1
  j += 1
  j += saysAt(words, j, NOURISHED_SAID)
  j += saysAt(words, j, AGED_SAID)
  if (!builds.has(words[j])) return -1
  j += 1
  j += saysAt(words, j, AGED_SAID)
  if (words[j] === 'adult') j++
  return PERSON_NOUNS.has(words[j]) && words[j] !== 'adult' ? j + 1 : j
}
