import { describe, expect, it } from 'vitest'
import type { TagInfo } from '../types'
import { heardUtterance, UNSURE_BELOW } from './transcribe-doubt'
import { formatHeard, formatTranscript } from './transcribe-format'

const tag = (identifier: string, description: string): TagInfo => ({
  id: identifier,
  identifier,
  name: identifier,
  description,
  category: null,
})
const VOCABULARY = [tag('heart_weight', 'Unit: g.'), tag('liver_weight', 'Unit: g.'), tag('eye_colour', 'Values: brown, blue.')]
const sure = (text: string) => heardUtterance(text, text.split(' ').map(() => 0.9))

describe('words heard with doubt', () => {
  it('marks a number said with a -teen/-ty word, the other reading as its alternative, at offsets into the transcript', () => {
    const { text, uncertain } = formatHeard([sure('liver weight one thousand six hundred and thirteen grams')], VOCABULARY)
    expect(text).toBe('Liver weight 1613 grams.')
    expect(uncertain).toEqual([{ start: 13, end: 17, text: '1613', alternative: '1630' }])
    expect(text.slice(13, 17)).toBe('1613')
    expect(formatHeard([sure('heart weight thirty grams')], VOCABULARY).uncertain).toEqual([{
      start: 13,
      end: 15,
      text: '30',
      alternative: '13',
    }])
  })

  it('marks a number whose last digit word is followed by the /t/ of a split -ty word, the -ty reading as its alternative', () => {
    const vocabulary = [...VOCABULARY, tag('age', 'Unit: years.')]
    const { text, uncertain } = formatHeard([sure('age four teeth')], vocabulary)
    expect(text).toMatch(/^Age 4\b/)
    expect(uncertain).toContainEqual({ start: 4, end: 5, text: '4', alternative: '40' })
    expect(formatHeard([sure('heart weight three hundred and five the')], VOCABULARY).uncertain).toEqual([])
    expect(formatHeard([sure('heart weight three hundred and five grams')], VOCABULARY).uncertain).toEqual([])
  })

  it('marks a number ending in an "eight" after a tens word or a decimal digit, said without its unit, the rest the alternative', () => {
    const vocabulary = [...VOCABULARY, tag('left_ventricle_thickness', 'Unit: cm.'), tag('right_ventricle_thickness', 'Unit: cm.')]
    const said = 'left ventricle thickness one point three eight right ventricle thickness zero point three'
    const walls = formatHeard([sure(said)], vocabulary)
    expect(walls.text).toMatch(/^Left ventricle thickness 1\.38\b/)
    expect(walls.uncertain).toContainEqual({ start: 25, end: 29, text: '1.38', alternative: '1.3' })
    expect(formatHeard([sure('heart weight three fifty eight')], VOCABULARY).uncertain).toEqual([
      { start: 13, end: 16, text: '358', alternative: '350' },
    ])
    expect(formatHeard([sure('left ventricle thickness one point three eight centimetres')], vocabulary).uncertain).toEqual([])
    expect(formatHeard([sure('heart weight three hundred and eight')], VOCABULARY).uncertain).toEqual([])
    // A -ty word is in doubt of its own (its -teen word the alternative), with its unit as without.
    const withUnit = formatHeard([sure('heart weight three hundred and fifty eight grams')], VOCABULARY)
    expect(withUnit.uncertain[0]).not.toHaveProperty('alternative')
  })

  it('marks words scored below the threshold, with no alternative; sure words and numbers without a pair word stay unmarked', () => {
    const heard = heardUtterance(
      'heart weight three hundred grams eye colour blue',
      [0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9, UNSURE_BELOW - 0.1],
    )
    const { text, uncertain } = formatHeard([heard], VOCABULARY)
    expect(text).toBe('Heart weight 300 grams. Eye colour blue.')
    expect(uncertain).toEqual([{ start: 35, end: 39, text: 'blue' }])
  })

  it('takes another threshold when asked (the benchmark calibrating it): a word is unsure strictly below it', () => {
    expect(heardUtterance('heart weight', [0.7, 0.8], 0.8).unsure).toEqual([true, false])
    expect(heardUtterance('heart weight', [0.7, 0.8], 0.5).unsure).toEqual([false, false])
  })

  it('capitalises a sentence that opens with a doubtful word, and gives the same text as the plain formatter', () => {
    const heard = [heardUtterance('heart weight four hundred grams', [0.3, 0.9, 0.9, 0.9, 0.9])]
    const { text, uncertain } = formatHeard(heard, VOCABULARY)
    expect(text).toBe('Heart weight 400 grams.')
    expect(text).toBe(formatTranscript(['heart weight four hundred grams'], VOCABULARY))
    expect(uncertain).toEqual([{ start: 0, end: 5, text: 'Heart' }])
  })

  it('still joins a value to a doubtful field name split off by a pause', () => {
    const heard = [heardUtterance('heart weight', [0.9, 0.2]), sure('three hundred grams')]
    expect(formatHeard(heard, VOCABULARY)).toEqual({ text: 'Heart weight 300 grams.', uncertain: [{ start: 6, end: 12, text: 'weight' }] })
  })
})
