import { describe, expect, it } from 'vitest'
import { fieldTag } from '../../../../test/factories/tags'
import { heardUtterance } from './transcribe-doubt'
import { formatHeard } from './transcribe-format'
import { GUARD_OPTIONS } from './transcribe-guard'
import { lostOfThe, lostToThe, lostToTheAfterMeasure } from './transcribe-heard-site'

const at = (text: string, word: string) => {
  const words = text.split(' ')
  return lostOfThe(words, words.indexOf(word))
}

describe("a site's \"of the\" heard as another word", () => {
  it('reads the word between a part of a place and the place as "of the", or "of" before a "the" heard', () => {
    expect(at('stab wound two is on the right side outer chest', 'outer')).toBe('of the')
    expect(at('it is on the left side buttock chest', 'buttock')).toBe('of the')
    expect(at('laceration one is on the back mouth the head', 'mouth')).toBe('of')
    expect(at('the wound lies over the crown hand right hand', 'hand')).toBe('of the')
  })

  it('leaves a site said with "of the", a side, a number, an aspect of a part other than a side, and words outside a site', () => {
    expect(at('it is on the left side of the chest', 'of')).toBeNull()
    expect(at('it is on the back left shoulder', 'left')).toBeNull()
    expect(at('it is on the back upper arm', 'upper')).toBeNull()
    expect(at('on the left side two chest', 'two')).toBeNull()
    // No place after the word: the site ends there ("on the left side thumb").
    expect(at('it is on the left side thumb comma', 'thumb')).toBeNull()
    // Not in a site: "side" is not said after a preposition and "the".
    expect(at('he lay on his side outer chest', 'outer')).toBeNull()
  })

  it('is written in the transcript as said, in doubt with the word heard as its alternative, when the vocabulary has wound fields', () => {
    const wounds = [
      fieldTag('wound_location', 'Location of the wound on the body.'),
      fieldTag('wound_length', 'Length of the wound. Unit: cm.'),
    ]
    const heard = heardUtterance('stab wound two is on the right side outer chest')
    const { text, uncertain } = formatHeard([heard], wounds)
    expect(text).toBe('Stab wound 2 is on the right side of the chest.')
    expect(uncertain).toEqual([{ start: 34, end: 40, text: 'of the', alternative: 'outer' }])
    // Without wound fields the words are left as heard.
    expect(formatHeard([heard], [fieldTag('heart_weight', 'Unit: g.')]).text).toBe('Stab wound 2 is on the right side outer chest.')
  })
})

describe('a distance\'s "to the" heard as another word', () => {
  const words = (text: string) => text.split(' ')

  it('reads the word between a distance\'s measure and a side, "of the" and the midline as "to the"', () => {
    expect(lostToTheAfterMeasure(words('four centimetres none left of the midline'), 2)).toBe(true)
    expect(lostToTheAfterMeasure(words('two inches and left of the anterior midline'), 2)).toBe(true)
  })

  it('leaves "to the" said, a side said without it, a number, another landmark, and a word after no unit of length', () => {
    expect(lostToThe(words('four centimetres to the left of the midline'), 2)).toBe(false)
    expect(lostToTheAfterMeasure(words('four centimetres left of the midline'), 1)).toBe(false)
    expect(lostToThe(words('four centimetres four left of the midline'), 2)).toBe(false)
    expect(lostToThe(words('four centimetres none left of the umbilicus'), 2)).toBe(false)
    expect(lostToTheAfterMeasure(words('four grams none left of the midline'), 2)).toBe(false)
  })

  it('is written "to the" in doubt, and the guard counts the distance as dictation', () => {
    const wounds = [
      fieldTag('wound_location', 'Location of the wound on the body.'),
      fieldTag('wound_distance_from_midline', 'Distance of the wound from the midline. Unit: cm.'),
    ]
    const heard = heardUtterance('stab wound two lies on the left side of the back two inches and left of the midline')
    const { text, uncertain } = formatHeard([heard], wounds, GUARD_OPTIONS)
    expect(text).toBe('Stab wound 2 lies on the left side of the back, 2 inches to the left of the midline.')
    expect(uncertain).toEqual([{ start: 57, end: 63, text: 'to the', alternative: 'and' }])
  })
})
