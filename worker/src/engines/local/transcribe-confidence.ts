import { CONFIDENCE_HIGH } from '@shared/src/constants'
import type { UncertainSpan } from '@shared/src/jobs/events.schema'
import { anchorSpans, asWord } from '@shared/src/jobs/uncertain'
import type { InstanceRef } from '@shared/src/reports/instances'
import { ORDINAL_WORDS, SIDES, WOUND_NOUNS, WOUND_TYPE_WORDS } from '@shared/src/tags/lexicon'
import { firstQuantity } from '@shared/src/tags/quantity'
import { woundField } from '@shared/src/tags/wound-roles'
import type { MatchedTag, TagInfo } from '../types'
import { buildField } from './extract-phrases'
import { tokenize } from './extract-tokens'
import { outOfRange } from './extract-values'
import { guardVocabulary } from './transcribe-format'
import { isFieldValue } from './transcribe-guard'
import { lastCueKind } from './transcribe-guard-cues'
import { TRACK_ORGANS } from './grammar-wounds'

/**
 * Confidence from the audio, applied to the values found in an offline transcript. The recogniser
 * must explain every sound with its grammar's words, and its word posteriors are as high for words it
 * forced as for words said, so a value read from an offline transcript is never offered at high
 * confidence when something about it is doubtful (`heardDoubt`):
 * - `uncertain word`: it rests on a word the recogniser was unsure of, or on a number said with a
 *   -teen/-ty word (the transcript's uncertain spans, ./transcribe-doubt);
 * - `no instance cue`: it is a wound's value (a field an injury instance of the report holds, a
 *   wound's place or track, which nothing else has, or, in a report with injury instances, a measure
 *   of an injury no instance holds: "bruise size") with no wound cue heard before it ("stab wound
 *   two"), so nothing ties it to a wound; narrative forced into wound words reads like this, and so
 *   does a wound's own measure heard after a forced injury word ("bruise is 5 centimetres long"); in a
 *   report without instances, a measure of an injury heard before any word of an injury ("gaping to 4");
 * - `forced text`: it fills a free-text field with more than the grammar lets follow such a field's
 *   name (a measure or a negation, as the guard reads a value, ./transcribe-guard): the other words
 *   were forced from other fields' words ("scars its centre its width are none mild"); and a track's organs
 *   of which one is no organ the grammar names ("diaphragm, nil average advanced": noise forced after the list);
 * - `missing instance`: it goes to an injury instance the report lacks, proposed from a cue ("incised wound
 *   nine" in a report of two): a number heard in a cue is as likely misheard as a new wound;
 * - `heard place`: it is a wound's site. The grammar holds some 150 words of the body's regions, many alike in
 *   sound ("temple" and "temporal", "wrist" and "breast", "head" and "hand", "eyebrow" and "eye, brown"), and the
 *   recogniser picks one of them with posteriors as high as for words said: on the held-out clips 12 of 14
 *   sites offered at High were right (none of the other values went wrong as often);
 * - `correction after`: it is a number, and a correction ("sorry", "correction", "I mean", "scratch that") follows
 *   it in its sentence before any other number, the extractor having read no value after it ("weighs 1700 thin
 *   and, sorry, 1 pounds and 520 grams"): the value said first was withdrawn, and what replaced it went unheard;
 * - `kind only cue`: it goes to a wound named by its kind alone ("the stab wound lies …") in a report with more
 *   than one wound of that kind: the wound readings send it to the first not yet named, and "stab wound two"
 *   heard without its number reads the same.
 * A value outside its field's plausible range is held below high confidence for every engine by the
 * job's checks (../../jobs/match-checks), before this; of an offline transcript it is dropped (`capHeardValues`).
 */

/** The most a doubtful value of an offline transcript is offered at: below the dialog's high threshold. */
export const UNCERTAIN_CAP = Math.round((CONFIDENCE_HIGH - 0.05) * 100) / 100

/** Why a value of an offline transcript is not offered at high confidence. */
export type HeardDoubt =
  | 'uncertain word'
  | 'no instance cue'
  | 'forced text'
  | 'missing instance'
  | 'heard place'
  | 'kind only cue'
  | 'correction after'

