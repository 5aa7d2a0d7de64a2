import type { InstanceRef } from '@shared/src/reports/instances'
import { OTHER_PERSONS } from '@shared/src/tags/lexicon'
import type { MatchedTag, TagMatchingEngine, TagMatchingInput } from '../types'
import { readBilateral, readOtherSide } from './extract-bilateral'
import { lastWord, lengthSaid, readLinked, readMeasuredBy } from './extract-linked'
import { findPhraseMatches, type FieldSpec, type PhraseMatch } from './extract-phrases'
import { placeByInstance } from './extract-instances'
import { fieldContext } from './readings/context'
import { readAfterName } from './readings/name-first'
import { FIELD_READINGS } from './readings/registry'
import { readPlaceFirst } from './extract-qualities'
import { readRespectively } from './extract-respectively'
import { textBetween, type Tokenized } from './extract-tokens'
import { describedTrust, descriptionFollows } from './extract-text'
import { numberFollows, type ValueOutcome, type ValueWindow } from './extract-values'
import { DISCOUNT, TRUST } from './trust'

interface Found {
  field: FieldSpec
  value: string
  confidence: number
  location: string
  position: number
  last?: number
}

const JOINERS = new Set(['and', 'the', 'a', 'an', 'with', 'while', 'whereas', 'but', 'then', 'also'])
const round = (n: number) => Math.round(Math.max(0, Math.min(1, n)) * 100) / 100

/** The value after a field's name: the name-first reading of the field's kind (readings/name-first.ts). */
const read = readAfterName

/** Words between another person's noun and what is said of them ("the neighbour, a man aged 60"). */
const APPOSITION = new Set([',', 'a', 'an', 'man', 'woman', 'person', "'s"])
function saidOfAnother(norms: string[], start: number): boolean {
  for (let k = start - 1; k >= Math.max(0, start - 5); k--) {
    if (OTHER_PERSONS.has(norms[k])) return true
    if (!APPOSITION.has(norms[k])) return false
  }
  return false
}

/** How sure we are that the words said name this field: literal phrase, folded form, or shortened. */
const phraseWeight = (m: PhraseMatch) => (m.weak ? DISCOUNT.shortName : m.exact ? 1 : DISCOUNT.foldedName)

/** The sentence of the match, narrowed to this field's clause when one sentence names several fields. */
function locationOf(t: Tokenized, matches: PhraseMatch[], k: number, valueLast: number): string {
  const m = matches[k]
  const sentence = t.sentences.find((s) => s.first <= m.start && m.start < s.end)!
  const prev = matches[k - 1]
  const next = matches[k + 1]
  const start = prev && prev.start >= sentence.first ? m.start : sentence.first
  let end = next && next.start < sentence.end ? next.start - 1 : sentence.end - 1
  end = Math.max(end, valueLast)
  // "… 450 g and the | left lung 500 g": the joining words belong to neither clause.
  while (end > valueLast && (t.tokens[end].punct || JOINERS.has(t.tokens[end].norm))) end--
  return textBetween(t, start, end)
}

/** True when match k reads a value for its field or a rival, in its own window. */
function readsValue(t: Tokenized, norms: string[], matches: PhraseMatch[], k: number): boolean {
  const m = matches[k]
  const sentenceEnd = t.sentences.find((s) => s.first <= m.start && m.start < s.end)!.end
  const nextStart = matches[k + 1]?.start ?? t.tokens.length
  const limit = Math.min(sentenceEnd, nextStart)
  const w: ValueWindow = { t, norms, phraseStart: m.start, from: m.end, limit, hardLimit: nextStart, sentenceEnd, weak: m.weak }
  return [m.field, ...m.rivals].some((field) => read(w, field).kind === 'value')
}

