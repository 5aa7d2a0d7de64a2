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

  it('never offers a length, weight or volume of 0 as sure, as a range would not for a field without one', () => {
    const text = 'Stab wound No. 1 is 0 cm deep. The spleen weighs 0 grams.'
    const got = checkMatches([m('wound_depth', '0 cm'), m('spleen_weight', '0 g')], [...TAGS, ...WOUND_TAGS], text)
    expect(got.map((x) => x.value)).toEqual(['0 cm', '0 g'])
    expect(got.every((x) => x.confidence < 0.8)).toBe(true)
    const [deep] = checkMatches([m('wound_depth', '0.5 cm')], WOUND_TAGS, 'Stab wound No. 1 is 0.5 cm deep.')
    expect(deep.confidence).toBe(0.95)
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

/** Wound fields as an administrator types them: a name and a plain sentence, never said by name in a description. */
const WOUND_TAGS: TagInfo[] = [
  fieldTag('distance_from_midline', 'Horizontal distance of a wound from the anterior or posterior midline, in cm.'),
  fieldTag('wound_depth', 'Depth of the wound or length of the wound track, in cm.'),
  fieldTag('wound_type', 'The kind of wound. One of: stab, incised, chop, laceration, abrasion, bruise.'),
  fieldTag('track_organs', 'The organs and tissues the wound track passes through, in order.'),
]
const STAB = 'Stab wound No. 1 lies on the front of the chest, 4.5 cm to the right of the midline. The track passes through the liver to a depth of 7 cm.'
const checked = (matches: MatchedTag[], text = STAB) => checkMatches(matches, WOUND_TAGS, text).map((x) => [x.name, x.value, x.confidence >= 0.8])

describe('checks on wound fields, named by the words of their role', () => {
  it('keeps the side of a distance from the midline, sure only when said with the number', () => {
    expect(checked([m('distance_from_midline', '4.5 cm right', 0.9)])).toEqual([['distance_from_midline', '4.5 cm right', true]])
    expect(checked([m('distance_from_midline', '4.5 cm left', 0.9)])).toEqual([['distance_from_midline', '4.5 cm left', false]])
    const inches = 'It lies 4 inches to the right of the midline.'
    expect(checked([m('distance_from_midline', '4 in right', 0.9)], inches)).toEqual([['distance_from_midline', '4 in right', true]])
  })

  it('counts the role words said in the value’s sentence as naming the field', () => {
    const got = checked([m('wound_depth', '7 cm', 0.85), m('wound_type', 'Stab', 0.85), m('track_organs', 'liver', 0.85)])
    expect(got).toEqual([
      ['wound_depth', '7 cm', true],
      ['wound_type', 'stab', true],
      ['track_organs', 'liver', true],
    ])
  })

  it('keeps a wound value doubtful in a sentence without its role words', () => {
    const text = 'Stab wound 1 lies on the chest, 7 cm from the nipple. The wound edges are clean.'
    expect(checked([m('wound_depth', '7 cm', 0.85)], text)).toEqual([['wound_depth', '7 cm', false]])
    const edges = { ...m('wound_type', 'incised', 0.85), location: 'The wound edges are clean' }
    expect(checkMatches([edges], WOUND_TAGS, text).map((x) => [x.value, x.confidence >= 0.8])).toEqual([['incised', false]])
  })

  it('still drops a negated wound field and a number never said', () => {
    expect(checked([m('wound_type', 'stab', 0.85)], 'There is no stab wound on the body.')).toEqual([])
    expect(checked([m('wound_depth', '9 cm', 0.85)])).toEqual([])
  })

  it('accepts a value made of a fraction said with its unit, never one the words do not make', () => {
    const text = 'It is 1 1/2 inches to the right of the midline and 3/4 inch deep.'
    expect(checked([m('distance_from_midline', '1.5 in right', 0.9), m('wound_depth', '0.75 in', 0.85)], text)).toEqual([
      ['distance_from_midline', '1.5 in right', true],
      ['wound_depth', '0.75 in', true],
    ])
    expect(checked([m('wound_depth', '0.25 in', 0.85)], 'It is a quarter of an inch deep.')).toEqual([['wound_depth', '0.25 in', true]])
    expect(checked([m('wound_depth', '0.5 in', 0.85), m('wound_depth', '1.75 in', 0.85)], text)).toEqual([])
  })

  it('applies the same rules to an OpenAI engine’s wound values', async () => {
    stub.setChatResponse(
      JSON.stringify({
        matchedTags: [
          { id: 'id-distance_from_midline', name: 'distance_from_midline', value: '4.5 cm right', location: '4.5 cm to the right of the midline', confidence: 0.9 },
          { id: 'id-wound_depth', name: 'wound_depth', value: '7 cm', location: 'to a depth of 7 cm', confidence: 0.9 },
          { id: 'id-track_organs', name: 'track_organs', value: 'spleen', location: 'x', confidence: 0.9 },
        ],
      }),
    )
    const engine = new OpenAITagMatchingEngine({ apiKey: 'sk-test', baseURL: stub.openaiBaseURL, geminiApiKey: 'g', geminiBaseURL: stub.geminiBaseURL })
    const found = await engine.match({ transcription: STAB, documentContent: '', existingTags: [], tags: WOUND_TAGS, includeTagDescriptions: true })
    expect(checkMatches(found, WOUND_TAGS, STAB).map((x) => [x.name, x.value, x.confidence >= 0.8])).toEqual([
      ['distance_from_midline', '4.5 cm right', true],
      ['wound_depth', '7 cm', true],
      ['track_organs', 'spleen', false],
    ])
  })
})
