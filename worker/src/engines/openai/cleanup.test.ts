import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { tagSpanHtml } from '@shared/src/editor/tag-html'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { startOpenAIStub, type OpenAIStub } from '../../../../test/harness/openai-stub'
import { verifyTagValues } from '../../jobs/verify'
import { OpenAICleanupEngine } from './cleanup'
import { DIALECT_RULES } from './prompts'

const chapters: Chapter[] = [
  {
    id: 'c1',
    title: 'Thorax',
    order: 1,
    content:
      `<p>heart ${tagSpanHtml({ id: 't1', identifier: 'heart_weight' }, '350 g')} ` +
      `effusion ${tagSpanHtml({ id: 't2', identifier: 'effusion_side' })}</p>`,
  },
]

let stub: OpenAIStub
beforeAll(async () => {
  stub = await startOpenAIStub()
})
afterAll(() => stub.close())
beforeEach(() => {
  stub.requests.length = 0
})
const config = () => ({ apiKey: 'sk-test', baseURL: stub.openaiBaseURL, geminiApiKey: 'gem-key', geminiBaseURL: stub.geminiBaseURL })

const collect = async (iterable: AsyncIterable<string>) => {
  const chunks: string[] = []
  for await (const chunk of iterable) chunks.push(chunk)
  return chunks
}

describe('OpenAICleanupEngine', () => {
  it('streams the model deltas in order', async () => {
    const chunks = ['# Case 7\n\n', '## 1. Thorax\n\n', 'The heart weighs 350 g. ', 'Effusion: [MISSING: effusion_side].\n']
    stub.setChatResponse({ chunks, chunkDelayMs: 5 })
    const got = await collect(new OpenAICleanupEngine(config()).stream({
      title: 'Case 7',
      chapters,
      prompt: { text: 'Tidy it.', model: 'gpt-4o' },
    }))
    expect(got).toEqual(chunks)
    expect(verifyTagValues(chapters, got.join(''))).toEqual({ missingValues: [], unfilled: ['effusion_side'], droppedUnfilled: [] })
  })

  it('hands each chunk on as it arrives, not when the answer is complete', async () => {
    stub.setChatResponse({ chunks: ['a', 'b', 'c', 'd'], chunkDelayMs: 60 })
    const times: number[] = []
    for await (const chunk of new OpenAICleanupEngine(config()).stream({ title: 'T', chapters })) if (chunk) times.push(Date.now())
    expect(times).toHaveLength(4)
    expect(times[3] - times[0]).toBeGreaterThanOrEqual(120)
  })

  it('sends the active prompt with the dialect rules and the local draft', async () => {
    stub.setChatResponse('# Case 7\n')
    await collect(new OpenAICleanupEngine(config()).stream({ title: 'Case 7', chapters, prompt: { text: 'Tidy it.', model: 'gpt-4o' } }))
    const [req] = stub.requests
    expect(req.path).toBe('/v1/chat/completions')
    expect(req.json).toMatchObject({ model: 'gpt-4o', stream: true })
    const [system, user] = req.json!.messages as { role: string; content: string }[]
    expect(system.content).toBe(`Tidy it.\n\n${DIALECT_RULES}`)
    expect(user.content).toContain('# Case 7\n\n## 1. Thorax\n\nHeart 350 g effusion [MISSING: effusion_side]\n')
  })

  it('never sends guidance to the model, and names a guidance-only chapter as missing', async () => {
    stub.setChatResponse('# Case 7\n')
    const guided: Chapter[] = [
      { ...chapters[0], content: `${chapters[0].content}<div data-guidance="true" class="guidance"><p>Note the pericardium.</p></div>` },
      { id: 'c2', title: 'Opinion', order: 2, content: '<div data-guidance="true" class="guidance"><p>Summarise the findings.</p></div>' },
    ]
    await collect(new OpenAICleanupEngine(config()).stream({ title: 'Case 7', chapters: guided }))
    const user = (stub.requests[0].json!.messages as { content: string }[])[1].content
    expect(user).not.toMatch(/pericardium|Summarise/)
    expect(user).toContain('## 2. Opinion\n\n[MISSING: 2 Opinion]')
  })

  it('routes gemini models to the Gemini endpoint', async () => {
    stub.setChatResponse('ok')
    await collect(new OpenAICleanupEngine(config()).stream({ title: 'T', chapters, prompt: { text: 'p', model: 'gemini-2.0-flash' } }))
    expect(stub.requests[0].path).toBe('/v1beta/openai/chat/completions')
    expect(stub.requests[0].headers.authorization).toBe('Bearer gem-key')
  })

  it('lets the value check catch a model that changed a value', async () => {
    stub.setChatResponse('# T\n\n## 1. Thorax\n\nThe heart weighs 35 g. Effusion: [MISSING: effusion_side].\n')
    const md = (await collect(new OpenAICleanupEngine(config()).stream({ title: 'T', chapters }))).join('')
    expect(verifyTagValues(chapters, md).missingValues).toEqual([{ name: 'heart_weight', value: '350 g' }])
    expect(stub.requests[0].json!.model).toBe('gpt-4o')
  })

  it('surfaces an endpoint error', async () => {
    stub.setChatResponse({ status: 429, error: 'Rate limit reached' })
    await expect(collect(new OpenAICleanupEngine(config()).stream({ title: 'T', chapters }))).rejects.toThrow(/Rate limit reached/)
  })
})
