import { describe, expect, it } from 'vitest'
import { dictationReducer, initialDictation, type DictationAction, type DictationState } from './dictation-state'

const run = (...actions: DictationAction[]): DictationState => actions.reduce(dictationReducer, initialDictation)
const file = { name: 'recording.webm', size: 1000 }
const heart = { id: 't1', name: 'heart_weight', value: '350 g', location: 'heart weight three fifty', confidence: 0.9 }

describe('dictation flow', () => {
  it('goes no file → chosen → transcribing → transcript → matching → matched (all selected) → inserted', () => {
    expect(initialDictation.phase).toBe('empty')
    expect(run({ type: 'choose', file }).phase).toBe('chosen')
    expect(run({ type: 'choose', file }, { type: 'transcribing' }).phase).toBe('transcribing')
    const transcribed = run({ type: 'choose', file }, { type: 'transcribing' }, { type: 'transcribed', text: 'heart weight three hundred and fifty grams', engine: 'local' })
    expect(transcribed).toMatchObject({ phase: 'transcript', transcript: 'heart weight three hundred and fifty grams', engine: 'local' })
    const matched = [{ type: 'matching' }, { type: 'matched', tags: [heart, { ...heart, id: 't2', name: 'liver_weight' }] }] as DictationAction[]
    const s = matched.reduce(dictationReducer, transcribed)
    expect(s.phase).toBe('matched')
    expect(s.selected.size).toBe(2)
    expect(dictationReducer(s, { type: 'inserted' }).phase).toBe('inserted')
  })

  it('remembers the engine of a transcription, forgets it on a new transcription or typing instead', () => {
    expect(initialDictation.engine).toBeUndefined()
    const local = run({ type: 'choose', file }, { type: 'transcribing' }, { type: 'transcribed', text: 'heart', engine: 'local' })
    expect(local.engine).toBe('local')
    expect(dictationReducer(local, { type: 'editTranscript', text: 'heart 350 g' }).engine).toBe('local')
    expect(dictationReducer(local, { type: 'transcribing' }).engine).toBeUndefined()
    expect(dictationReducer(local, { type: 'transcribed', text: 'heart' }).engine).toBeUndefined()
    expect(dictationReducer(local, { type: 'typeInstead' }).engine).toBeUndefined()
    expect(dictationReducer(local, { type: 'transcribed', text: 'heart', engine: 'openai' }).engine).toBe('openai')
  })

  it('follows the transcription progress forwards only, from zero again when the job restarted, and forgets it after', () => {
    const busy = run({ type: 'choose', file }, { type: 'transcribing' })
    expect(busy.progress).toBeNull()
    const at40 = run({ type: 'choose', file }, { type: 'transcribing' }, { type: 'progress', fraction: 0.2 }, { type: 'progress', fraction: 0.4 })
    expect(at40.progress).toBe(0.4)
    expect(dictationReducer(at40, { type: 'progress', fraction: 0.3 }).progress).toBe(0.4)
    expect(dictationReducer(at40, { type: 'progress', fraction: 0, restarted: true }).progress).toBe(0)
    expect(dictationReducer(at40, { type: 'transcribed', text: 'heart', engine: 'local' }).progress).toBeNull()
    expect(dictationReducer(at40, { type: 'transcribeFailed', message: 'no' }).progress).toBeNull()
    // A late event after the transcript arrived changes nothing.
    const done = dictationReducer(at40, { type: 'transcribed', text: 'heart', engine: 'local' })
    expect(dictationReducer(done, { type: 'progress', fraction: 1 })).toBe(done)
  })

  it('keeps the transcript editable after a failed transcription, with the inline message', () => {
    const s = run({ type: 'choose', file }, { type: 'transcribing' }, { type: 'transcribeFailed', message: 'Failed to transcribe audio' })
    expect(s).toMatchObject({ phase: 'transcript', transcribeError: 'Failed to transcribe audio' })
    expect(dictationReducer(s, { type: 'editTranscript', text: 'heart weight 350 grams' }).transcript).toBe('heart weight 350 grams')
  })

  it('ignores transcript edits while transcribing, and a failed match goes back to the transcript', () => {
    const busy = run({ type: 'choose', file }, { type: 'transcribing' })
    expect(dictationReducer(busy, { type: 'editTranscript', text: 'x' }).transcript).toBe('')
    const failed = run({ type: 'typeInstead' }, { type: 'editTranscript', text: 'heart weight 350 g' }, { type: 'matching' }, { type: 'matchFailed' })
    expect(failed).toMatchObject({ phase: 'transcript', transcript: 'heart weight 350 g', rows: [] })
  })

  it('edits a matched value and resets everything on cancel', () => {
    const s = run({ type: 'typeInstead' }, { type: 'editTranscript', text: 'heart' }, { type: 'matched', tags: [heart] })
    const edited = dictationReducer(s, { type: 'editValue', key: s.rows[0].key, value: '355 g' })
    expect(edited.rows[0].value).toBe('355 g')
    expect(dictationReducer(edited, { type: 'select', selected: new Set() }).selected.size).toBe(0)
    expect(dictationReducer(edited, { type: 'reset' })).toEqual(initialDictation)
  })
})
