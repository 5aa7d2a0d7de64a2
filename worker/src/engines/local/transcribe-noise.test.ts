import { describe, expect, it } from 'vitest'
import { CONFIDENCE_HIGH } from '@shared/src/constants'
import { fieldTag } from '../../../../test/factories/tags'
import { capHeardValues } from './transcribe-confidence'
import { extractTags } from './extract'
import { formatHeard, guardVocabulary } from './transcribe-format'
import { dictationShare, GUARD_OPTIONS } from './transcribe-guard'
import { heardUtterances, NOISY_DICTATION_SHARE } from './transcribe-noise'

const VOCABULARY = [
  fieldTag('heart_weight', 'Unit: g.'),
  fieldTag('fall_height', 'Unit: m.'),
  fieldTag('spleen_weight', 'Unit: g.'),
  fieldTag('manner_of_death', 'Values: natural, accident, suicide, homicide.'),
  fieldTag('myocardium', 'Values: pale, mild, none.'),
  fieldTag('scars', 'Aliases: scar. Description and site of scars.'),
]
const guarded = guardVocabulary(VOCABULARY)

// Stretches as the recogniser heard them, with its posteriors, from clips of the bench's tuning sets in room noise.
// flite slt said "heart weight three hundred fifty grams" over pink noise at 20 dB:
const FORCED = { text: 'scar twenty three hundred fifty grams it', scores: [0.82, 0.86, 0.92, 0.85, 0.86, 0.83, 0.86] }
// flite kal said "the heart weighs three hundred and sixty grams and the myocardium is pale" over hum at 15 dB:
const SAID = {
  text: 'the heart weighs three hundred and sixty grams and and mild are to the nose build',
  scores: [0.96, 0.92, 0.92, 0.92, 0.82, 0.92, 0.86, 0.88, 0.89, 0.94, 0.81, 0.92, 0.92, 0.94, 0.86, 0.83],
}

// flite kal said "the spleen weighs one hundred and sixty five grams" over a saw at 10 dB:
const CUT = { text: 'the spleen weighs one hundred and and five grams', scores: [0.96, 0.91, 0.91, 0.91, 0.79, 0.83, 0.93, 0.89, 0.87] }

/** The transcript and its values as the engine and the tag-matching job give them for an offline transcript. */
function offered(stretches: { text: string; scores: number[] }[], denoised: boolean) {
  const { text, uncertain } = formatHeard(heardUtterances(stretches, VOCABULARY, denoised), VOCABULARY, GUARD_OPTIONS)
  const values = capHeardValues(extractTags(text, VOCABULARY), { transcription: text, uncertain, tags: VOCABULARY })
  return { text, uncertain, values }
}

describe('words heard in a recording the room front end cleaned', () => {
  it('puts every word of a stretch that is mostly not dictation in doubt, and only there', () => {
    expect(dictationShare(FORCED.text.split(' '), guarded)).toBeLessThan(NOISY_DICTATION_SHARE)
    const noisy = offered([FORCED], true)
    expect(noisy.text).toBe('Scar 2350 grams it.')
    expect(noisy.uncertain.map((s) => s.text)).toEqual(['Scar', '2350', 'grams', 'it'])
    // The same words from a quiet recording: only the number said with a -teen/-ty word is in doubt.
    expect(offered([FORCED], false).uncertain.map((s) => s.text)).toEqual(['2350'])
  })

  it('leaves a stretch that is mostly dictation as the posteriors have it', () => {
    expect(dictationShare(SAID.text.split(' '), guarded)).toBeGreaterThanOrEqual(NOISY_DICTATION_SHARE)
    const { text, uncertain, values } = offered([SAID], true)
    expect(text).toBe('The heart weighs 360 grams and and mild are to the nose build.')
    expect(uncertain).toEqual([{ start: 17, end: 20, text: '360', alternative: '316' }])
    expect(values.map((v) => v.value)).toEqual(['360 g'])
  })

  it('offers the value of a stretch in doubt below High, where the same words from a quiet recording are offered at High', () => {
    // Constructed as the recogniser forces a description into field words: a name and its measure, then stray words.
    const words = 'fall height three metres are to the nose build and it'
    const forced = { text: words, scores: words.split(' ').map(() => 0.9) }
    expect(dictationShare(words.split(' '), guarded)).toBeLessThan(NOISY_DICTATION_SHARE)
    const [noisy] = offered([forced], true).values
    expect(noisy).toMatchObject({ value: '3 m' })
    expect(noisy.confidence).toBeLessThan(CONFIDENCE_HIGH)
    const [quiet] = offered([forced], false).values
    expect(quiet).toMatchObject({ value: '3 m' })
    expect(quiet.confidence).toBeGreaterThanOrEqual(CONFIDENCE_HIGH)
  })

  it('puts a number heard without its unit in doubt, where noise may have cut it short', () => {
    const noisy = offered([CUT], true)
    expect(noisy.text).toBe('The spleen weighs 100 and and 5 grams.')
    expect(noisy.uncertain).toEqual([{ start: 18, end: 21, text: '100' }])
    expect(noisy.values).toMatchObject([{ id: 'id-spleen_weight', value: '100 g' }])
    expect(noisy.values[0].confidence).toBeLessThan(CONFIDENCE_HIGH)
    // From a quiet recording the same words are offered at High.
    expect(offered([CUT], false).values[0].confidence).toBeGreaterThanOrEqual(CONFIDENCE_HIGH)
  })
})
