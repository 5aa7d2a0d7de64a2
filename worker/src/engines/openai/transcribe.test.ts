import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startOpenAIStub, type OpenAIStub } from '../../../../test/stubs/openai-stub'
import type { TagInfo } from '../types'
import { OpenAITranscriptionEngine } from './transcribe'

const tags: TagInfo[] = [
  { id: 't1', identifier: 'heart_weight', name: 'heart_weight', description: 'Heart. Aliases: cardiac weight, heart weighs. Unit: g.', category: null },
  { id: 't2', identifier: 'effusion_side', name: 'effusion_side', description: 'Values: left, right.', category: null },
]
const audio = Buffer.from('RIFF....WAVEfmt fake audio bytes')

let stub: OpenAIStub
beforeAll(async () => {
  stub = await startOpenAIStub()
})
afterAll(() => stub.close())
beforeEach(() => {
  stub.requests.length = 0
})
const config = () => ({ apiKey: 'sk-test', baseURL: stub.openaiBaseURL, geminiBaseURL: stub.geminiBaseURL })

describe('OpenAITranscriptionEngine', () => {
  it('uploads the audio with whisper-1 and the tag vocabulary as prompt', async () => {
    stub.setTranscription(' heart weight 350 grams ')
    const result = await new OpenAITranscriptionEngine(config()).transcribe({ audio, mimeType: 'audio/wav', filename: 'take.wav', vocabulary: tags })
    expect(result).toEqual({ text: 'heart weight 350 grams' })
    const [req] = stub.requests
    expect(req.path).toBe('/v1/audio/transcriptions')
    expect(req.headers.authorization).toBe('Bearer sk-test')
    expect(req.fields.model).toBe('whisper-1')
    expect(req.fields.prompt).toBe('heart weight, cardiac weight, heart weighs, effusion side')
    expect(req.file).toEqual({ name: 'take.wav', type: 'audio/wav', size: audio.length })
  })

  it('uses the configured model, and the one of the input first', async () => {
    stub.setTranscription('ok')
    const engine = new OpenAITranscriptionEngine(config(), { model: 'gpt-4o-transcribe' })
    await engine.transcribe({ audio, mimeType: 'audio/webm', filename: 'a.webm', vocabulary: [] })
    await engine.transcribe({ audio, mimeType: 'audio/webm', filename: 'a.webm', vocabulary: [], model: 'whisper-large' })
    expect(stub.requests.map((r) => r.fields.model)).toEqual(['gpt-4o-transcribe', 'whisper-large'])
    expect(stub.requests[0].fields.prompt).toBeUndefined()
  })

  it('surfaces an endpoint error', async () => {
    stub.setTranscription({ status: 400, error: 'Invalid file format.' })
    const engine = new OpenAITranscriptionEngine(config())
    await expect(engine.transcribe({ audio, mimeType: 'audio/wav', filename: 'a.wav', vocabulary: tags })).rejects.toThrow(/Invalid file format/)
  })
})
