/**
 * The held-out spoken sentences (../dictation/held-out/audio.ts) as the audio benchmarks score them:
 * each with the tags it is matched against, and the scoring of a transcript as the tag-matching job
 * runs it for an offline transcript (the local matcher, the job's checks, the cap on doubtful values heard). Shared by
 * ./audio-heldout.ts (the run) and ./audio-doubt-calibrate.ts (the doubt threshold from its log).
 */
import { SEED_TAGS } from '../../server/src/seed/data/tags'
import { extractTags } from '../../worker/src/engines/local/extract'
import type { HeardStretch } from '../../worker/src/engines/local/transcribe-decoder'
import { capHeardValues } from '../../worker/src/engines/local/transcribe-confidence'
import { formatHeard, guardVocabulary } from '../../worker/src/engines/local/transcribe-format'
import { keptReadings, SECOND_READING_SHARE } from '../../worker/src/engines/local/transcribe-second'
import { chooseNamed } from '../../worker/src/engines/local/transcribe-named'
import { heardUtterances } from '../../worker/src/engines/local/transcribe-noise'
import { GUARD_OPTIONS } from '../../worker/src/engines/local/transcribe-guard'
import type { TagInfo } from '../../worker/src/engines/types'
import { checkMatches } from '../../worker/src/jobs/match-checks'
import type { UncertainSpan } from '@shared/src/jobs/events.schema'
import { AUDIO_CLIPS, type AudioClip } from '../dictation/audio-clips'
import { WOUND_CLIPS, type WoundClip } from '../dictation/audio-wound-clips'
import { DEV_WOUND_CLIPS } from '../dictation/audio-wound-clips-dev'
import { DEV_SPOKEN_FIELD_CLIPS, DEV_SPOKEN_NARRATIVE_CLIPS } from '../dictation/audio-dev-spoken'
import { HELD_OUT_FIELD_CLIPS, HELD_OUT_NARRATIVE_CLIPS, HELD_OUT_WOUND_CLIPS } from '../dictation/held-out/audio'
import { seededTags } from './dictation-score'
import { caseInstances, woundTags } from './wound-score'

export interface Sentence {
  id: string
  kind: 'field' | 'wound' | 'narrative'
  spoken: string
  expected: Record<string, string>
  tags: TagInfo[]
  instances: ReturnType<typeof caseInstances>
}

export interface Fill {
  key: string
  value: string
  confidence: number
  right: boolean
}

/** The 49 held-out sentences: field sentences and narrative with the seeded tags, wounds with the wound tags. */
export function heldOutSentences(): Sentence[] {
  const seeded = new Set(SEED_TAGS.map((t) => t.identifier))
  const fieldTags = seededTags().filter((t) => seeded.has(t.identifier))
  const wTags = woundTags(true)
  return [
    ...HELD_OUT_FIELD_CLIPS.map((c) => ({ id: c.id, kind: 'field' as const, spoken: c.spoken, expected: c.expected, tags: fieldTags, instances: [] })),
    ...woundSentences(HELD_OUT_WOUND_CLIPS, wTags),
    ...HELD_OUT_NARRATIVE_CLIPS.map((c) => ({ id: c.id, kind: 'narrative' as const, spoken: c.spoken, expected: {}, tags: fieldTags, instances: [] })),
  ]
}

function woundSentences(clips: WoundClip[], tags: TagInfo[]): Sentence[] {
  return clips.map((c) => ({
    id: c.id,
    kind: 'wound' as const,
    spoken: c.spoken,
    expected: c.expected,
    tags,
    instances: caseInstances({ id: c.id, text: c.spoken, instances: c.instances, expected: c.expected }),
  }))
}

/** The wound clips for tuning (../dictation/audio-wound-clips.ts and its development clips), with the wound tags. */
export function tuningWoundSentences(): Sentence[] {
  return woundSentences([...WOUND_CLIPS, ...DEV_WOUND_CLIPS], woundTags(true))
}

/** The development set of spoken sentences (../dictation/audio-dev-spoken.ts), for tuning: field sentences and narrative with the seeded tags. */
export function devSentences(): Sentence[] {
  return seededSentences([...DEV_SPOKEN_FIELD_CLIPS, ...DEV_SPOKEN_NARRATIVE_CLIPS])
}