function readMatch(t: Tokenized, norms: string[], matches: PhraseMatch[], k: number, inReport: ReadonlySet<string>): Found | null {
  const m = matches[k]
  const sentenceEnd = t.sentences.find((s) => s.first <= m.start && m.start < s.end)!.end
  // "Cause of death: stab wound of the neck": a name that reads no value of its own is part of a description.
  let next = k + 1
  while (m.field.def.kind === 'text' && matches[next] && matches[next].start < sentenceEnd && !readsValue(t, norms, matches, next)) next++
  const nextStart = matches[next]?.start ?? t.tokens.length
  const w: ValueWindow = {
    t,
    norms,
    phraseStart: m.start,
    from: m.end,
    limit: Math.min(sentenceEnd, nextStart),
    hardLimit: nextStart,
    sentenceEnd,
    weak: m.weak,
  }
  // With rivals (two fields named by the same words), the value decides: a unit that fits wins.
  const reads = [m.field, ...m.rivals]
    .map((field) => ({ field, out: read(w, field) }))
    .filter((r): r is { field: FieldSpec; out: Extract<ValueOutcome, { kind: 'value' }> } => r.out.kind === 'value')
    .sort((a, b) => b.out.score - a.out.score)
  // A quantity read by a measurement beats the same words read as free text.
  const measured = reads.filter((r) => r.field.def.kind === 'measurement')
  if (measured.length) reads.splice(0, reads.length, ...measured)
  if (!reads.length) return null
  // "The wound measures 0.6 cm in width": the noun after the quantity picks the width among the wound's lengths.
  const said = lengthSaid(norms, reads[0].out.last)
  const named = said ? reads.find((r) => lastWord(r.field) === said) : undefined
  // Two fields named by the same words and reading a value alike: the report's own field, or the one named by its
  // own name, is sure; otherwise the tie is offered as doubtful.
  // The report's own field takes the value it reads even where a rival outside the report reads it better.
  const mine = inReport.has(m.field.tag.id) && !m.rivals.some((r) => inReport.has(r.tag.id))
  const own = m.outranks ? reads.find((r) => r.field === m.field && (mine || r.out.score === reads[0].out.score)) : undefined
  const best = named ?? own ?? reads[0]
  const tied = !named && !own && reads.filter((r) => r.out.score === best.out.score).length > 1
  // A thing named without its aspect ("the tongue is …") gives a position or material that is offered, not trusted.
  const described = m.weak && best.field.def.kind !== 'measurement' ? describedTrust(best.field) : 1
  const confidence = round(Math.min(best.out.score * phraseWeight(m) * (tied ? DISCOUNT.tied : 1), described))
  return {
    field: best.field,
    value: best.out.value,
    confidence,
    location: locationOf(t, matches, k, best.out.last),
    position: m.start,
    last: best.out.last,
  }
}

/**
 * Finds field values in a transcript; a field said twice keeps the value said last, per instance when the
 * report has numbered injury instances (see extract-instances.ts).
 */
