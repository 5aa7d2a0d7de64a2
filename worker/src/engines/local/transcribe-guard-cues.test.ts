import { describe, expect, it } from 'vitest'
import { GUARD_VOCABULARY as VOCABULARY } from '../../../../test/factories/guard-vocabulary'
import { fieldTag } from '../../../../test/factories/tags'
import { heardUtterance } from './transcribe-doubt'
import { formatHeard, guardVocabulary } from './transcribe-format'
import { dictationShare, looksForced } from './transcribe-guard'
import { outOfTurn, woundsNamed } from './transcribe-guard-cues'

const words = (s: string) => s.split(' ')

describe('wound cues counted in turn', () => {
  it('counts the wounds named before a point: one per cue, or the number a cue names when higher', () => {
    expect(woundsNamed(words('stab wound four is on the chest and the next wound is on the arm'), 12, 0)).toBe(5)
    expect(woundsNamed(words('the exit wound lies on the back'), 6, 2)).toBe(3)
    expect(woundsNamed(words('gunshot wound c'), 3, 0)).toBe(3)
  })

  it('holds an ordinal above the second out of turn only when the wound before it was not named', () => {
    expect(outOfTurn(words('the ninth sharp wound'), 0, 0)).toBe(true)
    expect(outOfTurn(words('the ninth sharp wound'), 0, 8)).toBe(false)
    expect(outOfTurn(words('the ninth sharp wound'), 0, Infinity)).toBe(false)
    expect(outOfTurn(words('the second stab wound'), 0, 0)).toBe(false)
    expect(outOfTurn(words('stab wound eight is on the thigh the ninth stab wound'), 7, 0)).toBe(false)
    expect(outOfTurn(words('stab wound two the fifth stab wound'), 3, 0)).toBe(true)
  })
})

describe('an object\'s measures after a cue counted out of turn', () => {
  const vocabulary = [...VOCABULARY, fieldTag('wound_site', 'Location of the wound on the body.'), fieldTag('wound_depth', 'Unit: cm.')]
  const guarded = guardVocabulary(vocabulary)
  const said = 'the seventh stab wound in the kitchen drawer there was a blade eighteen centimetres long'

  it('are no wound\'s measures: the stretch is forced unless the wounds before the seventh were named', () => {
    expect(looksForced(words(said), guarded, undefined, 0)).toBe(true)
    expect(looksForced(words(said), guarded, undefined, 6)).toBe(false)
  })

  it('count nothing for the cue when only narrative follows it; half when it ends the stretch or a wound\'s own measure follows', () => {
    const share = (s: string) => dictationShare(words(s), guarded, 0)
    expect(share('the ninth sharp wound was shown to the police')).toBe(0)
    expect(share('the ninth sharp wound')).toBeCloseTo(0.5)
    expect(share('the ninth sharp wound four centimetres from the midline')).toBeGreaterThan(0.5)
  })

  it('said after a verb of measuring count fully only after a wound was named or "it" said', () => {
    const share = (s: string) => dictationShare(words(s), guarded)
    expect(share('the blade measured nineteen centimetres by two centimetres')).toBeCloseTo((6 * 0.5) / 8)
    expect(share('stab wound one measures two by one centimetres')).toBe(1)
    expect(share('it measures two by one centimetres')).toBe(1)
    expect(share('the track passes to a depth of seven centimetres')).toBeCloseTo(6 / 9)
  })

  it('are read against the wounds the recording named in the stretches it kept', () => {
    const heard = (texts: string[]) => formatHeard(texts.map((t) => heardUtterance(t)), vocabulary).text
    const guard = { minWords: 4, minShare: 0.3 }
    expect(formatHeard([heardUtterance(said)], vocabulary, guard).text).toBe('…')
    const named = ['stab wound five is on the chest', 'stab wound six is on the arm']
    expect(formatHeard([...named, said].map((t) => heardUtterance(t)), vocabulary, guard).text).toBe(heard([...named, said]))
  })
})