/** The old clips (../dictation/audio-clips.ts: field dictation and narrative paragraphs), for tuning, with the seeded tags. */
export function oldSentences(): Sentence[] {
  return seededSentences(AUDIO_CLIPS)
}

function seededSentences(clips: AudioClip[]): Sentence[] {
  const seeded = new Set(SEED_TAGS.map((t) => t.identifier))
  const fieldTags = seededTags().filter((t) => seeded.has(t.identifier))
  return clips.map((c) => ({
    id: c.id,
    kind: c.kind,
    spoken: c.spoken,
    expected: c.expected,
    tags: fieldTags,
    instances: [],
  }))
}

const keyOf = (m: { id: string; instance?: string; proposedInstance?: { instance: string } }, wound: boolean) =>
  wound ? `${m.id}@${m.instance ?? (m.proposedInstance ? `+${m.proposedInstance.instance}` : '')}` : m.id

/** A transcript's values as the tag-matching job offers them, each scored against the sentence. */
export function scoreTranscript(s: Sentence, text: string, uncertain: readonly UncertainSpan[] | undefined): { fills: Fill[]; right: number } {
  const checked = checkMatches(extractTags(text, s.tags, s.instances), s.tags, text)
  const found = capHeardValues(checked, { transcription: text, uncertain, tags: s.tags, instances: s.instances })
  const fills = found.map((m) => {
    const key = keyOf(m, s.kind === 'wound')
    return { key, value: m.value, confidence: m.confidence, right: s.expected[key]?.toLowerCase() === m.value.toLowerCase() }
  })
  const right = Object.entries(s.expected).filter(([k, val]) => fills.some((f) => f.key === k && f.value.toLowerCase() === val.toLowerCase())).length
  return { fills, right }
}

/**
 * The transcript the engine gives for these stretches with words below `unsureBelow` in doubt (as LocalTranscriptionEngine formats
 * them), with the second readings and the readings with the measured fields alone where given.
 */
export function transcriptOf(
  s: Sentence, stretches: HeardStretch[], unsureBelow?: number, denoised = false, second?: (HeardStretch | null)[],
  named?: (HeardStretch | null)[],
) {
  const guarded = guardVocabulary(s.tags)
  const kept = keptReadings(stretches, second, guarded, GUARD_OPTIONS)
  const chosen = named ? kept.map((h, i) => chooseNamed(h, named[i], guarded, GUARD_OPTIONS, SECOND_READING_SHARE)) : kept
  return formatHeard(heardUtterances(chosen, denoised, unsureBelow), s.tags, GUARD_OPTIONS)
}

/** The words said, as the recogniser spells them (lower case, no punctuation). */
export const spokenWords = (spoken: string) => spoken.toLowerCase().replace(/[^a-z' ]+/g, ' ').split(/\s+/).filter(Boolean)

/**
 * Which heard words are right: a minimum edit alignment of the heard words to the words said
 * (substitution, insertion and deletion cost one each). Returns one flag per heard word and the
 * edit count (for the word error rate).
 */
export function alignWords(said: string[], heard: string[]): { right: boolean[]; edits: number } {
  const d = Array.from({ length: said.length + 1 }, (_, i) => Array.from({ length: heard.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i <= said.length; i++) {
    for (let j = 1; j <= heard.length; j++) {
      d[i][j] = Math.min(d[i - 1][j - 1] + (said[i - 1] === heard[j - 1] ? 0 : 1), d[i - 1][j] + 1, d[i][j - 1] + 1)
    }
  }
  const right = new Array<boolean>(heard.length).fill(false)
  for (let i = said.length, j = heard.length; i > 0 && j > 0; ) {
    if (said[i - 1] === heard[j - 1] && d[i][j] === d[i - 1][j - 1]) {
      right[--j] = true
      i--
    } else if (d[i][j] === d[i - 1][j - 1] + 1) {
      i--
      j--
    } else if (d[i][j] === d[i][j - 1] + 1) j--
    else i--
  }
  return { right, edits: d[said.length][heard.length] }
}