export function extractTags(
  transcription: string,
  tags: TagMatchingInput['tags'],
  instances: InstanceRef[] = [],
  inReport: ReadonlySet<string> = new Set(),
): MatchedTag[] {
  const ctx = fieldContext(transcription, tags, inReport)
  const { t, norms, fields } = ctx
  const follows = (end: number, field: FieldSpec) =>
    field.def.kind === 'measurement' ? numberFollows(norms, end, field) : descriptionFollows(norms, end, field)
  // "His wife, aged 48": what is said of someone else names no field of the deceased.
  let matches = findPhraseMatches(t, fields, follows, inReport).filter((m) => !saidOfAnother(norms, m.start))
  const sides = readBilateral(t, norms, fields, matches)
  matches = matches.filter((m) => !sides.some((s) => m.start < s.end && s.start < m.end))
  // "The heart, liver and spleen weigh 410, 1,850 and 210 grams respectively": the list answers its names in order.
  const listed = readRespectively(t, norms, findPhraseMatches(t, fields, () => true))
  matches = matches.filter((m) => !listed.some((l) => l.namesStart <= m.start && m.start < l.namesEnd))

  // "A tattoo of a rose on the left forearm" with fields for the tattoo's picture and site: each takes its part,
  // and the tattoo's name is no other field's value.
  const claimed = FIELD_READINGS.filter((r) => r.stage === 'claim').flatMap((r) => r.read(ctx))
  const sentenceOf = (i: number) => t.sentences.findIndex((s) => s.first <= i && i < s.end)
  const claimedSentences = new Set(claimed.map((c) => sentenceOf(c.first)))
  matches = matches.filter((m) => !claimedSentences.has(sentenceOf(m.start)))

  const found: Found[] = sides.map((s) => ({
    field: s.field,
    value: s.value,
    confidence: round(s.score),
    location: s.location,
    position: s.start,
  }))
  for (const l of listed) {
    found.push({
      field: l.field,
      value: l.value,
      confidence: round(l.score),
      location: textBetween(t, l.namesStart, l.namesEnd),
      position: l.nameAt,
      last: l.last,
    })
  }
  for (const d of claimed) {
    const s = t.sentences[sentenceOf(d.first)]
    const location = textBetween(t, s.first, s.end - 1)
    found.push({ field: d.field, value: d.value, confidence: d.score, location, position: d.first, last: d.last })
  }
  const taken = (i: number) => matches.some((m) => m.start <= i && i < m.end) || sides.some((s) => s.start <= i && i < s.end)
  for (let k = 0; k < matches.length; k++) {
    // "The tongue is protruding between the teeth": a name inside another field's value is part of that value.
    if (found.some((f) => f.last !== undefined && f.position < matches[k].start && matches[k].start <= f.last)) continue
    // "Lividity is posterior and fixed": the place goes to the field of where the thing lies, the rest to the one named.
    const sentenceEnd = t.sentences.find((s) => s.first <= matches[k].start && matches[k].start < s.end)!.end
    const placed = readPlaceFirst(t, norms, matches[k], fields, Math.min(sentenceEnd, matches[k + 1]?.start ?? sentenceEnd))
    // The report's own field of the thing takes both qualities ("Lividity: where it lies and whether it is fixed").
    const split = placed && !(inReport.has(matches[k].field.tag.id) && !inReport.has(placed.field.tag.id)) ? placed : null
    const f = readMatch(t, norms, split ? matches.map((m, n) => (n === k ? { ...m, end: split.rest } : m)) : matches, k, inReport)
    if (split && !found.some((x) => x.field === split.field)) {
      const place = { field: split.field, value: split.value, confidence: TRUST.likely, position: matches[k].start, last: split.last }
      found.push({ ...place, location: textBetween(t, matches[k].start, split.last) })
    }
    if (!f) continue
    found.push(f)
    const other = f.last === undefined ? null : readOtherSide(t, norms, fields, f.field, f.last, taken)
    if (other && !found.some((x) => x.field === other.field)) {
      found.push({
        field: other.field,
        value: other.value,
        confidence: round(other.score),
        location: textBetween(t, other.at, other.last),
        position: other.at,
      })
    }
  }
  // Values tied to a name by a verb ("the liver, which weighs 1,850 g") where nothing was read next to a name.
  const covered = (i: number) =>
    taken(i) ||
    sides.some((s) => s.start <= i && i <= s.valuesEnd) ||
    found.some((f) => f.last !== undefined && f.position <= i && i <= f.last)
  const anyMatches = ctx.named
  for (const l of [...readLinked(t, norms, anyMatches, fields), ...readMeasuredBy(t, norms, anyMatches, fields)]) {
    if (found.some((f) => f.field === l.field) || covered(l.first)) continue
    const from = Math.min(l.nameAt, l.first)
    found.push({
      field: l.field,
      value: l.value,
      confidence: round(l.score),
      location: textBetween(t, from, l.last),
      position: l.nameAt,
      last: l.last,
    })
    // "The right kidney is scarred at 95 grams, the left 160 grams": the other side follows a linked value too.
    const other = readOtherSide(t, norms, fields, l.field, l.last, covered)
    if (other && !found.some((x) => x.field === other.field)) {
      found.push({
        field: other.field,
        value: other.value,
        confidence: round(other.score),
        location: textBetween(t, other.at, other.last),
        position: other.at,
        last: other.last,
      })
    }
  }
  // Values said without their field's name in front, in the registry's order of precedence.
  const named = FIELD_READINGS.filter((r) => r.stage === 'fill').flatMap((r) => r.read(ctx))
  // "Stomach contains about 250 mL of brown fluid": a quantity a description left out of its value is still free.
  const describedWithout = (f: Found, v: { first: number; last: number }) =>
    f.field.def.kind === 'text' && !f.value.includes(textBetween(t, v.first, v.last))
  const leftOut = (v: (typeof named)[number]) =>
    !taken(v.first) &&
    found.every((f) => f.last === undefined || v.first < f.position || v.first > f.last || describedWithout(f, v))
  for (const v of named) {
    if (found.some((f) => f.field === v.field) || (covered(v.first) && !leftOut(v))) continue
    const sentence = t.sentences.find((s) => s.first <= v.first && v.first < s.end)!
    found.push({
      field: v.field,
      value: v.value,
      confidence: v.score,
      location: textBetween(t, sentence.first, sentence.end - 1),
      position: v.first,
      last: v.last,
    })
  }
  // "Bumper injury 48 cm above the heel": a quantity read for the name before it is not also the place's value after it.
  const valueFirst = (f: Found) => f.last !== undefined && f.position > f.last
  const kept = found.filter((f) => !valueFirst(f) || !found.some((g) => g !== f && g.last === f.last && !valueFirst(g)))
  const said = kept.map((f) => ({
    id: f.field.tag.id,
    name: f.field.tag.name,
    value: f.value,
    location: f.location,
    confidence: f.confidence,
    position: f.position,
    last: f.last,
  }))
  if (instances.length) return placeByInstance(t, tags, instances, said)
  const byTag = new Map<string, (typeof said)[number]>()
  for (const f of said.sort((a, b) => a.position - b.position)) byTag.set(f.id, f)
  return [...byTag.values()].sort((a, b) => a.position - b.position).map(({ position: _p, last: _l, ...m }) => m)
}

/** Deterministic offline tag matching: tag phrases found in the transcript, values read from what follows. */
export class LocalTagMatchingEngine implements TagMatchingEngine {
  readonly name = 'local'

  async match(input: TagMatchingInput): Promise<MatchedTag[]> {
    input.signal?.throwIfAborted()
    // The fields already in the report win over other fields named by the same words.
    return extractTags(input.transcription, input.tags, input.instances ?? [], new Set(input.existingTags.map((t) => t.id)))
  }
}
