import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOpenAIStub, type OpenAIStub } from '../../../test/harness/openai-stub'
import { LocalTagMatchingEngine } from '../engines/local/extract'
import { OpenAITagMatchingEngine } from '../engines/openai/tag-matching'
import type { MatchedTag, TagInfo, TagMatchingEngine } from '../engines/types'
import { checkMatches, readQuantity } from './match-checks'
import { fieldTag } from '../../../test/factories/tags'

const TAGS: TagInfo[] = [
  fieldTag('spleen_weight', 'Weight of the spleen, in grams.', { kind: 'measurement', dimension: 'mass', unit: 'g', choices: [], synonyms: [], rangeMin: 30, rangeMax: 800 }),
  fieldTag('fall_height', 'How far the person fell, in metres.'),
  fieldTag('lad_stenosis', 'Maximum stenosis of the left anterior descending artery, percent.'),
  fieldTag('exit_wound_location', 'Site of the exit wound.'),
  fieldTag('manner_of_death', 'Manner of death: natural, accident, suicide or homicide.'),
]
const m = (identifier: string, value: string, confidence = 0.95): MatchedTag => ({ id: `id-${identifier}`, name: identifier, value, location: '', confidence })

let stub: OpenAIStub
beforeAll(async () => {
  stub = await startOpenAIStub()
})
afterAll(() => stub.close())

/** The engine's answer as the tag-matching job passes it on. */
async function throughJob(engine: TagMatchingEngine, transcription: string) {
  const found = await engine.match({ transcription, documentContent: '', existingTags: [], tags: TAGS, includeTagDescriptions: true })
  return checkMatches(found, TAGS, transcription)
}

describe('checks on every engine’s matches', () => {
  it('drops an OpenAI match with a time in a mass field, and one for a field the speaker negated', async () => {
    stub.setChatResponse(
      JSON.stringify({
        matchedTags: [
          { id: 'id-spleen_weight', name: 'spleen_weight', value: '12 hours', location: 'x', confidence: 0.95 },
          { id: 'id-exit_wound_location', name: 'exit_wound_location', value: 'back', location: 'x', confidence: 0.9 },
          { id: 'id-manner_of_death', name: 'manner_of_death', value: 'Homicide', location: 'x', confidence: 0.9 },
        ],
      }),
    )
    const engine = new OpenAITagMatchingEngine({ apiKey: 'sk-test', baseURL: stub.openaiBaseURL, geminiApiKey: 'g', geminiBaseURL: stub.geminiBaseURL })
    const got = await throughJob(engine, 'Spleen weight unrecorded; he was found 12 hours later. There is no exit wound. Manner of death: homicide.')
    expect(got.map((x) => [x.name, x.value])).toEqual([['manner_of_death', 'homicide']])
  })

  it('drops a number the speaker never said and normalises words and missing units', () => {
    const text = 'The spleen weighs one hundred and fifty grams. LAD stenosis seventy five.'
    expect(checkMatches([m('spleen_weight', '510 g')], TAGS, text)).toEqual([])
    expect(checkMatches([m('spleen_weight', 'one hundred and fifty grams'), m('lad_stenosis', '75')], TAGS, text).map((x) => x.value)).toEqual(['150 g', '75%'])
  })

  it('keeps an implausible value but never as a sure one, and doubts a value said in another sentence', () => {
    const [big] = checkMatches([m('spleen_weight', '1500 g')], TAGS, 'Spleen weight 1500 g.')
    expect(big.value).toBe('1500 g')
    expect(big.confidence).toBeLessThan(0.8)
    const [far] = checkMatches([m('lad_stenosis', '2%')], TAGS, 'LAD stenosis was looked for. She had 2 children.')
    expect(far.confidence).toBeLessThan(0.8)
  })

  it('passes the local extractor’s own matches unchanged when they are sound', async () => {
    const got = await throughJob(new LocalTagMatchingEngine(), 'The spleen weighs 150 grams. Fall height 4 metres.')
    expect(got.map((x) => [x.name, x.value])).toEqual([['spleen_weight', '150 g'], ['fall_height', '4 m']])
    expect(got.every((x) => x.confidence >= 0.8)).toBe(true)
  })

  it('reads quantities as engines write them', () => {
    expect(readQuantity('1,290 grams')).toEqual({ digits: '1290', value: 1290, unit: 'g' })
    expect(readQuantity('36.5 °C')).toEqual({ digits: '36.5', value: 36.5, unit: '°C' })
    expect(readQuantity('none')).toBeNull()
  })
})
