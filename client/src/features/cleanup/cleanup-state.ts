import type { JobEvent } from '@shared/src/jobs/events.schema'
import { JOB_TEXTS } from '@shared/src/jobs/texts'

/** Texts of the cleanup stream. */
export const CLEANUP_COMPLETE = 'Cleanup complete!'

export type CleanupPhase = 'idle' | 'streaming' | 'complete' | 'partial' | 'error'

export interface CleanupState {
  phase: CleanupPhase
  /** The cleaned report (markdown dialect) as far as it has arrived. */
  text: string
  /** The latest status message. */
  status: string | null
  error: string | null
  /** Fields the cleaned report still shows as [MISSING: …]. */
  missingFields: string[]
  /** When a stored cleaned report was loaded: when it was made. */
  storedAt: string | null
}

export type CleanupAction =
  | { type: 'start'; status?: string }
  | { type: 'event'; event: JobEvent }
  | { type: 'stored'; content: string; missingFields: string[]; createdAt: string }
  | { type: 'failed'; message: string }
  | { type: 'clear' }

export const initialCleanup: CleanupState = { phase: 'idle', text: '', status: null, error: null, missingFields: [], storedAt: null }

/** True while text may still arrive. */
export const isStreaming = (s: CleanupState) => s.phase === 'streaming'

/**
 * Folds the cleanup stream into what the view shows: status → message; content →
 * appended; partial → replaced, loading ends; complete → replaced by fullContent, 'Cleanup complete!';
 * error → its message (default 'Failed to stream cleanup'). A status with attempt above 1 means the
 * job restarted: the text gathered so far is dropped, since the new attempt sends it again.
 */
export function cleanupReducer(state: CleanupState, action: CleanupAction): CleanupState {
  switch (action.type) {
    case 'start':
      return { ...initialCleanup, phase: 'streaming', status: action.status ?? null }
    case 'stored':
      return { ...initialCleanup, phase: 'complete', text: action.content, missingFields: action.missingFields, storedAt: action.createdAt }
    case 'failed':
      return { ...state, phase: 'error', error: action.message || JOB_TEXTS.cleanupFailed }
    case 'clear':
      return initialCleanup
    case 'event':
      return applyEvent(state, action.event)
  }
}

function applyEvent(state: CleanupState, event: JobEvent): CleanupState {
  // Nothing follows a terminal event; a late duplicate must not reopen the view.
  if (state.phase !== 'streaming') return state
  switch (event.type) {
    case 'status': {
      const restarted = (event.attempt ?? 1) > 1
      return {
        ...state,
        status: event.message,
        text: restarted ? '' : state.text,
        missingFields: event.missingFields ?? (restarted ? [] : state.missingFields),
      }
    }
    case 'content':
      return { ...state, text: state.text + event.content }
    case 'partial':
      return { ...state, phase: 'partial', text: event.content, status: event.message ?? JOB_TEXTS.cutShort }
    case 'complete':
      return {
        ...state,
        phase: 'complete',
        text: event.fullContent ?? state.text,
        status: CLEANUP_COMPLETE,
        missingFields: event.missingFields ?? state.missingFields,
      }
    case 'error':
      return { ...state, phase: 'error', error: event.message || JOB_TEXTS.cleanupFailed }
  }
}
