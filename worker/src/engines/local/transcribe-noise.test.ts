import { describe, expect, it } from 'vitest'
import { CONFIDENCE_HIGH } from '@shared/src/constants'
import { fieldTag } from '../../../../test/factories/tags'
import { capHeardValues } from './transcribe-confidence'
import { extractTags } from './extract'
import { formatHeard } from './transcribe-format'
import { GUARD_OPTIONS } from './transcribe-guard'
import { heardUtterances } from './transcribe-noise'

const VOCABULARY = [
  fieldTag('heart_weight', 'Unit: g.'),
  fieldTag('spleen_weight', 'Unit: g.'),
  fieldTag('myocardium', 'Values: pale, mild, none.'),
]

// Stretches as the recogniser heard them, with its posteriors, from clips of the bench's tuning sets in room noise.
// flite kal said "the spleen weighs one hundred and sixty five grams" over a saw at 10 dB:
const CUT = { text: 'the spleen weighs one hundred and and five grams', scores: [0.96, 0.91, 0.91, 0.91, 0.79, 0.83, 0.93, 0.89, 0.87] }
// flite kal said "the heart weighs three hundred and sixty grams and the myocardium is pale" over hum at 15 dB:
const SAID = {
  text: 'the heart weighs three hundred and sixty grams and and mild are to the nose build',
  scores: [0.96, 0.92, 0.92, 0.92, 0.82, 0.92, 0.86, 0.88, 0.89, 0.94, 0.81, 0.92, 0.92, 0.94, 0.86, 0.83],
}

/** The transcript and its values as the engine and the tag-matching job give them for an offline transcript. */
function offered(stretches: { text: string; scores: number[] }[], denoised: boolean) {
  const { text, uncertain } = formatHeard(heardUtterances(stretches, denoised), VOCABULARY, GUARD_OPTIONS)
  const values = capHeardValues(extractTags(text, VOCABULARY), { transcription: text, uncertain, tags: VOCABULARY })
  return { text, uncertain, values }
}

describe('words heard in a recording the room front end cleaned', () => {
  it('puts a number heard without its unit in doubt, where noise may have cut it short', () => {
    const noisy = offered([CUT], true)
    expect(noisy.text).toBe('The spleen weighs 100 and and 5 grams.')
    expect(noisy.uncertain).toEqual([{ start: 18, end: 21, text: '100' }])
    expect(noisy.values).toMatchObject([{ id: 'id-spleen_weight', value: '100 g' }])
    expect(noisy.values[0].confidence).toBeLessThan(CONFIDENCE_HIGH)
    // From a quiet recording the same words are offered at High.
    expect(offered([CUT], false).values[0].confidence).toBeGreaterThanOrEqual(CONFIDENCE_HIGH)
  })

  it('leaves a number followed by its unit as the posteriors and the -teen/-ty rule have it', () => {
    const { text, uncertain, values } = offered([SAID], true)
    expect(text).toBe('The heart weighs 360 grams and and mild are to the nose build.')
    expect(uncertain).toEqual([{ start: 17, end: 20, text: '360', alternative: '316' }])
    expect(values.map((v) => v.value)).toEqual(['360 g'])
    const sure = offered([{ text: 'heart weight four hundred grams', scores: SAID.scores.slice(0, 5) }], true)
    expect(sure.uncertain).toEqual([])
    expect(sure.values[0].confidence).toBeGreaterThanOrEqual(CONFIDENCE_HIGH)
  })
})
