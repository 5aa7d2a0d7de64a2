import { describe, expect, it } from 'vitest'
import { GUARD_VOCABULARY as VOCABULARY } from '../../../../test/factories/guard-vocabulary'
import { fieldTag } from '../../../../test/factories/tags'
import { heardUtterance } from './transcribe-doubt'
import { formatHeard, formatTranscript, guardVocabulary } from './transcribe-format'
import { dictationShare, GUARD_OPTIONS, looksForced } from './transcribe-guard'

const guarded = guardVocabulary(VOCABULARY)
const share = (words: string) => dictationShare(words.split(' '), guarded)

describe('wound descriptions said without field names', () => {
  const woundVocabulary = [
    ...VOCABULARY,
    fieldTag('wound_site', 'Location of the wound on the body.'),
    fieldTag('wound_height_above_heel', 'Height of the wound above the heel. Unit: cm.'),
    fieldTag('wound_distance_from_midline', 'Distance of the wound from the midline. Unit: cm.'),
    fieldTag('wound_depth', 'Depth of the track. Unit: cm.'),
    fieldTag('wound_direction', 'Direction of the wound track.'),
  ]
  const wounds = guardVocabulary(woundVocabulary)
  const woundShare = (words: string) => dictationShare(words.split(' '), wounds)

  it('counts a role\'s words with their value as dictation: a measure or a wound cue fully, a direction half, a site a quarter', () => {
    expect(woundShare('one hundred and thirty centimetres above the heel and four centimetres to the left of the midline')).toBe(1)
    expect(woundShare('it measures two by one centimetres')).toBe(1)
    expect(woundShare('wound number three')).toBe(1)
    expect(woundShare('the track passes front to back to a depth of seven centimetres')).toBeCloseTo((6 * 0.5 + 6) / 12)
    // "stab wound two" fully, "is on the left side of the chest" a quarter.
    expect(woundShare('stab wound two is on the left side of the chest')).toBeCloseTo((3 + 8 * 0.25) / 11)
    expect(woundShare('gunshot wound b lies over the right buttock')).toBeCloseTo((3 + 5 * 0.25) / 8)
    expect(woundShare('the next wound')).toBe(1)
    for (const s of ['laceration one is on the back of the head', 'the track passes through the skin and the left lung']) {
      expect(looksForced(s.split(' '), wounds), s).toBe(false)
    }
  })

  it('counts the other measures the grammar says: heel level, a side of the midline, tails and verbs of a measure', () => {
    for (const said of [
      'forty centimetres above heel level',
      'ninety five centimetres above the left heel',
      'three point five centimetres left of the anterior midline',
      'wound two four centimetres in length',
      'penetrates seven centimetres',
      'gapes to point six centimetres',
      'at a depth of about ten centimetres',
      'penetrates approximately seven centimetres',
    ]) {
      expect(woundShare(said), said).toBe(1)
    }
    // A measure and its tail without a verb count fully after a wound named or "it", half with neither: narrative says
    // an object's measures so ("the bottle was twenty centimetres long").
    expect(woundShare('stab wound one two centimetres long')).toBe(1)
    expect(woundShare('two centimetres long')).toBe(0.5)
    const object = 'the bottle found beside the bed was twenty centimetres long and five centimetres wide'
    // "twenty centimetres long" and "and five centimetres wide" at half.
    expect(woundShare(object)).toBeCloseTo((3 + 4) * 0.5 / 14)
    expect(looksForced(object.split(' '), wounds)).toBe(true)
    // A weight is no measure of a wound, and a number without its unit none either.
    expect(woundShare('it is four pounds in length')).toBe(0)
    expect(woundShare('it penetrates seven')).toBe(0)
  })

  it('does not count role words without their value', () => {
    expect(woundShare('stab wound the chest')).toBeCloseTo(0)
    expect(woundShare('to a depth of the left')).toBe(0)
    expect(woundShare('above the heel to the left of the midline')).toBe(0)
    expect(woundShare('passes through the')).toBe(0)
    expect(woundShare('at a depth of about')).toBe(0)
    // "Through" or "into" without a verb of direction is no organ list; "perforating" and "ends in" are.
    expect(woundShare('through the liver')).toBe(0)
    expect(woundShare('perforating the left kidney')).toBe(0.5)
    expect(woundShare('the track ends in the hamstring muscles')).toBe(0.5)
    expect(looksForced('wound the left side heel and midline chest the back'.split(' '), wounds)).toBe(true)
    // As the recogniser heard flite read a paragraph about the body and the scene: a name with a
    // value, and site and cue words forced into narrative, which count half.
    const heard = 'track comma two inch are to the outer brow present lie on the region wrist the sharp bruise five'
    expect(looksForced(heard.split(' '), wounds)).toBe(true)
    expect(looksForced('scar present at the eye abdomen'.split(' '), wounds)).toBe(true)
    // Only "four pound" counts, as a value continuing a name said before a pause: a weight is no distance from the midline.
    expect(woundShare('four pound to the left of the midline')).toBeCloseTo(2 / 8)
  })

  it('reads wound phrases only when the vocabulary has wound fields', () => {
    expect(guarded.wounds).toBe(false)
    expect(share('stab wound two is on the left side of the chest')).toBe(0)
    expect(wounds.wounds).toBe(true)
  })

  const keeps =
    'keeps a wound phrase in one sentence though it holds a field\'s name, ends a site with a comma and starts a sentence at a wound cue'
  it(keeps, () => {
    const utterances = ['stab wound two is on the left side of the chest one hundred and forty centimetres above the heel']
    expect(formatTranscript(utterances, woundVocabulary, GUARD_OPTIONS)).toBe(
      'Stab wound 2 is on the left side of the chest, 140 centimetres above the heel.',
    )
    const two = ['stab wound one is on the left side of the neck the stab wound two one hundred and twenty centimetres above the heel ' +
      'on the front of the chest']
    expect(formatTranscript(two, woundVocabulary, GUARD_OPTIONS)).toBe(
      'Stab wound 1 is on the left side of the neck. The stab wound 2, 120 centimetres above the heel, on the front of the chest.',
    )
  })

  it('reads a wound named by its kind alone as a cue at half, and a defect measured after "has a" fully', () => {
    expect(woundShare('the exit wound')).toBe(0.5)
    expect(woundShare('the wound')).toBe(0)
    expect(woundShare('it has a round central defect of zero point eight centimetres')).toBe(1)
    expect(woundShare('it has a round central defect')).toBe(0)
    const said =
      'the entrance wound lies on the right temple it has a round central defect of zero point eight centimetres with a narrow rim'
    expect(looksForced(said.split(' '), wounds)).toBe(false)
    expect(formatTranscript(['the incised wound lies across the front of the left wrist'], woundVocabulary, GUARD_OPTIONS)).toBe(
      'The incised wound lies across the front of the left wrist.',
    )
  })

  it('takes the organs right after a direction into the track, and keeps a cue that ends a subject in its sentence', () => {
    const track = 'passes from front to back and slightly downward through the left lung and the heart'
    expect(woundShare(track)).toBe(0.5)
    expect(formatTranscript(['the track of wound two is about nine centimetres long'], woundVocabulary, GUARD_OPTIONS)).toBe(
      'The track of wound 2 is about 9 centimetres long.',
    )
  })

  it('marks a word forced after a site or a track, and a measure of zero, as uncertain; no join, number or wound phrase', () => {
    const heard = (words: string) => formatHeard([heardUtterance(words)], woundVocabulary, GUARD_OPTIONS)
    expect(heard('laceration two is on the crown none and measures five by two centimetres').uncertain).toEqual([
      expect.objectContaining({ text: 'none' }),
    ])
    // Before the place, such a word stands in the part's "of" (./transcribe-heard-site): written "of", in doubt.
    expect(heard('laceration two is on the crown none the head and measures five by two centimetres').uncertain).toEqual([
      expect.objectContaining({ text: 'of', alternative: 'none' }),
    ])
    expect(heard('laceration two is on the crown of the head and measures five by two centimetres').uncertain).toEqual([])
    expect(heard('stab wound one is on the left side of the chest four centimetres to the left of the midline').uncertain).toEqual([])
    expect(heard('stab wound one is on the left side of the neck stab wound two is on the chest').uncertain).toEqual([])
    expect(heard('the track passes through the left lung none').uncertain).toEqual([expect.objectContaining({ text: 'none' })])
    // No wound is measured as zero: noise cut "zero point eight" short.
    expect(heard('it gapes to zero inch').uncertain).toEqual([expect.objectContaining({ text: '0' })])
    expect(heard('it gapes to zero point eight inch').uncertain).toEqual([])
  })
})
