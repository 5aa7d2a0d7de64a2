import { describe, expect, it } from 'vitest'
import { createEngines } from './index'

const GEMINI_BASE_URL = 'https://generativelanguage.googleapis.com/v1beta/openai/'
const names = (config: Parameters<typeof createEngines>[0]) => {
  const e = createEngines(config)
  return [e.transcription.name, e.tagMatching.name, e.cleanup.name]
}

describe('createEngines', () => {
  it('is local when no key is configured', () => {
    expect(names({ GEMINI_BASE_URL })).toEqual(['local', 'local', 'local'])
  })

  it('is openai with an OpenAI key', () => {
    expect(names({ GEMINI_BASE_URL, OPENAI_API_KEY: 'sk' })).toEqual(['openai', 'openai', 'openai'])
  })

  it('keeps local transcription with only a Gemini key', () => {
    expect(names({ GEMINI_BASE_URL, GEMINI_API_KEY: 'g' })).toEqual(['local', 'openai', 'openai'])
  })
})
