import { describe, expect, it } from 'vitest'
import { CONFIDENCE_HIGH } from '@shared/src/constants'
import { anchorSpans } from '@shared/src/jobs/uncertain'
import { capUncertainValues, UNCERTAIN_CAP } from './transcribe-confidence'

const match = (id: string, value: string, location: string, confidence = 0.95) => ({ id, name: id, value, location, confidence })
const TEXT = 'Heart weight 30 grams. Liver weight 1300 grams. Brain weight 1430 grams.'

describe('values resting on words heard with doubt', () => {
  it('are held below the high threshold; other values keep their confidence', () => {
    const spans = [{ start: 13, end: 15, text: '30', alternative: '13' }]
    const out = capUncertainValues(
      [
        match('heart', '30 g', 'Heart weight 30 grams.'), match('liver', '1300 g', 'Liver weight 1300 grams.'),
        match('brain', '1430 g', 'Brain weight 1430 grams.'),
      ],
      TEXT,
      spans,
    )
    expect(UNCERTAIN_CAP).toBeLessThan(CONFIDENCE_HIGH)
    expect(out.map((m) => m.confidence)).toEqual([UNCERTAIN_CAP, 0.95, 0.95])
  })

  it('follow their words when the transcript was edited around them, and are dropped when the words were changed', () => {
    const edited = `Case notes. ${TEXT}`
    expect(anchorSpans(edited, [{ start: 13, end: 15, text: '30' }])).toEqual([{ start: 25, end: 27, text: '30' }])
    expect(anchorSpans(TEXT.replace('30 grams', '13 grams'), [{ start: 13, end: 15, text: '30' }])).toEqual([])
    const out = capUncertainValues(
      [match('heart', '13 g', 'Heart weight 13 grams.')],
      TEXT.replace('30 grams', '13 grams'),
      [{ start: 13, end: 15, text: '30' }],
    )
    expect(out[0].confidence).toBe(0.95)
  })

  it('leave low confidences and matches without spans unchanged', () => {
    const low = match('heart', '30 g', 'Heart weight 30 grams.', 0.4)
    expect(capUncertainValues([low], TEXT, [{ start: 13, end: 15, text: '30' }])).toEqual([low])
    expect(capUncertainValues([match('heart', '30 g', 'x')], TEXT, undefined)[0].confidence).toBe(0.95)
  })
})
