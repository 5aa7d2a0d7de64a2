import { NARROWING_NOUNS, NARROWING_VERBS, VESSEL_NOUNS } from '@shared/src/tags/lexicon'
import { phraseWords } from '@shared/src/tags/vocabulary'
import type { FieldSpec } from './extract-phrases'

/**
 * Verbs that report a measured value, said between a measured field's name and its value ("the carbon monoxide saturation
 * came back at 62 percent", "the core temperature measured at 31 degrees"). The grammar says them after such a name. The
 * extractor also reads them after "was" (a filler); the grammar does not say "was measured at": with it, espeak-ng Klatt's
 * wound clips were heard otherwise ("stab wound 1 it measures" as "stab wounds was it 2 measures").
 */
export const REPORTING_VERBS: readonly string[] = [
  'came back at', 'came back as', 'came back', 'returned', 'measured at', 'recorded at', 'reads',
]
const REPORTED = REPORTING_VERBS.map((v) => v.split(' ')).sort((a, b) => b.length - a.length)

/** The length in words of the reporting verb at i ("came back at"), or 0. */
export function reportedAt(norms: readonly string[], i: number): number {
  return REPORTED.find((v) => v.every((word, k) => norms[i + k] === word))?.length ?? 0
}

/** A field of a vessel's narrowing: one of its names or its description says a word of narrowing ("LAD stenosis"). */
export function saysNarrowing(phrases: readonly string[], description?: string | null): boolean {
  const words = new Set([...phrases, description ?? ''].flatMap(phraseWords))
  return [...NARROWING_NOUNS, ...NARROWING_VERBS].some((w) => words.has(w))
}

const VESSELS = VESSEL_NOUNS.map((v) => v.split(' ')).sort((a, b) => b.length - a.length)
const NARROWED = new Set(NARROWING_VERBS)

const narrowingFields = new WeakMap<FieldSpec, boolean>()

const LINKS = new Set(['is', 'was', 'are', 'were', 'has', 'had', 'shows', 'showed', 'showing'])

/**
 * The length in words of a vessel and its narrowing at i, said between a narrowing field's name and its percent, as the
 * grammar says them: the vessel, a link, a verb of narrowing, "by", "up to", an article ("artery is narrowed by up to",
 * "artery has a"), each optional; 0 when none is said.
 */
export function narrowingWordsAt(norms: readonly string[], i: number): number {
  let j = i + (VESSELS.find((v) => v.every((word, k) => norms[i + k] === word))?.length ?? 0)
  if (LINKS.has(norms[j])) j++
  if (NARROWED.has(norms[j])) j++
  if (norms[j] === 'by') j++
  if (norms[j] === 'up' && norms[j + 1] === 'to') j += 2
  if (norms[j] === 'a' || norms[j] === 'an') j++
  return j - i
}

/** After a narrowing field's name, the length of its vessel and narrowing at i (`narrowingWordsAt`); 0 for any other field. */
export function narrowedAt(field: FieldSpec, norms: readonly string[], i: number): number {
  let narrowing = narrowingFields.get(field)
  if (narrowing === undefined) narrowingFields.set(field, (narrowing = saysNarrowing(field.def.phrases, field.tag.description)))
  return narrowing ? narrowingWordsAt(norms, i) : 0
}