/** An offline transcript as the tag-matching job has it. */
export interface HeardTranscript {
  transcription: string
  /** Its spans heard with doubt. */
  uncertain?: readonly UncertainSpan[]
  /** The fields it was matched against. */
  tags: readonly TagInfo[]
  /** The report's injury instances. */
  instances?: readonly InstanceRef[]
}

/** Wound roles no other field has: a wound's height above the heel, distance from the midline, depth and track. */
const WOUND_ONLY = new Set(['heel', 'midline', 'depth', 'direction', 'organs'])

/** Wound roles that measure the wound itself. */
const MEASURES = new Set(['size', 'length', 'width', 'diameter'])
const INJURY_WORDS = new Set([...WOUND_NOUNS, ...WOUND_TYPE_WORDS])

/** Whether a field measures an injury: a measuring wound role, and its name or description names a kind of injury. */
function measuresInjury(tag: TagInfo, role: string | undefined): boolean {
  if (!role || !MEASURES.has(role)) return false
  return `${tag.name} ${tag.description ?? ''}`.toLowerCase().split(/[^a-z]+/).some((w) => INJURY_WORDS.has(w))
}

/** Whether a value holds the span's text as a whole word or number ("30" in "30 g", not in "130 g"). */
const valueHolds = (value: string, span: UncertainSpan) => asWord(span.text).test(value.replace(/(\d),(?=\d{3}\b)/g, '$1'))

/** The uncertain spans said where the match was found (its location in the transcript; anywhere when it cannot be found). */
function spansOf(m: MatchedTag, transcription: string, anchored: readonly UncertainSpan[]): UncertainSpan[] {
  const at = m.location ? transcription.indexOf(m.location) : -1
  return at < 0 ? [...anchored] : anchored.filter((s) => s.start >= at && s.end <= at + m.location.length)
}

const valueWords = (value: string) => value.toLowerCase().replace(/[.,;:]+/g, ' ').split(/\s+/).filter(Boolean)

/**
 * Why a value of an offline transcript is doubtful, or null: see above. `anchored` are the
 * transcript's uncertain spans as they stand in it (`anchorSpans`).
 */
export function heardDoubt(m: MatchedTag, heard: HeardTranscript, anchored: readonly UncertainSpan[] = []): HeardDoubt | null {
  if (spansOf(m, heard.transcription, anchored).some((s) => valueHolds(m.value, s))) return 'uncertain word'
  if (correctedAfter(m)) return 'correction after'
  const tag = heard.tags.find((t) => t.id === m.id)
  if (!tag) return null
  const role = woundField(tag)?.role
  const instances = heard.instances ?? []
  const wound =
    (role !== undefined && WOUND_ONLY.has(role)) ||
    instances.some((i) => i.tagIds.includes(m.id)) ||
    (instances.length > 0 && measuresInjury(tag, role))
  if (m.proposedInstance) return 'missing instance'
  // A value placed in an instance was read after a wound cue, by the wound readings.
  const placed = !!(m.chapterId || m.instance || m.proposedInstance)
  if (role === 'organs' && !organsOnly(m.value)) return 'forced text'
  if (wound || placed) {
    if (!placed) return 'no instance cue'
    return role === 'site' ? 'heard place' : namedByKindAmongMore(m, heard) ? 'kind only cue' : null
  }
  if (measuresInjury(tag, role) && !injuryNamedBy(m, heard.transcription)) return 'no instance cue'
  const [field] = guardVocabulary([tag]).fields
  return field.kind === 'text' && !isFieldValue(valueWords(m.value), field) ? 'forced text' : null
}

/**
 * The transcript's words (lower case) up to the end of the value's words; when those cannot be found in it, all its words
 * (`orAll`) or null.
 */
function wordsUpTo(m: MatchedTag, transcription: string, orAll = false): string[] | null {
  const at = transcription.indexOf(m.location)
  if (at < 0 && !orAll) return null
  const heard = at < 0 ? transcription : transcription.slice(0, at + m.location.length)
  return heard.toLowerCase().match(/\d+(?:\.\d+)?|[a-z]+/g) ?? []
}

