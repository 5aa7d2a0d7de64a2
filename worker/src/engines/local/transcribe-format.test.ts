import { describe, expect, it } from 'vitest'
import { fieldTag } from '../../../../test/factories/tags'
import { partialWords } from './transcribe-decoder'
import { heardUtterance } from './transcribe-doubt'
import { formatHeard, formatTranscript } from './transcribe-format'
import { GUARD_OPTIONS } from './transcribe-guard'

const VOCABULARY = [
  fieldTag('brain_weight', 'Unit: g.'), fieldTag('heart_weight', 'Unit: g.'), fieldTag('eye_colour', 'Values: brown, blue.'),
]

describe('formatTranscript', () => {
  it('writes numbers as digits and starts a sentence at each field', () => {
    expect(formatTranscript(['heart weight three hundred and fifty grams brain weight one thousand grams'], VOCABULARY)).toBe(
      'Heart weight 350 grams. Brain weight 1000 grams.',
    )
  })

  it('joins a value back to its field when a pause split them into two utterances', () => {
    expect(formatTranscript(['brain weight', 'one thousand four hundred and twenty grams'], VOCABULARY)).toBe('Brain weight 1420 grams.')
    expect(formatTranscript(
      ['the heart weighs', 'three hundred grams', 'eye colour', 'blue'],
      VOCABULARY,
    )).toBe('The heart weighs 300 grams. Eye colour blue.')
  })

  it('does not take a number for a field name: "one a" of the cause of death leaves "one hundred" alone', () => {
    const vocabulary = [...VOCABULARY, fieldTag('cause_of_death', 'Aliases: cause of death, one a.')]
    expect(formatTranscript(['heart weight one hundred grams'], vocabulary)).toBe('Heart weight 100 grams.')
    expect(formatTranscript(['heart weight', 'one hundred grams one a'], vocabulary)).toBe('Heart weight 100 grams. 1 a.')
  })

  it('keeps utterances apart when the first already has its value or ends with a spoken full stop', () => {
    expect(formatTranscript(
      ['heart weight three hundred grams', 'four hundred grams'],
      VOCABULARY,
    )).toBe('Heart weight 300 grams. 400 grams.')
    expect(formatTranscript(['eye colour brown', 'blue'], VOCABULARY)).toBe('Eye colour brown. Blue.')
    expect(formatTranscript(['brain weight period', 'one thousand grams'], VOCABULARY)).toBe('Brain weight. 1000 grams.')
  })

  it('marks every word of a stretch heard only partially as uncertain', () => {
    // A search that reached no end of the grammar: its best path so far, with no posterior.
    const partial = partialWords('heart weight three hundred grams')
    expect(partial).toEqual({ text: 'heart weight three hundred grams', scores: [0, 0, 0, 0, 0], partial: true })
    const out = formatHeard([heardUtterance('brain weight one thousand grams'), heardUtterance(partial.text, partial.scores)], VOCABULARY)
    expect(out.text).toBe('Brain weight 1000 grams. Heart weight 300 grams.')
    expect(out.uncertain.map((s) => s.text)).toEqual(['Heart', 'weight', '300', 'grams'])
  })

  it('keeps both sides of a paired organ said at once, as the grammar hears them: "the right and left lungs weigh …"', () => {
    const vocabulary = [...VOCABULARY, fieldTag('right_lung_weight', 'Unit: g.'), fieldTag('left_lung_weight', 'Unit: g.')]
    expect(formatTranscript(
      ['the right and left lungs weigh seven hundred and six hundred and fifty grams respectively'],
      vocabulary,
      GUARD_OPTIONS,
    )).toBe('The right and left lungs weigh 700 and 650 grams respectively.')
  })

  it('starts no sentence at a name said before "and" and a verb of weighing: the verb weighs what was named before', () => {
    const vocabulary = [...VOCABULARY, fieldTag('spleen_weight', 'Unit: g.'), fieldTag('foot_length', 'Unit: cm.')]
    expect(formatTranscript(['the spleen is soft than foot length and weighs two hundred and ten grams'], vocabulary)).toBe(
      'The spleen is soft than foot length and weighs 210 grams.',
    )
    expect(formatTranscript(['the spleen is soft foot length thirty centimetres'], vocabulary)).toBe(
      'The spleen is soft. Foot length 30 centimetres.',
    )
  })

  it('writes a comma between two pairs of directions of a wound track, as a pause stood there', () => {
    const wounds = [...VOCABULARY, fieldTag('wound_direction', 'Direction of the wound track.')]
    expect(formatTranscript(['stab wound two the track passes back to front left to right and slightly upwards'], wounds)).toBe(
      'Stab wound 2 the track passes back to front, left to right and slightly upwards.',
    )
  })

  it('writes a comma between two organs a wound track passes through, said without "and"', () => {
    const wounds = [...VOCABULARY, fieldTag('track_organs', 'Organs the track passes through.')]
    expect(formatTranscript(['stab wound one the track passes through the skin the left lung and the pericardium'], wounds)).toBe(
      'Stab wound 1 the track passes through the skin, the left lung and the pericardium.',
    )
  })

  it('reads "one pounds and four hundred and sixty grams" as 1460 grams in doubt: "thousand" heard as "pounds"', () => {
    const out = formatHeard([heardUtterance('the brain is swollen weighing one pounds and four hundred and sixty grams')], VOCABULARY)
    expect(out.text).toBe('The brain is swollen weighing 1460 grams.')
    expect(out.uncertain).toEqual([{ start: 30, end: 34, text: '1460' }])
    // Pounds with ounces, or pounds alone, are a weight said in pounds.
    expect(formatTranscript(['the body weighs one pounds and four ounces'], VOCABULARY)).toBe('The body weighs 1 pounds and 4 ounces.')
    expect(formatTranscript(['the body weighs one hundred and forty pounds and is well built'], VOCABULARY)).toBe(
      'The body weighs 140 pounds and is well built.',
    )
  })

  it('starts no sentence at a field named right after a preposition: the name is its object ("into the liver")', () => {
    const wounds = [...VOCABULARY, fieldTag('liver_weight', 'Unit: g.'), fieldTag('track_organs', 'Organs the track passes through.')]
    const said = 'stab wound two the track passes through the diaphragm into the liver to a depth of twelve centimetres'
    expect(formatTranscript([said], wounds)).toBe(
      'Stab wound 2 the track passes through the diaphragm into the liver to a depth of 12 centimetres.',
    )
    const organs = [...wounds, fieldTag('spleen_weight', 'Unit: g.')]
    expect(formatTranscript(['the spleen is soft liver weight one thousand grams'], organs)).toBe(
      'The spleen is soft. Liver weight 1000 grams.',
    )
  })
})
