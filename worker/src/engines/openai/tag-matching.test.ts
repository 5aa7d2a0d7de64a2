import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startOpenAIStub, type OpenAIStub } from '../../../../test/harness/openai-stub'
import type { TagInfo, TagMatchingInput } from '../types'
import { OpenAITagMatchingEngine } from './tag-matching'

const tags: TagInfo[] = [
  { id: 'id-heart', identifier: 'heart_weight', name: 'heart_weight', description: 'Weight of the heart. Unit: g.', category: 'organs' },
  { id: 'id-side', identifier: 'effusion_side', name: 'effusion_side', description: 'Values: left, right.', category: null },
]
const input = (over: Partial<TagMatchingInput> = {}): TagMatchingInput => ({
  transcription: 'The heart weighs 350 grams. Effusion on the left.',
  documentContent: 'Heart: [heart_weight]',
  existingTags: [{ id: 'id-heart', name: 'heart_weight', value: '' }],
  tags,
  includeTagDescriptions: true,
  prompt: { text: 'Extract autopsy fields.', model: 'gpt-4o-mini' },
  ...over,
})

let stub: OpenAIStub
beforeAll(async () => {
  stub = await startOpenAIStub()
})
afterAll(() => stub.close())
beforeEach(() => {
  stub.requests.length = 0
})
const config = () => ({ apiKey: 'sk-test', baseURL: stub.openaiBaseURL, geminiApiKey: 'gem-key', geminiBaseURL: stub.geminiBaseURL })
const answer = (matchedTags: unknown[]) => stub.setChatResponse(JSON.stringify({ matchedTags }))

