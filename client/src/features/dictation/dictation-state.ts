import type { InstanceTarget, MatchedTag, ProposedInstance, UncertainSpan } from '@shared/src/jobs/events.schema'
import { anchorSpans } from '@shared/src/jobs/uncertain'
import { allKeys, editValue, toRows, type MatchRow } from './matched-tags'
import { chooseInstance, instanceAdded } from './instance-rows'

/**
 * The dictation flow: no file → file chosen → transcribing → transcript editable →
 * matching tags → tags matched → inserted (or cancelled, which resets).
 */
export type DictationPhase = 'empty' | 'chosen' | 'transcribing' | 'transcript' | 'matching' | 'matched' | 'inserted'

export interface DictationState {
  phase: DictationPhase
  file: { name: string; size: number } | null
  transcript: string
  /** The recogniser that produced the transcript; undefined when typed or not told. */
  engine: string | undefined
  /** Spans of the transcript the offline recogniser was unsure of (as it answered; kept in place on edits). */
  uncertain: UncertainSpan[]
  /** The inline alert of a failed transcription. */
  transcribeError: string | null
  /** How far the transcription is (0 to 1) from the job's events; null until the first one. */
  progress: number | null
  rows: MatchRow[]
  selected: ReadonlySet<string>
}

export type DictationAction =
  | { type: 'choose'; file: { name: string; size: number } }
  | { type: 'transcribing' }
  | { type: 'transcribed'; text: string; engine?: string; uncertain?: UncertainSpan[] }
  | { type: 'transcribeFailed'; message: string }
  | { type: 'progress'; fraction: number; restarted?: boolean }
  | { type: 'editTranscript'; text: string }
  | { type: 'typeInstead' }
  | { type: 'matching' }
  | { type: 'matched'; tags: MatchedTag[] }
  | { type: 'matchFailed' }
  | { type: 'select'; selected: ReadonlySet<string> }
  | { type: 'editValue'; key: string; value: string }
  | { type: 'chooseInstance'; key: string; chapterId: string }
  | { type: 'instanceAdded'; proposed: ProposedInstance; added: InstanceTarget }
  | { type: 'inserted' }
  | { type: 'reset' }

export const initialDictation: DictationState = {
  phase: 'empty',
  file: null,
  transcript: '',
  engine: undefined,
  uncertain: [],
  transcribeError: null,
  progress: null,
  rows: [],
  selected: new Set(),
}

/** The dialog's state machine; pure, so every transition is unit-tested. */
export function dictationReducer(state: DictationState, action: DictationAction): DictationState {
  switch (action.type) {
    case 'choose':
      return { ...initialDictation, phase: 'chosen', file: action.file }
    case 'transcribing':
      return { ...state, phase: 'transcribing', engine: undefined, uncertain: [], transcribeError: null, progress: null, rows: [], selected: new Set() }
    case 'progress':
      // Only while transcribing, and never backwards, unless the job restarted (a retried attempt).
      if (state.phase !== 'transcribing') return state
      if (!action.restarted && state.progress !== null && action.fraction < state.progress) return state
      return { ...state, progress: Math.min(1, Math.max(0, action.fraction)) }
    case 'transcribed':
      return {
        ...state,
        phase: 'transcript',
        transcript: action.text,
        engine: action.engine,
        uncertain: action.uncertain ?? [],
        transcribeError: null,
        progress: null,
      }
    case 'transcribeFailed':
      // The transcript stays editable: the user may type what was said.
      return { ...state, phase: 'transcript', transcribeError: action.message, progress: null }
    case 'editTranscript':
      // Matches found earlier stay until the user matches again.
      // Doubtful spans follow their words through the edit; a span whose words were changed is dropped.
      return state.phase === 'transcript' || state.phase === 'matched'
        ? { ...state, transcript: action.text, uncertain: anchorSpans(action.text, state.uncertain) }
        : state
    case 'typeInstead':
      return { ...initialDictation, phase: 'transcript' }
    case 'matching':
      return { ...state, phase: 'matching', rows: [], selected: new Set() }
    case 'matched': {
      const rows = toRows(action.tags)
      return { ...state, phase: 'matched', rows, selected: allKeys(rows) }
    }
    case 'matchFailed':
      return { ...state, phase: 'transcript' }
    case 'select':
      return { ...state, selected: action.selected }
    case 'editValue':
      return { ...state, rows: editValue(state.rows, action.key, action.value) }
    case 'chooseInstance':
      return { ...state, rows: chooseInstance(state.rows, action.key, action.chapterId) }
    case 'instanceAdded':
      return { ...state, rows: instanceAdded(state.rows, action.proposed, action.added) }
    case 'inserted':
      return { ...state, phase: 'inserted' }
    case 'reset':
      return initialDictation
  }
}
