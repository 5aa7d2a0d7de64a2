import type { MatchedTag, TagMatchingEngine, TagMatchingInput } from '../types'
import { readBilateral, readOtherSide } from './extract-bilateral'
import { buildField, findPhraseMatches, type FieldSpec, type PhraseMatch } from './extract-phrases'
import { textBetween, tokenize, type Tokenized } from './extract-tokens'
import { numberFollows, readChoice, readNumber, readText, type ValueOutcome, type ValueWindow } from './extract-values'

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

function read(w: ValueWindow, field: FieldSpec): ValueOutcome {
  if (field.def.kind === 'measurement') return readNumber(w, field)
  if (field.def.kind === 'choice') return readChoice(w, field)
  return w.weak ? { kind: 'none' } : readText(w)
}

/** How sure we are that the words said name this field: literal phrase, folded form, or shortened. */
const phraseWeight = (m: PhraseMatch) => (m.weak ? 0.85 : m.exact ? 1 : 0.95)

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

function readMatch(t: Tokenized, norms: string[], matches: PhraseMatch[], k: number): Found | null {
  const m = matches[k]
  const sentenceEnd = t.sentences.find((s) => s.first <= m.start && m.start < s.end)!.end
  const nextStart = matches[k + 1]?.start ?? t.tokens.length
  const w: ValueWindow = {
    t,
    norms,
    phraseStart: m.start,
    from: m.end,
    limit: Math.min(sentenceEnd, nextStart),
    hardLimit: nextStart,
    weak: m.weak,
  }
  // With rivals (two fields named by the same words), the value decides: a unit that fits wins.
  const reads = [m.field, ...m.rivals]
    .map((field) => ({ field, out: read(w, field) }))
    .filter((r): r is { field: FieldSpec; out: Extract<ValueOutcome, { kind: 'value' }> } => r.out.kind === 'value')
    .sort((a, b) => b.out.score - a.out.score)
  if (!reads.length) return null
  const best = reads[0]
  const tied = reads.filter((r) => r.out.score === best.out.score).length > 1
  const confidence = round(best.out.score * phraseWeight(m) * (tied ? 0.45 : 1))
  return {
    field: best.field,
    value: best.out.value,
    confidence,
    location: locationOf(t, matches, k, best.out.last),
    position: m.start,
    last: best.out.last,
  }
}

/** Finds field values in a transcript; a field said twice keeps the value said last. */
export function extractTags(transcription: string, tags: TagMatchingInput['tags']): MatchedTag[] {
  const t = tokenize(transcription)
  const norms = t.tokens.map((tok) => tok.norm)
  const fields = tags.map(buildField)
  let matches = findPhraseMatches(t, fields, (end) => numberFollows(norms, end))
  const sides = readBilateral(t, norms, fields, matches)
  matches = matches.filter((m) => !sides.some((s) => m.start < s.end && s.start < m.end))

  const found: Found[] = sides.map((s) => ({
    field: s.field,
    value: s.value,
    confidence: round(s.score),
    location: s.location,
    position: s.start,
  }))
  const taken = (i: number) => matches.some((m) => m.start <= i && i < m.end) || sides.some((s) => s.start <= i && i < s.end)
  for (let k = 0; k < matches.length; k++) {
    const f = readMatch(t, norms, matches, k)
    if (!f) continue
    found.push(f)
    const other = f.last === undefined ? null : readOtherSide(t, norms, fields, f.field, f.last, taken)
    if (other && !found.some((x) => x.field === other.field)) {
      found.push({ field: other.field, value: other.value, confidence: round(other.score), location: textBetween(t, other.at, other.last), position: other.at })
    }
  }
  const byTag = new Map<string, Found>()
  for (const f of found.sort((a, b) => a.position - b.position)) byTag.set(f.field.tag.id, f)
  return [...byTag.values()]
    .sort((a, b) => a.position - b.position)
    .map((f) => ({ id: f.field.tag.id, name: f.field.tag.name, value: f.value, location: f.location, confidence: f.confidence }))
}

/** Deterministic offline tag matching: tag phrases found in the transcript, values read from what follows. */
export class LocalTagMatchingEngine implements TagMatchingEngine {
  readonly name = 'local'

  async match(input: TagMatchingInput): Promise<MatchedTag[]> {
    input.signal?.throwIfAborted()
    return extractTags(input.transcription, input.tags)
  }
}
