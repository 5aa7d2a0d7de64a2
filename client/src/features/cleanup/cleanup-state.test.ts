import { describe, expect, it } from 'vitest'
import type { JobEvent } from '@shared/src/jobs/events.schema'
import { CLEANUP_COMPLETE, cleanupReducer, initialCleanup, isStreaming, type CleanupState } from './cleanup-state'

const started = cleanupReducer(initialCleanup, { type: 'start', status: 'Waiting for a worker…' })
const feed = (...events: JobEvent[]): CleanupState => events.reduce((s, event) => cleanupReducer(s, { type: 'event', event }), started)

describe('cleanup stream reducer', () => {
  it('starts loading with the first status', () => {
    expect(started).toMatchObject({ phase: 'streaming', text: '', status: 'Waiting for a worker…' })
    expect(isStreaming(started)).toBe(true)
  })

  it('shows status messages and appends content', () => {
    const s = feed({ type: 'status', message: 'Cleaning up report…', attempt: 1 }, { type: 'content', content: '# Autopsy' }, { type: 'content', content: ' Report\n\n' })
    expect(s).toMatchObject({ phase: 'streaming', status: 'Cleaning up report…', text: '# Autopsy Report\n\n' })
  })

  it('drops the gathered text when a status says the job restarted (attempt > 1)', () => {
    const s = feed(
      { type: 'status', message: 'Cleaning up report…', attempt: 1 },
      { type: 'content', content: 'half a rep' },
      { type: 'status', message: 'Cleanup interrupted; retrying…' },
      { type: 'status', message: 'Restarting cleanup…', attempt: 2 },
    )
    expect(s).toMatchObject({ phase: 'streaming', text: '', status: 'Restarting cleanup…' })
    expect(cleanupReducer(s, { type: 'event', event: { type: 'content', content: 'fresh' } }).text).toBe('fresh')
  })

  it('keeps the text on an ordinary status, and lists missing fields', () => {
    const s = feed({ type: 'content', content: 'text' }, { type: 'status', message: '2 fields still missing: a, b', missingFields: ['a', 'b'] })
    expect(s).toMatchObject({ text: 'text', missingFields: ['a', 'b'], status: '2 fields still missing: a, b' })
  })

  it('complete replaces the text with fullContent and says "Cleanup complete!"', () => {
    const s = feed({ type: 'content', content: 'draft' }, { type: 'complete', message: 'Cleanup complete!', fullContent: '# Final\n\nHeart 350 g', missingFields: ['liver_weight'] })
    expect(s).toEqual({ ...initialCleanup, phase: 'complete', text: '# Final\n\nHeart 350 g', status: CLEANUP_COMPLETE, missingFields: ['liver_weight'] })
    expect(isStreaming(s)).toBe(false)
    // Without fullContent the streamed text stands.
    expect(feed({ type: 'content', content: 'kept' }, { type: 'complete' }).text).toBe('kept')
  })

  it('partial replaces the text and ends loading', () => {
    const s = feed({ type: 'content', content: 'abc' }, { type: 'partial', content: 'ab', message: 'Stopped early' })
    expect(s).toMatchObject({ phase: 'partial', text: 'ab', status: 'Stopped early' })
    expect(feed({ type: 'partial', content: 'x' }).status).toBe('The cleanup stopped before the end; this is the part that was produced.')
  })

  it('error keeps the text and shows the message, by default "Failed to stream cleanup"', () => {
    const s = feed({ type: 'content', content: 'abc' }, { type: 'error', code: 'QUOTA_EXCEEDED', message: 'Monthly report cleanup limit reached.' })
    expect(s).toMatchObject({ phase: 'error', text: 'abc', error: 'Monthly report cleanup limit reached.' })
    expect(feed({ type: 'error', code: 'FAILED', message: '' }).error).toBe('Failed to stream cleanup')
    expect(cleanupReducer(initialCleanup, { type: 'failed', message: '' }).error).toBe('Failed to stream cleanup')
  })

  it('ignores anything after a terminal event', () => {
    const done = feed({ type: 'complete', fullContent: 'final' })
    expect(cleanupReducer(done, { type: 'event', event: { type: 'content', content: 'late' } })).toBe(done)
  })

  it('shows a stored cleaned report as complete', () => {
    const s = cleanupReducer(started, { type: 'stored', content: '# R', missingFields: [], createdAt: '2025-03-02T10:00:00.000Z' })
    expect(s).toMatchObject({ phase: 'complete', text: '# R', storedAt: '2025-03-02T10:00:00.000Z' })
  })
})
