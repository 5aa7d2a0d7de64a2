import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startOpenAIStub, type OpenAIStub } from '../../../../test/harness/openai-stub'
import type { TagInfo } from '../types'
import { isUnreadableAudio } from '../local/audio'
import { OpenAITranscriptionEngine } from './transcribe'

const tags: TagInfo[] = [
  {
    id: 't1',
    identifier: 'heart_weight',
    name: 'heart_weight',
    description: 'Heart. Aliases: cardiac weight, heart weighs. Unit: g.',
    category: null,
  },
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
    const result = await new OpenAITranscriptionEngine(config()).transcribe({
      audio,
      mimeType: 'audio/wav',
      filename: 'take.wav',
      vocabulary: tags,
    })
    expect(result).toEqual({ text: 'heart weight 350 grams' })
    const [req] = stub.requests
    expect(req.path).toBe('/v1/audio/transcriptions')
    expect(req.headers.authorization).toBe('Bearer sk-test')
    expect(req.fields.model).toBe('whisper-1')
    expect(req.fields.prompt).toBe('heart weight, cardiac weight, heart weighs, effusion side, cardiac weighs')
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
    stub.setTranscription({ status: 500, error: 'The server had an error while processing your request.' })
    const engine = new OpenAITranscriptionEngine(config())
    const error = await engine.transcribe({ audio, mimeType: 'audio/wav', filename: 'a.wav', vocabulary: tags }).catch((e: unknown) => e)
    expect(String(error)).toMatch(/server had an error/)
    // A fault on the other side may pass: it is retried, not called a damaged recording.
    expect(isUnreadableAudio(error)).toBe(false)
  })

  it.each([
    [{
      status: 400,
      error: "Invalid file format. Supported formats: ['flac', 'm4a', 'mp3', 'mp4', 'mpeg', 'mpga', 'oga', 'ogg', 'wav', 'webm']",
      type: 'invalid_request_error',
    }],
    [{ status: 400, error: 'Audio file might be corrupted or unsupported', type: 'invalid_request_error', param: 'file' }],
  ])('calls a file the API cannot decode unreadable (%#)', async (reply) => {
    stub.setTranscription(reply)
    const error = await new OpenAITranscriptionEngine(config()).transcribe({
      audio,
      mimeType: 'audio/wav',
      filename: 'a.wav',
      vocabulary: tags,
    }).catch((e: unknown) => e)
    expect(isUnreadableAudio(error)).toBe(true)
    expect(String(error)).toContain(reply.error.slice(0, 20))
  })

  it('does not call another bad request a damaged recording', async () => {
    stub.setTranscription({ status: 400, error: 'Invalid model: whisper-9', type: 'invalid_request_error', param: 'model' })
    const error = await new OpenAITranscriptionEngine(config()).transcribe({
      audio,
      mimeType: 'audio/wav',
      filename: 'a.wav',
      vocabulary: tags,
    }).catch((e: unknown) => e)
    expect(isUnreadableAudio(error)).toBe(false)
  })
})