/** Whether a word of an injury ("wound", "stab", "laceration") is heard in the transcript up to the end of the value's words. */
function injuryNamedBy(m: MatchedTag, transcription: string): boolean {
  return (wordsUpTo(m, transcription, true) ?? []).some((w) => INJURY_WORDS.has(w.replace(/ies$/, 'y').replace(/s$/, '')))
}

const CORRECTION = /\b(?:sorry|correction|i mean|scratch that)\b/i

/** Whether the value is a number and a correction follows it in its sentence before any other number. */
function correctedAfter(m: MatchedTag): boolean {
  const [first] = m.value.split(/\s+/)
  const at = /^\d/.test(first) ? m.location.search(asWord(first)) : -1
  const after = at < 0 ? '' : m.location.slice(at + first.length)
  const corrected = after.search(CORRECTION)
  return corrected >= 0 && !/\d/.test(after.slice(0, corrected))
}

const ORGANS = new Set(TRACK_ORGANS)
const ORGAN_SIDES = new Set([...SIDES, ...Object.keys(ORDINAL_WORDS), 'the'])

/**
 * Whether each of a track's organs ("skin, left lung and the pericardium", "the upper lobe of the right lung") is an organ
 * the grammar names, with a side or an ordinal before it.
 */
function organsOnly(value: string): boolean {
  const items = value.toLowerCase().split(/,|\band\b|\bof\b/).map((item) => item.split(/\s+/).filter((w) => w && !ORGAN_SIDES.has(w)))
  return items.filter((words) => words.length).every((words) => ORGANS.has(words.join(' ')))
}

/** Whether the last wound cue heard up to the value's sentence names its wound by a kind the report has more than one of. */
function namedByKindAmongMore(m: MatchedTag, heard: HeardTranscript): boolean {
  const words = wordsUpTo(m, heard.transcription)
  const kind = words && lastCueKind(words)
  if (!kind) return false
  const singular = (w: string) => w.replace(/s$/, '')
  const ofKind = (heard.instances ?? []).filter((i) => {
    const named = `${i.typeName ?? ''} ${i.moduleName}`.toLowerCase().split(/[^a-z]+/).map(singular)
    return kind.every((w) => named.includes(singular(w)))
  })
  return ofKind.length > 1
}

/**
 * Whether a measured value lies outside its field's plausible range. In an offline transcript such a value was forced rather
 * than said: the recogniser puts the numbers of narrative after the fields' words ("a blade 21 centimetres long" heard after
 * "body"), and no body, organ or wound has that measure.
 */
function beyondRange(m: MatchedTag, tags: readonly TagInfo[]): boolean {
  const tag = tags.find((t) => t.id === m.id)
  const field = tag && buildField(tag)
  if (!field || field.def.kind !== 'measurement' || !field.def.range) return false
  const q = firstQuantity(tokenize(m.value).tokens.map((t) => t.norm), { sizes: true, written: true })
  return !!q && outOfRange(field, q.value, q.unit ?? field.def.unit)
}

/**
 * The values of an offline transcript as offered: a measure outside its field's plausible range is dropped (`beyondRange`),
 * and each value `heardDoubt` finds doubtful is capped at UNCERTAIN_CAP.
 */
export function capHeardValues<T extends MatchedTag>(matches: T[], heard: HeardTranscript): T[] {
  const anchored = heard.uncertain?.length ? anchorSpans(heard.transcription, heard.uncertain) : []
  return matches
    .filter((m) => !beyondRange(m, heard.tags))
    .map((m) => (m.confidence > UNCERTAIN_CAP && heardDoubt(m, heard, anchored) ? { ...m, confidence: UNCERTAIN_CAP } : m))
}

/**
 * Caps only the values resting on an uncertain span: for a transcript not known to be offline, whose
 * spans still say where the recogniser was unsure.
 */
export function capUncertainValues<T extends MatchedTag>(
  matches: T[],
  transcription: string,
  spans: readonly UncertainSpan[] | undefined,
): T[] {
  if (!spans?.length) return matches
  const anchored = anchorSpans(transcription, spans)
  return matches.map((m) =>
    m.confidence > UNCERTAIN_CAP && spansOf(m, transcription, anchored).some((s) => valueHolds(m.value, s))
      ? { ...m, confidence: UNCERTAIN_CAP }
      : m,
  )
}
