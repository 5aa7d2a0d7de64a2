import { describe, expect, it } from 'vitest'
import { JobEvent, TranscriptionResult } from './events.schema'

describe('TranscriptionResult', () => {
  it('carries the engine that transcribed, and still parses results stored before it existed', () => {
    expect(TranscriptionResult.parse({ transcription: 'heart', engine: 'local' })).toEqual({ transcription: 'heart', engine: 'local' })
    expect(TranscriptionResult.parse({ transcription: 'heart' })).toEqual({ transcription: 'heart' })
    expect(JobEvent.parse({ type: 'complete', result: { transcription: 'heart' } })).toEqual({ type: 'complete', result: { transcription: 'heart' } })
    expect(TranscriptionResult.safeParse({ transcription: 'heart', engine: 3 }).success).toBe(false)
  })
})
