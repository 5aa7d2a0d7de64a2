import { describe, expect, it } from 'vitest'
import { plainTag as plain } from '../../../../test/factories/tags'
import { extractTags, LocalTagMatchingEngine } from './extract'

/** Two fields named by the same words: which one the value goes to. */
const BODY = plain('Body temperature', 'Rectal temperature of the body in degrees Celsius; also called core temperature.')
const RECTAL = plain('Rectal temperature', 'Temperature taken in the rectum, in degrees Celsius.')
const CORE = plain('Core temperature', 'Core body temperature.')

describe('the field a phrase names when two fields share it', () => {
  it('a field named by its own name beats one whose description gives the same words', () => {
    expect(extractTags('Rectal temperature 31 degrees.', [BODY, RECTAL, CORE]).map((m) => [m.id, m.value, m.confidence])).toEqual([
      ['rectal_temperature', '31 °C', 1],
    ])
    expect(extractTags('The core temperature was 30.5 degrees.', [BODY, RECTAL, CORE])[0]).toMatchObject({ id: 'core_temperature', value: '30.5 °C' })
  })

  it("the report's own field wins over another field of the vocabulary", async () => {
    const found = await new LocalTagMatchingEngine().match({
      transcription: 'Core temperature 30 degrees.',
      documentContent: '',
      existingTags: [{ id: BODY.id, name: BODY.name, value: '' }],
      tags: [BODY, RECTAL, CORE],
      includeTagDescriptions: true,
    })
    expect(found.map((m) => [m.id, m.value])).toEqual([['body_temperature', '30 °C']])
    expect(found[0].confidence).toBeGreaterThanOrEqual(0.8)
  })

  it('with neither in the report nor named by its own name, the tie is offered as doubtful', () => {
    const a = plain('Body temperature', 'Temperature of the body; also called core temperature.')
    const b = plain('Deep temperature', 'Temperature deep in the body; also called core temperature.')
    const found = extractTags('Core temperature 30 degrees.', [a, b])
    expect(found).toHaveLength(1)
    expect(found[0].confidence).toBeLessThan(0.5)
  })
})