describe('OpenAITagMatchingEngine', () => {
  it('sends the prompt, transcript, tags and document, and keeps only known tags', async () => {
    answer([
      { id: 'id-heart', name: 'heart_weight', value: '350 g', location: 'The heart weighs 350 grams.', confidence: 1.7 },
      { id: 'id-typo', name: 'effusion_side', value: 'left', location: 'Effusion on the left.', confidence: '0.6' },
      { id: 'id-unknown', name: 'spleen_weight', value: '150 g', location: '', confidence: 0.9 },
      { id: 'id-side', name: 'effusion_side', value: '', location: '', confidence: 0.9 },
    ])
    const matches = await new OpenAITagMatchingEngine(config()).match(input())
    expect(matches).toEqual([
      { id: 'id-heart', name: 'heart_weight', value: '350 g', location: 'The heart weighs 350 grams.', confidence: 1 },
      { id: 'id-side', name: 'effusion_side', value: 'left', location: 'Effusion on the left.', confidence: 0.6 },
    ])
    const [req] = stub.requests
    expect(req.path).toBe('/v1/chat/completions')
    expect(req.json).toMatchObject({ model: 'gpt-4o-mini', response_format: { type: 'json_object' } })
    const [system, user] = req.json!.messages as { role: string; content: string }[]
    expect(system.role).toBe('system')
    expect(system.content).toMatch(/^Extract autopsy fields\.\n\n.*JSON/s)
    expect(user.content).toContain('The heart weighs 350 grams.')
    expect(user.content).toContain('"description": "Weight of the heart. Unit: g."')
    expect(user.content).toContain('Heart: [heart_weight]')
  })

  it('leaves descriptions out when asked to', async () => {
    answer([])
    await new OpenAITagMatchingEngine(config()).match(input({ includeTagDescriptions: false, documentContent: '' }))
    const user = (stub.requests[0].json!.messages as { content: string }[])[1].content
    expect(user).not.toContain('Weight of the heart')
    expect(user).not.toContain('documentContent')
  })

  it('routes gemini models to the Gemini endpoint with the Gemini key', async () => {
    answer([])
    await new OpenAITagMatchingEngine(config()).match(input({ prompt: { text: 'p', model: 'gemini-2.5-flash' } }))
    expect(stub.requests[0].path).toBe('/v1beta/openai/chat/completions')
    expect(stub.requests[0].headers.authorization).toBe('Bearer gem-key')
    expect(stub.requests[0].json!.model).toBe('gemini-2.5-flash')
  })

  it('can ask for a strict JSON schema', async () => {
    answer([])
    await new OpenAITagMatchingEngine(config(), { responseFormat: 'json_schema' }).match(input())
    expect(stub.requests[0].json!.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'matched_tags', strict: true },
    })
  })

  const sends =
    'sends each typed field\'s kind, unit, synonyms, choices and range, lists the allowed ids in the schema, and parses a valid answer'
  it(sends, async () => {
    const typed: TagInfo[] = [
      {
        ...tags[0],
        kind: 'measurement',
        dimension: 'mass',
        unit: 'g',
        choices: [],
        synonyms: ['cardiac weight'],
        rangeMin: 150,
        rangeMax: 700,
      },
      {
        ...tags[1],
        kind: 'choice',
        dimension: null,
        unit: null,
        choices: ['left', 'right'],
        synonyms: ['pleural effusion'],
        rangeMin: null,
        rangeMax: null,
      },
    ]
    answer([{ id: 'id-heart', name: 'heart_weight', value: '350 g', location: 'The heart weighs 350 grams.', confidence: 0.9 }])
    const matches = await new OpenAITagMatchingEngine(config(), { responseFormat: 'json_schema' }).match(input({ tags: typed }))
    expect(matches).toEqual([{
      id: 'id-heart',
      name: 'heart_weight',
      value: '350 g',
      location: 'The heart weighs 350 grams.',
      confidence: 0.9,
    }])
    const req = stub.requests[0].json!
    type Format = { json_schema: { schema: { properties: { matchedTags: { items: { properties: { id: unknown } } } } } } }
    const schema = (req.response_format as Format).json_schema.schema
    expect(schema.properties.matchedTags.items.properties.id).toEqual({ type: 'string', enum: ['id-heart', 'id-side'] })
    const user = (req.messages as { content: string }[])[1].content
    const payload = JSON.parse(user.slice(user.indexOf('{'))) as { tags: { id: string; field?: unknown }[] }
    expect(payload.tags.find((t) => t.id === 'id-heart')!.field).toEqual({
      kind: 'measurement',
      dimension: 'mass',
      unit: 'g',
      synonyms: ['cardiac weight'],
      plausibleRange: { min: 150, max: 700 },
    })
    expect(payload.tags.find((t) => t.id === 'id-side')!.field).toEqual({
      kind: 'choice',
      allowedValues: ['left', 'right'],
      synonyms: ['pleural effusion'],
    })
  })

  it('leaves the field out for a tag without typed properties', async () => {
    answer([])
    await new OpenAITagMatchingEngine(config()).match(input())
    const user = (stub.requests[0].json!.messages as { content: string }[])[1].content
    expect(user).not.toContain('"field"')
  })

  it('rejects an answer that is not JSON', async () => {
    stub.setChatResponse('Sure! The heart weighs 350 g.')
    await expect(new OpenAITagMatchingEngine(config()).match(input())).rejects.toThrow(/did not answer with valid JSON/)
  })

  it('rejects JSON of the wrong shape', async () => {
    stub.setChatResponse(JSON.stringify({ matchedTags: [{ id: 'id-heart', value: { grams: 350 }, confidence: 'high' }] }))
    await expect(new OpenAITagMatchingEngine(config()).match(input())).rejects.toThrow(/wrong shape.*matchedTags\.0\.value/)
  })

  it('says which key is missing instead of calling out', async () => {
    const engine = new OpenAITagMatchingEngine({ geminiBaseURL: stub.geminiBaseURL, geminiApiKey: 'gem-key' })
    await expect(engine.match(input())).rejects.toThrow(/gpt-4o-mini needs OPENAI_API_KEY/)
    expect(stub.requests).toHaveLength(0)
  })
})
